// Review workflows declared in the contract (`x-transitions` on an entity schema, see openapi/README.md): which
// moves of a status field exist, which need a remark, who and when they stamp, and which row an approval
// creates. The generic update enforces them, so a client cannot skip a rule the console shows.
import type { Row } from '../db/types.ts';
import { AppError, invalidInput, Result } from '../http/errors.ts';
import type { Resource, ResourceMap } from './resources.ts';
import { normalizeAddresses } from './addresses.ts';
import { createRow, type WriteContext } from './door.ts';
import { toText } from '@wallet-admin/sdk';

/** Names the columns a declaration uses that the resource lacks (checked at startup). */
export function transitionProblems(resource: Resource, resources: ResourceMap): string[] {
  const t = resource.transitions;
  if (!t) return [];
  const named = [t.field, t.remark, t.stamp?.at, t.stamp?.by, t.link].filter((c): c is string => Boolean(c));
  const problems = named.filter((c) => !resource.byName.has(c)).map((c) => `${resource.name}: x-transitions names ${c}, not a column`);
  for (const move of t.moves) {
    const target = move.creates ? resources.get(move.creates) : undefined;
    if (move.creates && !target) problems.push(`${resource.name}: ${move.name} creates unknown ${move.creates}`);
    if (move.count && (!target || !target.byName.has(move.count)))
      problems.push(`${resource.name}: ${move.name} counts ${move.count}, not a column of ${move.creates ?? 'a created row'}`);
    if (move.count && target && !target.unique.length)
      problems.push(`${resource.name}: ${move.name} counts into ${target.name}, which has no x-unique key`);
  }
  return problems;
}

const blank = (value: unknown) => value === undefined || value === null || toText(value).trim() === '';

/**
 * Applies the workflow to an update that names the status field: refuses a move the contract does not list, or
 * a row already in the state a move leads to (40009) or a move without its required remark (40000), adds the stamps, creates the approved row. Returns the
 * changes to write and a guard value: the update must only apply while the field still holds it, so two
 * concurrent approvals cannot both pass.
 */
export async function applyTransition(
  ctx: WriteContext,
  resource: Resource,
  before: Row,
  changes: Row,
  actor: string,
): Promise<{ changes: Row; guard?: { field: string; value: unknown } }> {
  const t = resource.transitions;
  if (!t || changes[t.field] === undefined) return { changes };
  const from = before[t.field];
  if (changes[t.field] === from) {
    // Re-sending the state a row starts in (pending) is no move; re-entering a state a move leads to (a second
    // approval) is refused like any move the contract does not list: it would stamp and answer as if it acted.
    if (!t.moves.some((m) => m.to === from)) return { changes };
    throw new AppError(Result.CONFLICT, 'conflict: {resource} {id} is already {field} {value}', {
      params: { resource: resource.name, id: String(before.id), field: t.field, value: String(from) },
      field: t.field,
    });
  }
  const move = t.moves.find((m) => m.to === changes[t.field] && m.from.includes(from));
  if (!move)
    throw new AppError(Result.CONFLICT, 'conflict: {resource}.{field} cannot go from {from} to {to}', {
      params: { resource: resource.name, field: t.field, from: String(from), to: String(changes[t.field]) },
    });
  // The remark comes with the move: the row's remark of an earlier move (a card's last unfreeze) is not this one's.
  if (move.remark && t.remark && blank(changes[t.remark]))
    throw invalidInput('invalid input: body.{remark} is required to {move}', { remark: t.remark, move: move.name }, t.remark);
  const out: Row = { ...changes };
  if (t.stamp?.at) out[t.stamp.at] = ctx.now;
  if (t.stamp?.by) out[t.stamp.by] = actor;
  const target = move.creates ? ctx.services.contract.resources.get(move.creates) : undefined;
  if (target && t.link) {
    const merged = { ...before, ...changes };
    const values = Object.fromEntries(
      [...target.byName.keys()].filter((c) => c in merged && resource.byName.has(c)).map((c) => [c, merged[c]]),
    );
    const row = await normalizeAddresses(ctx.db, target, values);
    out[t.link] = move.count ? await countInto(ctx, target, row, move.count) : (await createRow(ctx, target, row)).id;
  }
  return { changes: out, guard: { field: t.field, value: from } };
}

/**
 * A create that names a state a creating move leads to (a report recorded as approved) is that move from the move's
 * first state: the same remark rule, stamps and created (or counted) row as the update's, so no path gives an
 * approved row without the row its approval makes. Answers the changes to write to the created row, or undefined.
 */
export async function applyCreatedState(ctx: WriteContext, resource: Resource, row: Row, actor: string): Promise<Row | undefined> {
  const t = resource.transitions;
  const move = t?.moves.find((m) => m.creates && m.to === row[t.field]);
  if (!t || !move) return undefined;
  const { changes } = await applyTransition(
    ctx,
    resource,
    { ...row, [t.field]: move.from[0] },
    { [t.field]: move.to, ...(t.remark ? { [t.remark]: row[t.remark] } : {}) },
    actor,
  );
  return changes;
}

/**
 * A counting move (`count`): links to the row of `target` whose `x-unique` key the values share, or, when none does,
 * creates it with a count of 0. Answers the row's id. The count itself follows the links: the door adds one for the
 * row now linked when the call settles (settleCounts), as for every other path that links or unlinks a row.
 */
async function countInto(ctx: WriteContext, target: Resource, values: Row, count: string): Promise<unknown> {
  for (const group of target.unique) {
    if (group.some((c) => values[c] === undefined || values[c] === null)) continue;
    let query = ctx.db.selectFrom(target.table).select('id');
    for (const c of group) query = query.where(c, '=', values[c] as never);
    const existing = await query.orderBy('id').executeTakeFirst();
    if (existing) return existing.id;
  }
  return (await createRow(ctx, target, { ...values, [count]: 0 })).id;
}
