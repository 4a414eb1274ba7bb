// The bundled OpenAPI document as the server reads it. The reader is @wallet-admin/sdk/contract (one `$ref`
// resolver for the whole monorepo); these names stay importable from here for the server's code.
export { deref, isObject, loadDocument, stringList, type OpenApiDocument, type SchemaObject } from '@wallet-admin/sdk/contract';
