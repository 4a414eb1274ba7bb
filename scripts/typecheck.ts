// `npm run typecheck`: tsc --noEmit on every package (the root config has no references, so `tsc -b` alone
// would check only scripts/). The typecheck test runs the same list.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const PROJECTS = ['.', 'sdk', 'server', 'console'] as const;
export const TSC = join(import.meta.dirname, '..', 'node_modules', 'typescript', 'bin', 'tsc');

if (process.argv[1] === import.meta.filename) {
  let failed = 0;
  for (const project of PROJECTS) {
    const { status } = spawnSync(process.execPath, [TSC, '-p', project, '--noEmit'], {
      cwd: join(import.meta.dirname, '..'),
      stdio: 'inherit',
    });
    console.log(`tsc -p ${project}: ${status === 0 ? 'ok' : 'errors'}`);
    if (status !== 0) failed++;
  }
  process.exit(failed ? 1 : 0);
}
