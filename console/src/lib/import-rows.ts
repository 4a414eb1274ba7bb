// The import preview's rules (the screen action 'import'): a spreadsheet's rows become bodies of the contract's create
// schema and are checked with the same rules the server applies: the schema through zod-from-contract
// (./schema-zod.ts) and each `x-address` column by its chain's rule (the SDK's checkAddress, the server's one rule).
// A value the sheet names that does not exist (a chain by an unknown name, an option that is not one) is named in words.
// The rest of the commit's rules (references, natural keys against the table and within the file) are the server's:
// the preview asks the import's dry run (mergeServerErrors), so the preview refuses exactly what the commit would.
import { checkAddress, toText, type Schema } from '@wallet-admin/sdk';
import { isChainField, type FieldSchema } from './contract';
import { objectRule, type RuleMessages } from './schema-zod';

export type RowError = Schema<'ImportRowError'>;
export type SheetCell = string | number | boolean | Date | null;

export interface ImportSetup {
  /** The create operation's body. */
  body: FieldSchema;
  /** Every name a column heading may use for a field (its name, its label in each language), lower-cased. */
  headings: (field: string) => readonly string[];
  /** An enum value's labels (Chinese, English) besides the value. */
  enumLabels: (schema: FieldSchema, value: string | number) => readonly string[];
  /** A chain's id by its id or name, and its platform. */
  chain: (cell: string) => { id: number; platform: number } | undefined;
  rules: RuleMessages;
  /** The message of an address rule (`evmChecksum`, …). */
  addressMessage: (rule: string) => string;
  /** The message of a value the sheet names that is none of the field's (an unknown chain, an option that is not one). */
  unknownMessage: (field: string, schema: FieldSchema, typed: string) => string;
}

export interface Prepared {
  /** The fields the heading row names, by column. */
  columns: (string | null)[];
  rows: Record<string, unknown>[];
  /** Each row's cells as the operator typed them, by field (what the preview and the error report show). */
  typed: Record<string, string>[];
  /** The sheet row number (1-based, the heading is row 1) of each row: blank rows are skipped. */
  lines: number[];
}

export const MAX_IMPORT_ROWS = 10_000;
const norm = (text: unknown) => toText(text).trim().toLowerCase();

const cellText = (cell: SheetCell) => (cell === null ? '' : cell instanceof Date ? cell.toISOString() : toText(cell).trim());
const isChain = (name: string, schema: FieldSchema) => isChainField(name) || schema.reference?.resource === 'block_chain';

/** A cell as the field's body value: enum labels to values, chain names to ids, numbers to numbers. */
function cellValue(setup: ImportSetup, name: string, schema: FieldSchema, cell: SheetCell): unknown {
  if (cell === null || cell === '') return undefined;
  const text = cellText(cell);
  if (schema.enum) {
    const found = schema.enum.find((value) =>
      [toText(value), ...setup.enumLabels(schema, value)].some((label) => norm(label) === norm(text)),
    );
    return found ?? text;
  }
  if (isChain(name, schema)) return setup.chain(text)?.id ?? text;
  if (schema.type === 'integer' || schema.type === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  if (schema.type === 'boolean') return ['1', 'true', 'yes', '是'].includes(norm(text));
  return text;
}

/** Reads the heading row and the rows under it as bodies (checkRows checks them). */
export function prepareRows(setup: ImportSetup, sheet: readonly (readonly SheetCell[])[]): Prepared {
  const properties = setup.body.properties ?? {};
  const [heading = [], ...data] = sheet;
  const columns = heading.map((cell) => Object.keys(properties).find((field) => setup.headings(field).includes(norm(cell))) ?? null);
  const kept = data.flatMap((cells, i) =>
    cells.some((cell) => cell !== null && toText(cell).trim() !== '') ? [{ cells, line: i + 2 }] : [],
  );
  const rows = kept.map(({ cells }) => {
    const row: Record<string, unknown> = {};
    columns.forEach((field, i) => {
      const value = field ? cellValue(setup, field, properties[field]!, cells[i] ?? null) : undefined;
      if (field && value !== undefined) row[field] = value;
    });
    return row;
  });
  const typed = kept.map(({ cells }) => {
    const row: Record<string, string> = {};
    columns.forEach((field, i) => {
      if (field) row[field] = cellText(cells[i] ?? null);
    });
    return row;
  });
  return { columns, rows, typed, lines: kept.map(({ line }) => line) };
}

/** The refusals of rows `from` to `to`: the create schema's rules, then the address of each `x-address` field on its
 * chain (a good one is normalized in place, as the server stores it). In slices, so the preview shows progress. */
export function checkRows(setup: ImportSetup, rows: readonly Record<string, unknown>[], from = 0, to = rows.length): RowError[] {
  const rule = objectRule(setup.body, setup.rules);
  const addressed = Object.entries(setup.body.properties ?? {}).filter(([, schema]) => schema.address);
  const errors: RowError[] = [];
  const named = Object.entries(setup.body.properties ?? {}).filter(([field, schema]) => schema.enum || isChain(field, schema));
  rows.slice(from, to).forEach((row, n) => {
    const i = from + n;
    // A name that matched nothing stays the typed text: say so in words, not as the schema's "a number" or "one of".
    const unknown = new Set<string>();
    for (const [field, schema] of named) {
      const value = row[field];
      const known = schema.enum ? schema.enum.some((v) => v === value) : typeof value !== 'string';
      if (value === undefined || known) continue;
      unknown.add(field);
      errors.push({ row: i, field, reason: 'schema', message: setup.unknownMessage(field, schema, toText(value)) });
    }
    const parsed = rule.safeParse(row);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = toText(issue.path[0] ?? '');
        if (!unknown.has(field)) errors.push({ row: i, field, reason: 'schema', message: issue.message });
      }
    for (const [field, schema] of addressed) {
      const chain = setup.chain(toText(row[schema.address!]));
      if (!chain || typeof row[field] !== 'string' || errors.some((e) => e.row === i && e.field === field)) continue;
      const checked = checkAddress(chain.platform, row[field]);
      if (checked.ok) row[field] = checked.value;
      else errors.push({ row: i, field, reason: 'address', rule: checked.rule, message: setup.addressMessage(checked.rule) });
    }
  });
  return errors;
}

/** `rows[4].address` (an answer's `field` when the request validation refused a row) as a row error. */
export function fieldError(field: string | undefined, message: string): RowError | null {
  const match = /^rows\[(\d+)\]\.(\w+)/.exec(field ?? '');
  return match ? { row: Number(match[1]), field: match[2]!, reason: 'schema', message } : null;
}

/**
 * The rows the preview found no fault with, and `merge`, which puts the import's answer about them (a dry run's
 * `errors`, or a refused commit's `data.errors`, both indexed in the rows sent) back at the sheet's indexes.
 */
export function goodRows(rows: readonly Record<string, unknown>[], errors: readonly RowError[]) {
  const bad = new Set(errors.map((e) => e.row));
  const sent = [...rows.keys()].filter((i) => !bad.has(i));
  const at = (j: number | undefined) => (j === undefined ? undefined : sent[j]);
  return {
    indexes: sent,
    rows: sent.map((i) => rows[i]!),
    merge: (answered: readonly RowError[]): RowError[] =>
      [
        ...errors,
        ...answered.flatMap((e) => {
          const row = at(e.row);
          return row === undefined ? [] : [{ ...e, row, ...(e.first === undefined ? {} : { first: at(e.first) ?? e.first }) }];
        }),
      ].sort((a, b) => a.row - b.row),
  };
}
