// `npm run build -w sdk` (and `npm pack`, through prepack): dist/ as consumers outside the monorepo import it.
// tsc compiles src/ (tsconfig.build.json); tsc never copies an input .d.ts, so the generated types it
// refers to are copied beside the output.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const sdk = import.meta.dirname;
const dist = join(sdk, 'dist');
rmSync(dist, { recursive: true, force: true });
// npm puts node_modules/.bin on the PATH of its scripts; the monorepo's TypeScript is the compiler.
const tsc = spawnSync('tsc', ['-p', join(sdk, 'tsconfig.build.json')], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
mkdirSync(join(dist, 'generated'), { recursive: true });
copyFileSync(join(sdk, 'src', 'generated', 'schema.d.ts'), join(dist, 'generated', 'schema.d.ts'));
chmodSync(join(dist, 'cli', 'main.js'), 0o755);
