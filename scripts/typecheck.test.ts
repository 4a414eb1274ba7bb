// Strict TypeScript everywhere: every package type-checks clean (tsc --noEmit), as part of `npm test`.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

import { PROJECTS, TSC } from './typecheck.ts';

const root = join(import.meta.dirname, '..');

describe('strict TypeScript', () => {
  it.each(PROJECTS)(
    'tsc -p %s reports no error',
    async (project) => {
      const result = await promisify(execFile)(process.execPath, [TSC, '-p', project, '--noEmit', '--pretty', 'false'], { cwd: root })
        .then(() => '')
        .catch((error: { stdout?: string; message: string }) => error.stdout || error.message);
      expect(result).toBe('');
    },
    180_000,
  );
});
