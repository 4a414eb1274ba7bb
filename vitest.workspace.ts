import { fileURLToPath } from 'node:url';

// The test projects of `npm test`. vitest.config.ts passes this list to Vitest 4 (`test.projects`).
// Every project reads @wallet-admin/sdk from its sources through tsconfig.json's paths (the package exports the
// dist/ that only `npm pack` builds, so a fresh clone has none), as tsc, tsx and the console's Vite build do.
const sources = { tsconfigPaths: true };

export default [
  { resolve: sources, test: { name: 'contract', include: ['scripts/**/*.test.ts', 'openapi/**/*.test.ts'], environment: 'node' } },
  // Unit tests too get 30 s, not Vitest's 5: on a loaded 2-core machine a test that spawns a process (the CLI under
  // tsx) or renders a screen takes longer than 5 s without being wrong (seen: 5.5 s at load 8).
  {
    resolve: sources,
    test: { name: 'sdk', root: './sdk', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node', testTimeout: 30000 },
  },
  {
    resolve: sources,
    test: {
      name: 'server',
      root: './server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  },
  {
    extends: './console/vite.config.ts',
    test: {
      name: 'console',
      root: './console',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      testTimeout: 30000,
      setupFiles: [fileURLToPath(new URL('./console/src/test-setup.ts', import.meta.url))],
    },
  },
  {
    // The console's Vite config: a walk reads the screen descriptions (virtual:contract, `@/`) to know what to open.
    extends: './console/vite.config.ts',
    test: {
      name: 'e2e',
      root: './console',
      include: ['e2e/**/*.e2e.ts'],
      globalSetup: [fileURLToPath(new URL('./console/e2e/global-setup.ts', import.meta.url))],
      environment: 'node',
      testTimeout: 120000,
      hookTimeout: 300000,
      // Files run beside each other and beside the other projects' files: each has its own server, database and
      // Chromium, and one file alone left a core idle half of the time (it waits on its browser and its server in turn).
    },
  },
];
