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
  // A one-call script (sign in, read one list): what issue 30 wants at ≤ 6 kB; the operation table is most of it.
  { name: 'one-call script, createAdminClient (sign-in + one list)', contents: "export { createAdminClient } from './src/index.ts';" },
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
