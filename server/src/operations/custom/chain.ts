// Chain screens' own calls: publishing a custom chain as a block chain, and table exports.
import { sql } from 'kysely';
import type { Row } from '../../db/types.ts';
import { invalidInput } from '../../http/errors.ts';
import { decodeRow, type Resource } from '../resources.ts';
import { findRow, getRow } from '../rows.ts';
import { changeRow, createRow } from '../door.ts';
import type { OperationContext } from '../types.ts';
import { COLUMN_TITLES } from './column-titles.ts';

function table(ctx: OperationContext, name: string): Resource {
  const resource = ctx.services.contract.resources.get(name);
  if (!resource) throw new Error(`the contract has no ${name} resource`);
  return resource;
}

const ETHEREUM_TYPE = 1;

/** Creates the custom chain's block chain, or updates the one it was synced to; records the link. */
export async function syncCustomChain(ctx: OperationContext): Promise<Row> {
  const customChains = table(ctx, 'custom_chain');
  const blockChains = table(ctx, 'block_chain');
  const id = Number(ctx.body.id);
  const custom = await getRow(ctx.db, customChains, id);
  const fields: Row = {};
  for (const name of ['name', 'chain_id', 'symbol', 'decimals', 'logo', 'rpc_url', 'explorer_url', 'status', 'description']) {
    if (blockChains.byName.has(name) && custom[name] !== undefined) fields[name] = custom[name];
  }
  const linked = custom.blockchain_id ? await findRow(ctx.db, blockChains, custom.blockchain_id) : null;
  const chain = linked
    ? (await changeRow(ctx, blockChains, linked.id, fields)).after
    : await createRow(ctx, blockChains, { platform: ETHEREUM_TYPE, ...fields });
  const { after } = await changeRow(ctx, customChains, id, { blockchain_id: chain.id, synced_at: ctx.now });
  ctx.audit = { target: `custom_chain:${id}`, before: custom, after };
  return after;
}

type Cell = string | number | null;

function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return JSON.stringify(value);
}

/** Rows of one table created within [from, to], oldest first, with Chinese column titles. */
export async function downloadTableExcel(ctx: OperationContext) {
  const name = String(ctx.query.table);
  const resource = ctx.services.contract.resources.get(name);
  const keys = ['id', ...(resource?.columns.map((c) => c.name) ?? []), 'created_at'];
  const columns = keys.map((key) => ({ key, title: COLUMN_TITLES[key] ?? key }));
  if (!resource) return { table: name, columns, rows: [] };
  const from = typeof ctx.query.from === 'number' ? ctx.query.from : 0;
  const to = typeof ctx.query.to === 'number' ? ctx.query.to : Number.MAX_SAFE_INTEGER;
  if (from > to) throw invalidInput('invalid input: query.from must not be after query.to', {}, 'from');
  const count = typeof ctx.query.count === 'number' ? ctx.query.count : 1000;
  const stored = await ctx.db
    .selectFrom(resource.readFrom)
    .selectAll()
    .where(sql.ref('created_at'), '>=', from)
    .where(sql.ref('created_at'), '<=', to)
    .orderBy('id', 'asc')
    .limit(count)
    .execute();
  const rows = stored.map((r) => {
    const decoded = decodeRow(resource, r);
    return Object.fromEntries(keys.map((k) => [k, cell(decoded[k])]));
  });
  return { table: name, columns, rows };
}
