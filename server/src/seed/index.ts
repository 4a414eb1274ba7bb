// Idempotent demo data. Accounts and the app key first, then every resource table that is still empty, in
// reference order (a `<x>_id` column is filled from rows of x): chain rows from chain-data.ts, other resources
// from resource-data.ts, and any resource without either from its schema (contract/examples.ts). Configs last.
import { exampleValue, objectShape, orderRanges, type ExampleContext } from '@wallet-admin/sdk/contract';
import type { Contract } from '../contract/contract.ts';
import { readConfig, writeConfig } from '../operations/crud.ts';
import type { Resource } from '../operations/resources.ts';
import { countRows, insertRows } from '../operations/rows.ts';
import type { Database, Db, Row } from '../db/types.ts';
import { seedAccounts } from './accounts.ts';
import { withSeedImages } from './images.ts';
import * as chain from './chain-data.ts';
import { createRng, type Rng } from './random.ts';
import { RESOURCE_ROWS, ROW_COUNTS } from './resource-data.ts';
import { walletInfos, walletLogs } from './wallet-data.ts';

export interface SeedContext {
  rng: Rng;
  now: number;
  examples: ExampleContext;
  /** The business time zone's offset from UTC in ms: a report's day starts at its midnight. */
  businessOffset: number;
  /** Rows generated so far this run, by resource (wallet logs reuse wallet addresses). */
  generated: Map<string, Row[]>;
  /** How much of the demo's long histories (the exchange's and the OTC desk's ledgers) to make: 1 for `npm start`, less
   * for test servers that need a row of each resource rather than half a year of trades. */
  volume: number;
}

type RowSource = (ctx: SeedContext) => Row[];

const CHAIN_ROWS: Record<string, RowSource> = {
  block_chain: () => chain.blockChains(),
  endpoint: () => chain.endpoints(),
  explorer: () => chain.explorers(),
  bp: () => chain.producers(),
  custom_chain: () => chain.customChains(),
  language: () => chain.languages(),
  category: () => chain.categories(),
  category_language: () => chain.categoryLanguages(),
  currency: () => chain.currencies(),
  app_key: () => chain.appKeys(),
  wallet_info: (ctx) => walletInfos(ctx.rng, ctx.now),
  wallet_log: (ctx) => walletLogs(ctx.rng, ctx.now, ctx.generated.get('wallet_info') ?? walletInfos(ctx.rng, ctx.now, 20)),
};

// Tables the pipeline writes itself: never filled with invented rows.
const NOT_SEEDED = new Set(['admin_user', 'role', 'audit_log']);
const DEFAULT_COUNT = 12;
const SEED = 20240601;

/** `blockchain_id` → block_chain, `application_id` → application, `parent_id` → the same resource. */
export function referencedResource(field: string, self: string, contract: Contract): string | undefined {
  // What the contract declares (x-ref: to_blockchain_id is a block_chain), else the `<resource>_id` convention.
  const declared = contract.resources.get(self)?.byName.get(field)?.references;
  if (declared) return declared;
  if (!field.endsWith('_id')) return undefined;
  const base = field.slice(0, -3);
  const candidates =
    base === 'parent' ? [self] : [base, base.replace(/^blockchain$/, 'block_chain'), base.replace(/^(dapp|app)$/, 'application')];
  return candidates.find((c) => contract.resources.has(c));
}

/** Resources ordered so that referenced ones come first. */
function referenceOrder(contract: Contract): Resource[] {
  const ordered: Resource[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (resource: Resource) => {
    if (state.get(resource.name)) return;
    state.set(resource.name, 'visiting');
    for (const column of resource.columns) {
      const target = referencedResource(column.name, resource.name, contract);
      const dep = target ? contract.resources.get(target) : undefined;
      if (dep && dep !== resource) visit(dep);
    }
    state.set(resource.name, 'done');
    ordered.push(resource);
  };
  for (const resource of contract.resources.values()) visit(resource);
  return ordered;
}

export function seedContext(
  db: Db,
  contract: Contract,
  now: number,
  seed = SEED,
  businessUtcOffset = 480,
  volume = 1,
): SeedContext & { loadIds(resource: string): Promise<void> } {
  const rng = createRng(seed);
  let counter = 0;
  const ids = new Map<string, number[]>();
  let current = '';
  const ctx: SeedContext = {
    rng,
    now,
    businessOffset: businessUtcOffset * 60_000,
    generated: new Map(),
    volume,
    examples: {
      rng,
      now,
      nonce: () => ++counter,
      ref: (field) => {
        const target = referencedResource(field, current, contract);
        const pool = target ? ids.get(target) : undefined;
        return pool?.length ? rng.pick(pool) : undefined;
      },
    },
  };
  return {
    ...ctx,
    async loadIds(resource: string) {
      current = resource;
      for (const column of contract.resources.get(resource)?.columns ?? []) {
        const target = referencedResource(column.name, resource, contract);
        const table = target ? contract.resources.get(target) : undefined;
        if (table && !ids.has(target!))
          ids.set(
            target!,
            (await db.selectFrom(table.readFrom).select('id').orderBy('id').limit(5000).execute()).map((r) => Number(r.id)),
          );
      }
    },
  };
}

/** Rows for one resource: its specific source, else rows invented from the schema with field generators. Bulk
 * rows (`count`) start at row `offset`, so a later batch does not repeat an earlier one. Invented rows that would
 * share an `x-unique` key with an earlier one are left out. */
export function rowsFor(resource: Resource, contract: Contract, ctx: SeedContext, count?: number, offset = 0): Row[] {
  const specific = CHAIN_ROWS[resource.name] ?? RESOURCE_ROWS[resource.name]?.rows;
  if (specific && count === undefined) return specific(ctx).map((row, i) => withSeedImages(row, `${resource.name}-${i + 1}`));
  const fields = RESOURCE_ROWS[resource.name]?.fields ?? {};
  const n = count ?? ROW_COUNTS[resource.name] ?? DEFAULT_COUNT;
  const rows = Array.from({ length: n }, (_, k) => {
    const i = offset + k;
    const row: Row = {};
    for (const column of resource.columns) {
      const field = fields[column.name];
      row[column.name] = field ? field(i, ctx) : exampleValue(contract.doc, column.schema, column.name, ctx.examples);
    }
    if (!('created_at' in row)) row.created_at = ctx.now - (n - k) * 3_600_000; // older rows first, an hour apart
    return orderRanges(resource.ranges, row);
  });
  const seen = resource.unique.map(() => new Set<string>());
  return rows
    .map((row, k) => withSeedImages(row, `${resource.name}-${offset + k + 1}`))
    .filter((row) => {
      const keys = resource.unique.map((columns) => JSON.stringify(columns.map((c) => row[c])));
      if (keys.some((key, g) => seen[g]!.has(key))) return false;
      keys.forEach((key, g) => seen[g]!.add(key));
      return true;
    });
}

export async function seed(
  database: Database,
  contract: Contract,
  options: { now?: number; businessUtcOffset?: number; volume?: number } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const { db } = database;
  await seedAccounts(db, now);
  const ctx = seedContext(db, contract, now, SEED, options.businessUtcOffset, options.volume);
  for (const resource of referenceOrder(contract)) {
    if (NOT_SEEDED.has(resource.name) || resource.ownedByMigrations) continue;
    if ((await countRows(db, resource.table)) > 0) continue;
    await ctx.loadIds(resource.name);
    const rows = rowsFor(resource, contract, ctx);
    ctx.generated.set(resource.name, rows);
    await db.transaction().execute((trx) => insertRows(trx, resource, rows, now));
  }
  await seedConfigs(db, contract, ctx, now);
}

/** An invented config document with its `x-range` pairs in order. */
function orderRangesOf(contract: Contract, schema: unknown, value: unknown): unknown {
  const { ranges } = objectShape(contract.doc, schema);
  return ranges.length && typeof value === 'object' && value !== null && !Array.isArray(value) ? orderRanges(ranges, value as Row) : value;
}

async function seedConfigs(db: Db, contract: Contract, ctx: SeedContext, now: number): Promise<void> {
  for (const op of contract.operations) {
    if (op.action !== 'config_get' || !op.resource || !op.dataSchema) continue;
    if ((await readConfig(db, op.resource)) !== undefined) continue;
    const value =
      chain.configs[op.resource] ??
      RESOURCE_ROWS[op.resource]?.config ??
      orderRangesOf(contract, op.dataSchema, exampleValue(contract.doc, op.dataSchema, op.resource, ctx.examples));
    await writeConfig(db, op.resource, withSeedImages(value, op.resource), now);
  }
}
