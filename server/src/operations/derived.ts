// `x-derived` (on an entity schema): columns the server computes from others when it reads, never stores. The one
// kind so far is a window's state (`{ status: { from: [start_at, end_at] } }`: 0 before start_at, 1 between, 2
// after end_at; an end of 0 never ends), as CampaignStatus. The expression is SQL (the same on SQLite and
// PostgreSQL) with the request's clock as a parameter, so the generic list filters and sorts by it in the database
// and the generic get, create and update answer it.
import { isObject, stringList, type SchemaObject } from '@wallet-admin/sdk/contract';
import { sql, type AliasedRawBuilder, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, Row } from '../db/types.ts';
import type { Resource } from './resources.ts';

export interface Derived {
  name: string;
  /** The window's start and end columns. */
  from: [string, string];
}

/** The `x-derived` declarations of an entity schema. */
export function derivedOf(schema: SchemaObject): Derived[] {
  const raw = schema['x-derived'];
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([name, spec]) => {
    const from = isObject(spec) ? stringList(spec.from) : [];
    return from.length === 2 ? [{ name, from: [from[0]!, from[1]!] as [string, string] }] : [];
  });
}

/** The value of a derived column at `now` (ms), for the table or view `table`. */
function derivedExpression(derived: Derived, table: string, now: number): RawBuilder<number> {
  const [start, end] = derived.from.map((c) => sql.ref(`${table}.${c}`));
  return sql<number>`(case when ${start} > ${now} then 0 when ${end} > 0 and ${end} < ${now} then 2 else 1 end)`;
}

/** The derived column `name` of the resource, or undefined when `name` is stored. */
export function derivedColumn(resource: Resource, name: string, now: number): RawBuilder<number> | undefined {
  const derived = resource.derived.find((d) => d.name === name);
  return derived ? derivedExpression(derived, resource.readFrom, now) : undefined;
}

/**
 * A filter on a derived column as ranges of its window's columns (the x-sort indexes on start_at and end_at serve
 * them), equal to `CASE … = value`: 0 start > now; 1 start <= now and no end or end >= now; 2 end > 0 and end < now
 * (an end before its start is refused on write, x-range, so an ended window has started). Undefined when `name` is stored.
 */
export function derivedFilter(resource: Resource, name: string, value: unknown, now: number): Expression<SqlBool> | undefined {
  const derived = resource.derived.find((d) => d.name === name);
  if (!derived) return undefined;
  const [start, end] = derived.from.map((c) => sql.ref(`${resource.readFrom}.${c}`));
  switch (Number(value)) {
    case 0:
      return sql<SqlBool>`${start} > ${now}`;
    case 1:
      return sql<SqlBool>`(${start} <= ${now} and (${end} = 0 or ${end} >= ${now}))`;
    case 2:
      return sql<SqlBool>`(${start} <= ${now} and ${end} > 0 and ${end} < ${now})`;
    default:
      return sql<SqlBool>`false`;
  }
}

/** The selections a read adds for the derived columns. */
export const derivedSelections = (resource: Resource, now: number): AliasedRawBuilder<number, string>[] =>
  resource.derived.map((d) => derivedExpression(d, resource.readFrom, now).as(d.name));

/** Copies the derived values of a stored read (`raw`) onto its decoded row (decodeRow keeps stored columns only). */
export function withDerived(resource: Resource, raw: Row, row: Row): Row {
  for (const d of resource.derived) row[d.name] = Number(raw[d.name]);
  return row;
}

/** A decoded row with its derived columns read from the database at `now` (get, create, update answers). */
export async function readDerived(db: Db, resource: Resource, row: Row, now: number): Promise<Row> {
  if (!resource.derived.length) return row;
  const raw = await db
    .selectFrom(resource.readFrom)
    .select(derivedSelections(resource, now))
    .where('id', '=', Number(row.id))
    .executeTakeFirst();
  return raw ? withDerived(resource, raw, { ...row }) : row;
}
