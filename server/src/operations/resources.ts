// The table map, derived from the contract: every component schema marked `x-resource: <table>` becomes a table
// whose columns are its properties (allOf flattened) minus id/created_at/updated_at. Nothing here names a column.
import { stringList, type OpenApiDocument, type SchemaObject } from '../contract/document.ts';
import type { Operation } from '../contract/operations.ts';
import { columnKind, missingValue, objectShape, schemaTypes, type ColumnKind } from '../contract/schema.ts';
import type { Row } from '../db/types.ts';
import { transitionsOf, type Transitions } from './transitions.ts';

export interface Column {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  /** Value of the column when a create does not name it (also the DDL default). */
  fallback: unknown;
  schema: SchemaObject;
  /** `x-ref`: the resource whose row id the column holds (0 means none). */
  references?: string;
}

export interface Resource {
  name: string;
  schemaName: string;
  /** Table the generic writes go to. */
  table: string;
  /** Table or view the generic reads come from. */
  readFrom: string;
  columns: Column[];
  byName: Map<string, Column>;
  /** Columns lists filter, sort or range over: they get an index. */
  indexed: string[];
  /** Column groups that must be unique (`x-unique`; 40009 naming the group's first column on conflict). */
  unique: string[][];
  /** True when the migrations own the table (the sync step leaves it alone). */
  ownedByMigrations: boolean;
  /** The review workflow of a status field (`x-transitions`), enforced by the generic update. */
  transitions?: Transitions;
}

const SYSTEM_COLUMNS = ['id', 'created_at', 'updated_at'] as const;

// Reads of these resources come from a view that joins what the entity shows but the table does not store
// (an account's role name and type); their tables are created by the migrations.
const READ_VIEWS: Record<string, string> = { admin_user: 'admin_user_view' };

export type ResourceMap = Map<string, Resource>;

export function deriveResources(doc: OpenApiDocument, operations: Operation[]): ResourceMap {
  const map: ResourceMap = new Map();
  for (const [schemaName, schema] of Object.entries(doc.components.schemas ?? {})) {
    const name = schema['x-resource'];
    if (typeof name !== 'string') continue;
    if (map.has(name)) throw new Error(`x-resource ${name} is marked on both ${map.get(name)?.schemaName} and ${schemaName}`);
    map.set(name, resourceOf(doc, name, schemaName, schema, operations));
  }
  return map;
}

function resourceOf(doc: OpenApiDocument, name: string, schemaName: string, schema: SchemaObject, operations: Operation[]): Resource {
  const shape = objectShape(doc, schema);
  const columns: Column[] = [];
  for (const [column, prop] of shape.properties) {
    if ((SYSTEM_COLUMNS as readonly string[]).includes(column)) continue;
    const types = schemaTypes(doc, prop);
    columns.push({
      name: column,
      kind: columnKind(types),
      nullable: types.includes('null'),
      fallback: missingValue(doc, prop),
      schema: prop,
      references: shape.references.get(column),
    });
  }
  const byName = new Map(columns.map((c) => [c.name, c]));
  const indexed = new Set<string>();
  for (const op of operations) {
    if (op.resource !== name || op.action !== 'list') continue;
    for (const c of [...op.filter, ...op.sort, ...(op.dateRange ? [op.dateRange] : [])]) if (c !== 'id') indexed.add(c);
  }
  return {
    name,
    schemaName,
    table: name,
    readFrom: READ_VIEWS[name] ?? name,
    columns,
    byName,
    indexed: [...indexed],
    unique: uniqueOf(schema) ?? [],
    ownedByMigrations: name in READ_VIEWS,
    transitions: transitionsOf(schema),
  };
}

function uniqueOf(schema: SchemaObject): string[][] | null {
  const raw = schema['x-unique'];
  if (!Array.isArray(raw)) return null;
  return raw.map((entry) => (typeof entry === 'string' ? [entry] : stringList(entry)));
}

/** Every column name a list may filter, sort, search or range over. */
export function knownColumns(resource: Resource): Set<string> {
  return new Set([...SYSTEM_COLUMNS, ...resource.byName.keys()]);
}

/** Values as stored: JSON text for arrays/objects, 0/1 for booleans. Unknown keys are dropped. */
export function encodeRow(resource: Resource, values: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(values)) {
    const column = resource.byName.get(key);
    if (!column || value === undefined) continue;
    out[key] = encodeValue(column, value);
  }
  return out;
}

export function encodeValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  if (column.kind === 'json') return JSON.stringify(value);
  if (column.kind === 'boolean') return value ? 1 : 0;
  return value;
}

/** A stored row as the contract shows it: JSON parsed back, booleans and numbers restored. */
export function decodeRow(resource: Resource, row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    const column = resource.byName.get(key);
    if ((SYSTEM_COLUMNS as readonly string[]).includes(key)) out[key] = value === null ? null : Number(value);
    else if (!column)
      continue; // internal columns (hashes, secrets of views) never leave the server
    else out[key] = decodeValue(column, value);
  }
  return out;
}

function decodeValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return column.nullable ? null : column.fallback;
  switch (column.kind) {
    case 'json':
      return typeof value === 'string' ? safeJson(value, column.fallback) : value;
    case 'boolean':
      return Boolean(Number(value));
    case 'integer':
    case 'real':
      return Number(value);
    default:
      return value;
  }
}

function safeJson(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}
