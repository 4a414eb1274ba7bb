// Checks that fail when they should, part of `npm test` (`npm run lint` runs the same): knip finds unused files,
// exports and dependencies and imports a package does not declare (knip.jsonc says what it cannot see); ESLint
// (eslint.config.js: typescript-eslint's type-aware rules, React hooks, jsx-a11y) fails on any error or warning;
// Prettier (.prettierrc.json) fails on any file not formatted (`npm run format` formats them).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Runs a tool's bin with the Node running the tests; its report when it fails, '' when it passes. */
const report = (bin: string, args: string[]) =>
  promisify(execFile)(process.execPath, [join(root, 'node_modules', ...bin.split('/')), ...args], {
    cwd: root,
    maxBuffer: 10 * 1024 * 1024,
  })
    .then(() => '')
    .catch((error: { stdout?: string; message: string }) => error.stdout || error.message);

it('knip: no unused file, export or dependency, and every import declared', async () => {
  expect(await report('knip/bin/knip.js', ['--no-progress', '--no-config-hints'])).toBe('');
}, 240_000);

it('eslint: no error or warning in any package', async () => {
  expect(await report('eslint/bin/eslint.js', ['.', '--max-warnings', '0'])).toBe('');
}, 300_000);

it('prettier: every source file is formatted', async () => {
  expect(await report('prettier/bin/prettier.cjs', ['--check', '--log-level', 'warn', '**/*.{ts,tsx,js,css,json}'])).toBe('');
}, 120_000);
