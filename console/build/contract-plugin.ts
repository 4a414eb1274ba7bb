// Vite plugin serving `virtual:contract/<x-resource or operationId>` (see ./contract.ts for why).
// Register it in console/vite.config.ts: `plugins: [contract(), react(), tailwindcss()]`.
import type { Plugin } from 'vite';
import {
  approvalScreens,
  bundledDocumentPath,
  listOperations,
  loadDocument,
  operationTitle,
  type OpenApiDocument,
} from '../../sdk/src/contract/index.ts';
import { contractOf } from './contract.ts';

const PREFIX = 'virtual:contract/';
/** The screens whose holders decide approval requests (the contract reader's approvalScreens, as the server files them). */
const APPROVAL_SCREENS = 'virtual:approval-screens';
/** Every operation's title, `{ [operationId]: [zh, en] }` (the contract reader's operationTitle): loaded only by the pages
 * that name operations (the approval inbox, the audit log), never by the first load. */
const OPERATION_TITLES = 'virtual:operation-titles';
const OWN = new Set([APPROVAL_SCREENS, OPERATION_TITLES]);
const documentPath = bundledDocumentPath();

export function contract(): Plugin {
  let doc: OpenApiDocument | undefined;
  return {
    name: 'wallet-admin-contract',
    resolveId: (id) => (id.startsWith(PREFIX) || OWN.has(id) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${APPROVAL_SCREENS}`) {
        this.addWatchFile(documentPath);
        doc ??= loadDocument(documentPath);
        return `export default ${JSON.stringify(approvalScreens(doc, listOperations(doc)))};`;
      }
      if (id === `\0${OPERATION_TITLES}`) {
        this.addWatchFile(documentPath);
        doc ??= loadDocument(documentPath);
        const titles = listOperations(doc).map((op) => {
          const { zh, en } = operationTitle(op);
          return [op.operationId, [zh, en]];
        });
        return `export default ${JSON.stringify(Object.fromEntries(titles))};`;
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
