// Reading JSON Schemas of the contract (@wallet-admin/sdk/contract): merged properties of an allOf chain, the
// column kind a property is stored as, the value a missing field takes, the empty shape of a config document.
export { columnKind, emptyShape, missingValue, objectShape, schemaKeyword, schemaTypes, type ColumnKind } from '@wallet-admin/sdk/contract';
