// What the SDK weighs in a browser bundle: its entries bundled for the browser, minified and gzipped, as an
// application bundler would ship them (esbuild; the AWS SDK stays outside, it is loaded on the first upload).
// Wired into `npm run bench` (scripts/bench.ts): one row per entry.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { BenchResult } from './sign.bench';

const ENTRIES: readonly { name: string; contents: string }[] = [
  { name: 'browser core, every export', contents: "export * from './src/index.ts';" },
  {
    name: 'browser core, createAdminClient + paginate + isApiError',
    contents: "export { createAdminClient, paginate, isApiError } from './src/index.ts';",
  },
  // A one-call script (sign in, read one list): with createAdminClient it carries every operation's row of the table;
  // with createClientWith only the three it names (issue 30 asks ≤ 6 kB).
  { name: 'one-call script, createAdminClient (every operation)', contents: "export { createAdminClient } from './src/index.ts';" },
  {
    name: 'one-call script, createClientWith (login, logout, listApplication)',
    contents: [
      "import { createClientWith } from './src/index.ts';",
      "import { listApplication, login, logout } from './src/generated/by-operation.ts';",
      "export const client = createClientWith({ login, logout, listApplication }, { baseUrl: '' });",
    ].join('\n'),
  },
  { name: 'upload entry (without the AWS SDK)', contents: "export * from './src/upload.ts';" },
];

export async function benchSize(): Promise<BenchResult[]> {
  const rows: BenchResult[] = [];
  for (const { name, contents } of ENTRIES) {
    const result = await build({
      stdin: { contents, resolveDir: `${import.meta.dirname}/..`, loader: 'ts' },
      bundle: true,
      format: 'esm',
      minify: true,
      platform: 'browser',
      target: 'es2022',
      external: ['@aws-sdk/*'],
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    rows.push({ name: `${name}: min+gzip`, value: Math.round(gzipSync(code, { level: 9 }).length / 102.4) / 10, unit: 'kB' });
  }
  return rows;
}
