// The one reader of the contract, for Node-side code in the monorepo (the server, the generator, the console's
// build plugin, the tests) as `@wallet-admin/sdk/contract` (tsconfig paths). The command line imports the
// modules it needs directly (no Ajv), and the bundler entry (./bundle.ts) is the generator's alone. Browsers read
// the generated operation table instead and never load the document.
export { deref, isObject, resolvePointer, stringList, type OpenApiDocument, type SchemaObject } from './document.js';
export { bundledDocumentPath, loadDocument } from './load.js';
export {
  COMPONENT,
  columnKind,
  isDecimalSchema,
  emptyShape,
  flatten,
  missingValue,
  objectShape,
  rangePairs,
  approvalPolicies,
  rowRules,
  schemaKeyword,
  schemaType,
  schemaTypes,
  type ColumnKind,
} from './schema.js';
export { brokenRule, fieldMatches, needsApproval, type ApprovalPolicy, type RowRule } from '../row-rules.js';
export { listOperations, operationTitle, type CrudAction, type Operation, type Parameter } from './operations.js';
export { lookupScreens, REFERENCES } from './references.js';
export { approvalScreens, editingScreen } from './approvals.js';
export { exampleObject, exampleParams, orderRanges, exampleValue, type ExampleContext, type ExampleParams } from './examples.js';
export { createRng, type Rng } from './random.js';
export { compile, createAjv } from './ajv.js';
