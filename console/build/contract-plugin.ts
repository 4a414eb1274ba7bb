// Vite plugin serving `virtual:contract/<x-resource or operationId>` (see ./contract.ts for why).
// Register it in console/vite.config.ts: `plugins: [contract(), react(), tailwindcss()]`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { contractOf } from './contract.ts';

const PREFIX = 'virtual:contract/';
const documentPath = createRequire(import.meta.url).resolve('@wallet-admin/sdk/openapi.json');

export function contract(): Plugin {
  let doc: Record<string, unknown> | undefined;
  return {
    name: 'wallet-admin-contract',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      this.addWatchFile(documentPath);
      doc ??= JSON.parse(readFileSync(documentPath, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(contractOf(doc, id.slice(PREFIX.length + 1)))};`;
    },
    watchChange(id) {
      if (id === documentPath) doc = undefined;
    },
  };
}
