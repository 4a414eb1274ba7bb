// Vite plugin serving `virtual:contract/<x-resource or operationId>` (see ./contract.ts for why).
// Register it in console/vite.config.ts: `plugins: [contract(), react(), tailwindcss()]`.
import type { Plugin } from 'vite';
import { approvalScreens, bundledDocumentPath, listOperations, loadDocument, type OpenApiDocument } from '../../sdk/src/contract/index.ts';
import { contractOf } from './contract.ts';

const PREFIX = 'virtual:contract/';
/** The screens whose holders decide approval requests (the contract reader's approvalScreens, as the server files them). */
const APPROVAL_SCREENS = 'virtual:approval-screens';
const documentPath = bundledDocumentPath();

export function contract(): Plugin {
  let doc: OpenApiDocument | undefined;
  return {
    name: 'wallet-admin-contract',
    resolveId: (id) => (id.startsWith(PREFIX) || id === APPROVAL_SCREENS ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${APPROVAL_SCREENS}`) {
        this.addWatchFile(documentPath);
        doc ??= loadDocument(documentPath);
        return `export default ${JSON.stringify(approvalScreens(doc, listOperations(doc)))};`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      this.addWatchFile(documentPath);
      doc ??= loadDocument(documentPath);
      return `export default ${JSON.stringify(contractOf(doc, id.slice(PREFIX.length + 1)))};`;
    },
    watchChange(id) {
      if (id === documentPath) doc = undefined;
    },
  };
}
