// The table map, derived from the contract: every component schema marked `x-resource: <table>` becomes a table
// whose columns are its properties (allOf flattened) minus id/created_at/updated_at. Nothing here names a column.
import {
  isObject,
  stringList,
  type OpenApiDocument,
  type SchemaObject,
  type Operation,
  columnKind,
  isDecimalSchema,
  missingValue,
  objectShape,
  schemaTypes,
  type ColumnKind,
} from '@wallet-admin/sdk/contract';
import { toText } from '@wallet-admin/sdk';
import type { Row } from '../db/types.ts';
import { transitionsOf, type Transitions } from './transition-declarations.ts';
import { derivedOf, type Derived } from './derived.ts';

export interface Column {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  /** Value of the column when a create does not name it (also the DDL default). */
  fallback: unknown;
  schema: SchemaObject;
  /** `x-ref`: the resource whose row id the column holds (0 means none). */
  references?: string;
  /** `x-address`: the column of this row naming the chain whose contract-address rule the value follows. */
  address?: string;
  /** `x-ref-scope`: the column of this row the referenced row's column of the same name must equal (its parent). */
  scope?: string;
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
  /** Columns lists filter, sort or range over. */
  indexed: string[];
  /** Composite indexes the list operations need (listIndexes): each a column list ending in id. */
  indexes: string[][];
  /** Every column some list searches with `key` (x-search): the full-text index covers them. */
  searched: string[];
  /** `x-version-filter` columns: each has a hidden sortable key column (versionKeyColumn). */
  versionColumns: string[];
  /** Column groups that must be unique (`x-unique`; 40009 naming the group's first column on conflict). */
  unique: string[][];
  /** `x-unique-while`: column groups unique among the rows whose `set` column holds a value (one latest version per
   * platform: `{ columns: [platform], set: latest_at }`), a partial unique index on both engines (sync.ts). */
  uniqueWhile: { columns: string[]; set: string }[];
  /** True when the migrations own the table (the sync step leaves it alone). */
  ownedByMigrations: boolean;
  /** The review workflow of a status field (`x-transitions`), enforced by the generic update. */
  transitions?: Transitions;
  /** `x-range`: start/end column pairs; the generic writes refuse an end before its start. */
  ranges: [string, string][];
  /** `x-label`: the columns that name a row, joined by ` · ` (none: the row is named by its id). */
  label: string[];
  /** `x-derived`: columns computed when read (a window's state), never stored (operations/derived.ts). */
  derived: Derived[];
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
  const derived = derivedOf(schema);
  for (const [column, prop] of shape.properties) {
    if ((SYSTEM_COLUMNS as readonly string[]).includes(column) || derived.some((d) => d.name === column)) continue;
    const types = schemaTypes(doc, prop);
    const decimal = isDecimalSchema(doc, prop);
    const fallback = missingValue(doc, prop);
    columns.push({
      name: column,
      kind: decimal ? 'decimal' : columnKind(types),
      nullable: types.includes('null'),
      // Money a create leaves out is 0 (numeric has no empty value).
      fallback: decimal && fallback === '' ? '0' : fallback,
      schema: prop,
      references: shape.references.get(column),
      scope: shape.scopes.get(column),
      address: shape.addresses.get(column),
    });
  }
  const byName = new Map(columns.map((c) => [c.name, c]));
  const indexed = new Set<string>();
  const searched = new Set<string>();
  const versionColumns = new Set<string>();
  const lists = operations.filter((op) => op.resource === name && (op.action === 'list' || op.action === 'lookup'));
  for (const op of lists) {
    for (const c of [...op.filter, ...op.sort, ...(op.dateRange ? [op.dateRange] : [])]) if (c !== 'id') indexed.add(c);
    for (const c of op.search) if (byName.get(c)?.kind === 'text') searched.add(c);
    const version = op.extensions['x-version-filter'];
    if (typeof version === 'string' && byName.has(version)) versionColumns.add(version);
  }
  return {
    name,
    schemaName,
    table: name,
    readFrom: READ_VIEWS[name] ?? name,
    columns,
    byName,
    indexed: [...indexed],
    indexes: listIndexes(
      lists,
      (c) => byName.has(c) || c === 'created_at' || c === 'updated_at',
      (c) => byName.get(c)?.kind === 'text',
    ),
    searched: [...searched],
    versionColumns: [...versionColumns],
    label: stringList(schema['x-label']),
    ranges: shape.ranges,
    unique: uniqueOf(schema) ?? [],
    uniqueWhile: (Array.isArray(schema['x-unique-while']) ? (schema['x-unique-while'] as unknown[]) : [])
      .filter(isObject)
      .map((entry) => ({ columns: stringList(entry.columns), set: typeof entry.set === 'string' ? entry.set : '' }))
      .filter((entry) => entry.columns.length > 0 && byName.has(entry.set) && entry.columns.every((c) => byName.has(c))),
    ownedByMigrations: name in READ_VIEWS,
    transitions: transitionsOf(schema),
    derived,
  };
}

/** A text column sorts case-insensitively (issue 58: DApp titles sorted "Zeta" before "aave"): by lower(column) on
 * both engines, and its list indexes hold that expression (foldedIndexColumn), so the order is still an index read. */
export const foldsCase = (resource: Resource, column: string): boolean => resource.byName.get(column)?.kind === 'text';

/** An index entry that is lower(column), as listIndexes writes it; null for a plain column. */
export function foldedIndexColumn(entry: string): string | null {
  return /^lower\((\w+)\)$/.exec(entry)?.[1] ?? null;
}

/** Filters of one list that get composite (pair) indexes: the first ones x-filter names (it lists them by use). */
export const PAIRED_FILTERS = 4;

/**
 * The indexes that make every list page an index range read, derived from the list operations' x-filter, x-sort
 * and x-date-range (never hand-picked). A page is `WHERE f = ? [AND g = ?] ORDER BY s, id LIMIT n`, so:
 *  - (s, id) for every sort column s: unfiltered pages read n index entries at any sort;
 *  - (f, s, id) for every filter f and sort s (s = id gives (f, id)): one filter at any sort;
 *  - (f, g, s, id) for every pair of the first PAIRED_FILTERS filters, for s = id and the first other x-sort
 *    column (the screens' default order): the filter pairs screens issue together (listApplication's console
 *    default lang + category_id sorted by sort). More filters than a pair keep the pair's index with the
 *    others checked row by row on the matching range;
 *  - (d) for a date range column d.
 * A text sort column s is indexed as lower(s) (foldsCase), as the list orders it.
 * `id` filters are the primary key. Duplicates and prefixes of longer indexes are dropped.
 */
function listIndexes(lists: Operation[], exists: (column: string) => boolean, text: (column: string) => boolean): string[][] {
  const out = new Map<string, string[]>();
  const add = (columns: string[]) => {
    const unique = [...new Set(columns)];
    if (unique.length === 1 && unique[0] === 'id') return;
    if (unique.every((c) => c === 'id' || exists(foldedIndexColumn(c) ?? c))) out.set(unique.join(','), unique);
  };
  for (const op of lists) {
    const filters = op.filter.filter((c) => c !== 'id');
    const sorts = ['id', ...op.sort.filter((c) => c !== 'id').map((c) => (text(c) ? `lower(${c})` : c))];
    const primary = sorts.slice(0, 2);
    for (const s of sorts) add([s, 'id']);
    for (const f of filters) for (const s of sorts) add([f, s, 'id']);
    const paired = filters.slice(0, PAIRED_FILTERS);
    for (let i = 0; i < paired.length; i++)
      for (let j = i + 1; j < paired.length; j++) {
        // Equality columns in either order serve the same pairs: one order (by name) for every list of the table.
        const pair = [paired[i]!, paired[j]!].sort();
        for (const s of primary) add([...pair, s, 'id']);
      }
    if (op.dateRange) add([op.dateRange, 'id']);
  }
  const all = [...out.values()];
  const key = (c: string[]) => c.join(',') + ',';
  return all.filter((c) => !all.some((other) => other !== c && other.length > c.length && key(other).startsWith(key(c))));
}

function uniqueOf(schema: SchemaObject): string[][] | null {
  const raw = schema['x-unique'];
  if (!Array.isArray(raw)) return null;
  return raw.map((entry) => (typeof entry === 'string' ? [entry] : stringList(entry)));
}

/** Every column name a list may filter, sort, search or range over. */
export function knownColumns(resource: Resource): Set<string> {
  return new Set([...SYSTEM_COLUMNS, ...resource.byName.keys(), ...resource.derived.map((d) => d.name)]);
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
    case 'decimal':
      return toText(value); // PostgreSQL's numeric arrives as text (db/open.ts); whole ones may come as safe integers

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
