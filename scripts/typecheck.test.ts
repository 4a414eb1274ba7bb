// Strict TypeScript everywhere: every package type-checks clean (tsc --noEmit), as part of `npm test`.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

describe('strict TypeScript', () => {
  it.each(['.', 'sdk', 'server', 'console'])('tsc -p %s reports no error', async (project) => {
    const result = await promisify(execFile)(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty', 'false'], { cwd: root })
      .then(() => '')
      .catch((error: { stdout?: string; message: string }) => error.stdout || error.message);
    expect(result).toBe('');
  }, 180_000);
});
