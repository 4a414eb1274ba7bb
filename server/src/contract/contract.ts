// The loaded contract: the document, its operations and the table map derived from it.
import { loadDocument, lookupScreens, type OpenApiDocument, listOperations, type Operation } from '@wallet-admin/sdk/contract';
import { deriveResources, type ResourceMap } from '../operations/resources.ts';

export interface Contract {
  doc: OpenApiDocument;
  operations: Operation[];
  byId: Map<string, Operation>;
  resources: ResourceMap;
  /** The screens that may call each `x-permission: references` lookup (any one of them), by operationId. */
  lookupScreens: Map<string, string[]>;
}

export function loadContract(doc: OpenApiDocument = loadDocument()): Contract {
  const operations = listOperations(doc);
  const byId = new Map<string, Operation>();
  for (const op of operations) {
    if (byId.has(op.operationId)) throw new Error(`operationId ${op.operationId} is used twice`);
    byId.set(op.operationId, op);
  }
  return { doc, operations, byId, resources: deriveResources(doc, operations), lookupScreens: lookupScreens(doc, operations) };
}
