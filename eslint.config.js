// ESLint for every package: typescript-eslint's type-aware recommended rules, React hooks rules and jsx-a11y for
// the console. Run by `npm test` (scripts/lint.test.ts) and `npm run lint`.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/.tmp/', '**/.data/', 'sdk/src/generated/', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Unused names are tsc's job (noUnusedLocals) and knip's; a second report of the same finding adds nothing.
      '@typescript-eslint/no-unused-vars': 'off',
      // Handlers, stores and test fakes implement async interfaces; an async function with nothing to await is
      // how such an implementation returns its promise (and keeps a throw a rejection, not a synchronous throw).
      '@typescript-eslint/require-await': 'off',
      // TanStack Router's navigation is `throw redirect(...)`: a Redirect, by design not an Error.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
      // An AbortSignal's reason is typed any; passing it on unchanged is the platform's contract (fetch does too).
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true }],
      // React ignores what an event handler returns; the console's async handlers (react-hook-form's handleSubmit
      // and the like) catch and report their own failures. Promises misused elsewhere are still errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests read raw answers (JSON.parse) and use Vitest's asymmetric matchers (expect.any), both typed any: what
    // a test checks is its assertion.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'console/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // The contract test walks the raw bundled document (any JSON at all) to check it; everything else reads it typed.
    files: ['scripts/contract.test.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // React's rules for the console's components (the browser tests' `useApp` is a Vitest fixture, not a hook).
    // The two classic rules: v7's other recommended rules describe what the React Compiler can optimise, and the
    // console does not use the compiler.
    files: ['console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['console/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['console/**/*.tsx'],
    rules: {
      // WAI-ARIA's dialog pattern moves focus to the dialog's first field; the console autofocuses only there and
      // on the sign-in form, the one thing that page is for.
      'jsx-a11y/no-autofocus': 'off',
      // A scrollable region must be focusable so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
    },
  },
);
