// Checks that fail when they should: knip finds unused files, exports and dependencies and imports a package
// does not declare (knip.jsonc says what it cannot see). Part of `npm test`; `npm run lint` runs the same.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

it('knip: no unused file, export or dependency, and every import declared', async () => {
  const knip = join(root, 'node_modules', 'knip', 'bin', 'knip.js');
  const result = await promisify(execFile)(process.execPath, [knip, '--no-progress', '--no-config-hints'], { cwd: root, maxBuffer: 10 * 1024 * 1024 })
    .then(() => '')
    .catch((error: { stdout?: string; message: string }) => error.stdout || error.message);
  expect(result).toBe('');
}, 240_000);
