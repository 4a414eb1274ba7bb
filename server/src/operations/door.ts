// The one door every change of a stored row goes through (shared/ENGINE.md): generic and custom handlers, batches,
// imports, cascades, reverts, restores and approvals being applied all write with createRow / changeRow / removeRow
// (or createRows in bulk), never with rows.ts or the query builder directly (door.test.ts scans the sources).
// At the door:
//   - the whole resulting row is checked against the contract: the create's required fields hold a value (a blank
//     string is none), every set value keeps its property's schema, and the entity's `x-rules` across fields hold;
//   - the write is recorded on the context, so the audit log gets an entry for every row a call touched (a
//     publish that clears another version's latest_at, a cascade's children), a row never audited before gets its
//     baseline revision first (history.ts can go back to it), and the entity's `x-approval-policy` (approval on
//     data, whatever the operation) can hold the whole call for a second operator (settleWrites).
import type { ValidateFunction } from 'ajv/dist/2020.js';
import {
  approvalPolicies,
  brokenRule,
  compile,
  createAjv,
  deref,
  fieldMatches,
  isObject,
  needsApproval,
  objectShape,
  type ApprovalPolicy,
  type RowRule,
} from '@wallet-admin/sdk/contract';
import { toText } from '@wallet-admin/sdk';
import { appendAudit } from '../audit/chain.ts';
import { auditRow } from '../http/audit.ts';
import { AppError, invalidInput, Result } from '../http/errors.ts';
import { schemaError } from '../http/validation.ts';
import { core } from '../db/core.ts';
import type { Text } from '../http/messages.ts';
import { COLUMN_TITLES } from './custom/column-titles.ts';
import { EOS_PLATFORMS } from './addresses.ts';
import type { Contract } from '../contract/contract.ts';
import type { Row } from '../db/types.ts';
import { fieldChanges, type FieldChange } from './changes.ts';
import { maskedColumns, maskRow } from './masks.ts';
import type { Resource } from './resources.ts';
import { deleteRow, insertRow, insertRows, updateRow } from './rows.ts';
import type { OperationContext } from './types.ts';

/** A write the door let through: the row before (null for a create) and after (null for a delete). */
export interface Written {
  resource: Resource;
  id: number;
  before: Row | null;
  after: Row | null;
}

/** What a write needs of its call: the transaction, the clock, the contract, and where the door records writes. */
export type WriteContext = Pick<OperationContext, 'db' | 'now' | 'services' | 'writes'>;

/** `x-unique-address`: the columns of a contract address's natural key on its chain. */
interface AddressKey {
  address: string;
  chain: string;
  apart: string;
}

interface Checks {
  addressKey: AddressKey | null;
  /** `x-delete-refused-while` on the entity: values of a row users already hold (a used code); such a row is never
   * deleted, by its own delete or a parent's cascade. */
  kept: Row;
  required: string[];
  validate: ValidateFunction;
  rules: RowRule[];
  policies: ApprovalPolicy[];
  /** `x-decimals` / `x-decimals-of` on money columns: how many decimals each may carry. */
  precision: Precision[];
}

/**
 * The precision of a money column (`format: decimal`), as its property declares it beside the `$ref`:
 * `x-decimals: 2` (fixed: fiat, prices, USD values), `x-decimals-of: decimals` (a column of the same row holding its
 * token's decimals) or `x-decimals-of: otc_token_id.decimals` (that column of the row an `x-ref` column names).
 */
interface Precision {
  field: string;
  fixed?: number;
  /** The column holding the decimals (of this row, or of the referenced row when `via` is set). */
  column?: string;
  /** The `x-ref` column of this row naming the row whose `column` holds the decimals. */
  via?: string;
  /** The referenced resource (`via`'s `x-ref`). */
  target?: Resource;
}

const compiled = new WeakMap<Contract, Map<string, Checks>>();

function checksOf(contract: Contract, resource: Resource): Checks {
  let byResource = compiled.get(contract);
  if (!byResource) compiled.set(contract, (byResource = new Map<string, Checks>()));
  const known = byResource.get(resource.name);
  if (known) return known;
  const { doc } = contract;
  // What the form requires is what the create requires: its body's `required` list.
  const create = contract.operations.find((op) => op.resource === resource.name && (op.action === 'create' || op.action === 'upsert'));
  const required = create?.body ? [...objectShape(doc, create.body.schema).required].filter((f) => resource.byName.has(f)) : [];
  const entity = doc.components.schemas?.[resource.schemaName];
  // Money is checked as sent (its exact text); a stored numeric may come back with the column's scale.
  const properties = Object.fromEntries(resource.columns.filter((c) => c.kind !== 'decimal').map((c) => [c.name, c.schema]));
  const ajv = ajvOf(contract);
  const declared = isObject(entity) ? entity['x-approval-policy'] : undefined;
  const kept = isObject(entity) ? entity['x-delete-refused-while'] : undefined;
  const key = isObject(entity) ? entity['x-unique-address'] : undefined;
  const checks: Checks = {
    addressKey:
      isObject(key) && typeof key.address === 'string' && typeof key.chain === 'string' && typeof key.apart === 'string'
        ? { address: key.address, chain: key.chain, apart: key.apart }
        : null,
    kept: isObject(kept) ? kept : {},
    required,
    validate: compile(ajv, { type: 'object', properties }),
    rules: objectShape(doc, entity ?? {}).rules,
    policies: approvalPolicies(declared),
    precision: precisionOf(contract, resource),
  };
  byResource.set(resource.name, checks);
  return checks;
}

/** The declared precision of every money column of a resource; a declaration naming what is not there throws (the
 * contract is read at startup, so a misspelled column fails the boot, not a write). */
export function precisionOf(contract: Contract, resource: Resource): Precision[] {
  const found: Precision[] = [];
  const declared = declarations(contract.doc, contract.doc.components.schemas?.[resource.schemaName]);
  for (const column of resource.columns) {
    const fixed = declared.get(column.name)?.['x-decimals'];
    const of = declared.get(column.name)?.['x-decimals-of'];
    const where = `${resource.name}.${column.name}`;
    if ((fixed !== undefined || of !== undefined) && column.kind !== 'decimal')
      throw new Error(`${where}: x-decimals on a column that is not money`);
    if (fixed !== undefined) {
      if (!Number.isInteger(fixed) || Number(fixed) < 0 || Number(fixed) > 36) throw new Error(`${where}: x-decimals must be 0 to 36`);
      found.push({ field: column.name, fixed: Number(fixed) });
    } else if (typeof of === 'string') {
      const [first = '', second] = of.split('.');
      if (second === undefined) {
        if (resource.byName.get(first)?.kind !== 'integer') throw new Error(`${where}: x-decimals-of names no integer column ${first}`);
        found.push({ field: column.name, column: first });
      } else {
        const ref = resource.byName.get(first)?.references;
        const target = ref === undefined ? undefined : contract.resources.get(ref);
        if (!target?.byName.has(second)) throw new Error(`${where}: x-decimals-of ${of} names no column of an x-ref row`);
        found.push({ field: column.name, column: second, via: first, target });
      }
    } else if (of !== undefined) throw new Error(`${where}: x-decimals-of must be a column name`);
  }
  return found;
}

/** The properties of an entity as written, beside their `$ref` (where `x-decimals` sits), through `allOf`. */
function declarations(doc: Contract['doc'], schema: unknown, found = new Map<string, Record<string, unknown>>()) {
  const s = deref(doc, schema);
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) declarations(doc, part, found);
  if (isObject(s.properties))
    for (const [name, prop] of Object.entries(s.properties))
      if (isObject(prop) && (prop['x-decimals'] !== undefined || prop['x-decimals-of'] !== undefined)) found.set(name, prop);
  return found;
}

/** Decimals a decimal text carries, trailing zeros aside ("1.500" has 1: a numeric read back with its scale). */
export const fractionDigits = (text: string): number => /\.(\d*?)0*$/.exec(text.trim())?.[1]?.length ?? 0;

/** Decimals of referenced rows already read in this check, by `resource:id:column`. */
type DecimalsCache = Map<string, number | undefined>;

/**
 * The door's precision rule: a money value carries no more decimals than its token (or currency) has, as the
 * contract declares (precisionOf). 40000 naming the field and the decimals allowed. On an update only values that
 * change (or whose token changes) are checked: a stored row is not refused for what it held before. A token that
 * cannot be read (none chosen: id 0, or unknown) leaves the value unchecked; the reference checks refuse that.
 */
async function checkPrecision(ctx: WriteContext, resource: Resource, row: Row, before: Row | null, cache: DecimalsCache = new Map()) {
  for (const rule of checksOf(ctx.services.contract, resource).precision) {
    const value = row[rule.field];
    if (value === null || value === undefined || value === '') continue;
    const text = toText(value);
    const source = rule.via ?? rule.column;
    if (before && toText(before[rule.field]) === text && (source === undefined || toText(before[source]) === toText(row[source]))) continue;
    const decimals = await decimalsFor(ctx, rule, row, cache);
    if (decimals === undefined || fractionDigits(text) <= decimals) continue;
    throw invalidInput(
      'invalid input: {field} allows at most {decimals} decimals',
      { field: named(rule.field), decimals: String(decimals) },
      rule.field,
    );
  }
}

async function decimalsFor(ctx: WriteContext, rule: Precision, row: Row, cache: DecimalsCache): Promise<number | undefined> {
  if (rule.fixed !== undefined) return rule.fixed;
  if (rule.column === undefined) return undefined;
  if (!rule.via || !rule.target) {
    const own = Number(row[rule.column]);
    return Number.isInteger(own) && own >= 0 ? own : undefined;
  }
  const id = Number(row[rule.via]);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const key = `${rule.target.name}:${id}:${rule.column}`;
  if (!cache.has(key)) {
    const found = await ctx.db.selectFrom(rule.target.table).select(rule.column).where('id', '=', id).executeTakeFirst();
    const decimals = Number(found?.[rule.column]);
    cache.set(key, found && Number.isInteger(decimals) && decimals >= 0 ? decimals : undefined);
  }
  return cache.get(key);
}

const ajvs = new WeakMap<Contract, ReturnType<typeof createAjv>>();
function ajvOf(contract: Contract) {
  let ajv = ajvs.get(contract);
  if (!ajv) ajvs.set(contract, (ajv = createAjv(contract.doc, { coerce: false, defaults: false })));
  return ajv;
}

/** A field as a message names it: its name in English, its column title in Chinese (the operator's words). */
const named = (field: string): Text => ({ en: field, zh: COLUMN_TITLES[field] ?? field });

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The row as it would be stored, checked against the contract; 40000 naming the first field at fault. A value that is
 * its column's "none" (the fallback a create leaves) is not checked unless the field is required.
 */
export function checkRow(contract: Contract, resource: Resource, row: Row): void {
  const checks = checksOf(contract, resource);
  for (const field of checks.required)
    if (blank(row[field])) {
      if (resource.byName.get(field)?.schema['x-secret'] === true)
        throw invalidInput('invalid input: {field} is a secret the history does not keep: set a new one', { field: named(field) }, field);
      throw invalidInput('invalid input: {field} is required', { field: named(field) }, field);
    }
  const given: Row = {};
  for (const column of resource.columns) {
    const value = row[column.name];
    if (value === undefined || (value === null && column.nullable)) continue;
    if (!checks.required.includes(column.name) && JSON.stringify(value) === JSON.stringify(column.fallback)) continue;
    given[column.name] = value;
  }
  if (!checks.validate(given)) throw schemaError('body', checks.validate.errors?.[0]);
  for (const rule of checks.rules) {
    const field = brokenRule(rule, row);
    if (field === undefined) continue;
    if ('le' in rule)
      throw invalidInput('invalid input: {low} must not be above {high}', { low: named(rule.le[0]), high: named(rule.le[1]) }, field);
    const when = Object.entries(rule.when)
      .map(([name, value]) => `${name} = ${toText(value)}`)
      .join(', ');
    throw invalidInput('invalid input: {field} is required when {when}', { field: named(field), when }, field);
  }
}

/** Records a write; a row the call wrote before keeps one record, from its state before the call to its state now
 * (a create then changed is one create), so the audit entry, the approval's diff and the counts see the call's
 * effect on each row once. */
function record(ctx: WriteContext, resource: Resource, before: Row | null, after: Row | null): void {
  const id = Number((after ?? before)?.id);
  const writes = (ctx.writes ??= []);
  const earlier = writes.find((w) => w.resource === resource && w.id === id);
  if (!earlier) writes.push({ resource, id, before, after });
  else if (earlier.before === null && after === null) writes.splice(writes.indexOf(earlier), 1);
  else earlier.after = after;
}

/** Inserts one row (its id may be given: a restore); checked, then recorded. */
export async function createRow(ctx: WriteContext, resource: Resource, values: Row): Promise<Row> {
  const row = await insertRow(ctx.db, resource, values, ctx.now);
  checkRow(ctx.services.contract, resource, row);
  await checkPrecision(ctx, resource, row, null);
  await checkAddressKey(ctx, resource, row);
  record(ctx, resource, null, row);
  return row;
}

/** Inserts many rows (an import, a generated batch): each checked as stored before any is written. Their history
 * starts with the call's own audit entry; each row gets its baseline when it is first changed. */
export async function createRows(ctx: WriteContext, resource: Resource, rows: Row[]): Promise<void> {
  const cache: DecimalsCache = new Map();
  for (const values of rows) {
    const row = withFallbacks(resource, values);
    checkRow(ctx.services.contract, resource, row);
    await checkPrecision(ctx, resource, row, null, cache);
  }
  await insertRows(ctx.db, resource, rows, ctx.now);
}

/** A create's values with every column it leaves out at its fallback: the row as it would be stored. */
export const withFallbacks = (resource: Resource, values: Row): Row => ({
  ...Object.fromEntries(resource.columns.map((c) => [c.name, c.fallback])),
  ...values,
});

/** Changes the named columns of one row (rows.ts updateRow: its guard and stale check); the row as it is after the
 * change is checked whole, then recorded. */
export async function changeRow(
  ctx: WriteContext,
  resource: Resource,
  id: unknown,
  values: Row,
  guard?: Parameters<typeof updateRow>[5],
  stale?: Parameters<typeof updateRow>[6],
): Promise<{ before: Row; after: Row }> {
  const { before, after } = await updateRow(ctx.db, resource, id, values, ctx.now, guard, stale);
  checkRow(ctx.services.contract, resource, after);
  await checkPrecision(ctx, resource, after, before);
  await checkAddressKey(ctx, resource, after);
  record(ctx, resource, before, after);
  return { before, after };
}

/**
 * `x-unique-address`: the row's contract address names no other row on its chain (on EOS-type chains, with the same
 * `apart` value). Checked after the write, with the chain's row locked for the rest of the transaction (PostgreSQL;
 * SQLite writes one transaction at a time), so two writes at once cannot both pass. 40009 naming the other row.
 */
async function checkAddressKey(ctx: WriteContext, resource: Resource, row: Row): Promise<void> {
  const other = await sameAddress(ctx, resource, row, true);
  if (other !== undefined)
    throw new AppError(Result.CONFLICT, 'token exists: id {id}', {
      params: { id: String(other) },
      field: checksOf(ctx.services.contract, resource).addressKey?.address,
    });
}

/** The id of another row with the natural key (`x-unique-address`) of `row` (its `id`, when it has one, left out). */
export async function sameAddress(ctx: WriteContext, resource: Resource, row: Row, lock = false): Promise<number | undefined> {
  const key = checksOf(ctx.services.contract, resource).addressKey;
  if (!key || blank(row[key.address])) return undefined;
  let chain = ctx.db.selectFrom('block_chain').select('platform').where('id', '=', Number(row[key.chain]));
  if (lock && ctx.services.database.dialect === 'postgres') chain = chain.forUpdate();
  const found = await chain.executeTakeFirst();
  let query = ctx.db
    .selectFrom(resource.table)
    .select('id')
    .where(key.chain, '=', Number(row[key.chain]))
    .where(key.address, '=', toText(row[key.address]));
  if (found && EOS_PLATFORMS.has(Number(found.platform))) query = query.where(key.apart, '=', toText(row[key.apart]));
  if (row.id !== undefined && row.id !== null) query = query.where('id', '!=', Number(row.id));
  const other = await query.orderBy('id').executeTakeFirst();
  return other === undefined ? undefined : Number(other.id);
}

/** Deletes one row, recorded (the bin lists it from the audit log and a restore brings it back); a row users hold
 * is refused (40009 saying why), which rolls back the whole call. */
export async function removeRow(ctx: WriteContext, resource: Resource, id: unknown): Promise<Row> {
  const before = await deleteRow(ctx.db, resource, id);
  for (const [field, values] of Object.entries(checksOf(ctx.services.contract, resource).kept))
    if (fieldMatches(before, field, values))
      throw new AppError(Result.CONFLICT, 'conflict: {resource} {id} is held by a user ({field} {value}) and is never deleted', {
        params: { resource: resource.name, id: String(before.id), field, value: toText(before[field]) },
        field,
      });
  record(ctx, resource, before, null);
  return before;
}

/** Whether one write touches data its entity's approval policy guards. */
function guarded(contract: Contract, write: Written): boolean {
  const { policies } = checksOf(contract, write.resource);
  if (!policies.length) return false;
  const changed = fieldChanges(write.resource, write.before, write.after).map((c) => c.field);
  return needsApproval(policies, write.before, write.after, changed);
}

const targetOf = (write: Written) => `${write.resource.name}:${write.id}`;

/** The diff of every row a call wrote, each change naming its row when the call wrote more than one. */
export function changesOf(writes: Written[]): FieldChange[] {
  const targets = new Set(writes.map(targetOf));
  return writes.flatMap((write) =>
    fieldChanges(write.resource, write.before, write.after).map((change) =>
      targets.size > 1 ? { ...change, target: targetOf(write) } : change,
    ),
  );
}

/** Thrown inside a call's transaction when its writes need a second operator: the transaction rolls back and the
 * caller stores the request with `writes` as its diff (approval.ts storeApproval). */
export class HeldForApproval extends Error {
  /** `at`: the call's moment, which its dry run stamped on the rows it would write (the request is stored as of it). */
  constructor(
    readonly writes: Written[],
    readonly at: number,
  ) {
    super('held for approval');
  }
}

/**
 * After a call's handler, in its transaction: holds the call when a write touches guarded data (unless it is an
 * approved request being applied, or approval is off), adds an audit entry for every written row the handler did
 * not name itself, and writes a baseline revision before the first audited change of a row that existed before.
 */
export async function settleWrites(ctx: OperationContext): Promise<void> {
  await settleCounts(ctx);
  const writes = ctx.writes ?? [];
  const { contract, config } = ctx.services;
  if (!ctx.approving && config.approvalEnabled && ctx.user && writes.some((w) => guarded(contract, w)))
    throw new HeldForApproval(writes, ctx.now);
  const entries = ctx.audit === null ? [] : Array.isArray(ctx.audit) ? [...ctx.audit] : [ctx.audit];
  const named = new Set(entries.map((e) => e.target));
  for (const write of writes) {
    const target = targetOf(write);
    if (named.has(target)) continue;
    named.add(target);
    entries.push({ target, before: write.before, after: write.after });
  }
  // `x-mask` columns (a card's number) reach the log masked, as every answer shows them (masks.ts).
  const logged = entries.map((entry) => {
    const resource = contract.resources.get(entry.target.split(':')[0] ?? '');
    return maskedColumns(resource).length
      ? { ...entry, before: maskRow(resource, entry.before), after: maskRow(resource, entry.after) }
      : entry;
  });
  if (logged.length) ctx.audit = logged;
  await writeBaselines(ctx, logged);
}

/**
 * A counting move (`x-transitions` `count`: a fraud entry's report_count) counts the reviewed rows that stand in the
 * move's state linked to the row, whatever path brings a row there or takes it away: a review, a create recorded as
 * approved, a restore from the bin (one more), a delete to the bin (one less); a move back out of that state is
 * refused by the workflow (transitions.ts), a revert included. Applied
 * here, once per call, from each written row's state before and after; a count never goes below 0 (an entry whose
 * count was lowered by hand). A linked row that is gone (in the bin itself) is left as it is. The change applies only
 * while the count holds what was read, so two calls at once cannot both count as one (40009 for the second).
 */
async function settleCounts(ctx: WriteContext): Promise<void> {
  const deltas = new Map<string, { target: Resource; column: string; id: number; by: number }>();
  for (const write of [...(ctx.writes ?? [])]) {
    const t = write.resource.transitions;
    const move = t?.moves.find((m) => m.count && m.creates);
    const target = move?.creates ? ctx.services.contract.resources.get(move.creates) : undefined;
    if (!t?.link || !move?.count || !target) continue;
    const linked = (row: Row | null) => (row && row[t.field] === move.to ? Number(row[t.link ?? '']) || 0 : 0);
    const [was, is] = [linked(write.before), linked(write.after)];
    if (was === is) continue;
    for (const [id, by] of [
      [was, -1],
      [is, 1],
    ] as const) {
      if (!id) continue;
      const key = `${target.name}:${id}`;
      const delta = deltas.get(key) ?? { target, column: move.count, id, by: 0 };
      deltas.set(key, { ...delta, by: delta.by + by });
    }
  }
  for (const { target, column, id, by } of deltas.values()) {
    if (!by) continue;
    const row = await ctx.db.selectFrom(target.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) continue;
    const held = Number(row[column] ?? 0);
    await changeRow(ctx, target, id, { [column]: Math.max(0, held + by) }, { before: row, field: column, value: row[column] });
  }
}

type Entry = { target: string; before: unknown; after: unknown };

/** A row (or config document) that existed before its first audited change: seeded, imported, migrated. Its state
 * before the change becomes a revision of its own, dated when the row last changed, so a revert can go back to it. */
async function writeBaselines(ctx: OperationContext, entries: Entry[]): Promise<void> {
  // A delete's own revision holds the row as it was: only a change needs the state before it as a revision.
  const existing = entries.filter(
    (e): e is Entry & { before: Row } =>
      isObject(e.before) &&
      e.after !== null &&
      e.after !== undefined &&
      (e.target.startsWith('config:') || ctx.services.contract.resources.has(e.target.split(':')[0] ?? '')),
  );
  if (!existing.length) return;
  const db = core(ctx.db);
  const seen = new Set(
    (
      await db
        .selectFrom('audit_log')
        .select('target')
        .where(
          'target',
          'in',
          existing.map((e) => e.target),
        )
        .execute()
    ).map((r) => r.target),
  );
  const rows = existing
    .filter((e) => !seen.has(e.target))
    .map((e) =>
      auditRow({
        operation: BASELINE,
        target: e.target,
        before: null,
        after: e.before,
        actor: null,
        ip: '',
        // No request wrote it: the request that first changed the row has only its own revisions.
        requestId: '',
        at: typeof e.before.updated_at === 'number' ? Math.min(e.before.updated_at, ctx.now) : ctx.now,
      }),
    );
  await appendAudit(ctx.db, rows, ctx.services.config.auditCheckpoints?.key);
}

/** The operation name of a baseline revision (history.ts shows it as the row's original state). */
export const BASELINE = 'baseline';

/** 40009 for a request whose writes are no longer the ones approved (history changed what they would do). */
export const changedSinceApproval = (id: number) =>
  new AppError(Result.CONFLICT, 'conflict: request {id} would now change other values than were approved', { params: { id } });
