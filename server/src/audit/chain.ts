// The audit log as a hash chain (issue 42): every entry stores its place (`seq`, 1, 2, 3, … with no gap), the hash
// of the entry before it (`prev_hash`, empty for the first) and its own `hash`: SHA-256 of the canonical JSON of its
// stored fields (all but `id`, the table's key, and `hash` itself). Editing an entry breaks its hash, removing one
// leaves a gap in `seq`, and a row added by hand has no place in the chain, so `verifyChain` names the first such
// entry. Someone able to recompute the hashes from the changed entry onwards is caught by the signed checkpoints
// (checkpoints.ts): a checkpoint's (seq, hash) no longer matches.
// Appends are serialised on both engines, within the caller's write transaction: SQLite's write transactions are
// BEGIN IMMEDIATE (db/sqlite-immediate.ts: one writer at a time across processes); PostgreSQL takes a transaction
// advisory lock first. A unique index on `seq` refuses a fork even if the lock were bypassed.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { sql, type Kysely } from 'kysely';
import { toText } from '@wallet-admin/sdk';
import { core } from '../db/core.ts';
import type { Schema } from '@wallet-admin/sdk';
import type { Db, Dialect } from '../db/types.ts';

/** The advisory lock's key (any constant no other lock uses: sync.ts and startup-lock.ts have their own). */
const CHAIN_LOCK = 42_4242;

/** The stored fields of an entry as they are hashed: the contract's AuditLog without `id` (the chain's `seq` is its
 * order) and without `hash` itself. */
export type ChainFields = Omit<Schema<'AuditLog'>, 'id'> & { seq: number; prev_hash: string };

/** An entry before it has its place: the fields auditRow (http/audit.ts) makes. */
export type Unchained = Omit<ChainFields, 'seq' | 'prev_hash'>;

const text = (value: unknown): string | null => (value === null || value === undefined ? null : toText(value));

/** The fields as stored, whichever driver read them (pg answers bigint as number here, db/open.ts). */
export function chainFields(row: Record<string, unknown>): ChainFields {
  return {
    seq: Number(row.seq),
    prev_hash: toText(row.prev_hash ?? ''),
    user_id: row.user_id === null || row.user_id === undefined ? null : Number(row.user_id),
    user_name: toText(row.user_name ?? ''),
    operation: toText(row.operation ?? ''),
    target: toText(row.target ?? ''),
    before: text(row.before),
    after: text(row.after),
    ip: toText(row.ip ?? ''),
    request_id: toText(row.request_id ?? ''),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

/** Canonical JSON (RFC 8785 for a flat record of strings, safe integers and null: keys sorted, no spaces, as
 * JSON.stringify writes values), then SHA-256, hex. */
export function canonicalJson(record: Record<string, string | number | null>): string {
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${JSON.stringify(record[key])}`)
    .join(',')}}`;
}

export const entryHash = (fields: ChainFields): string => bytesToHex(sha256(utf8ToBytes(canonicalJson(fields))));

/** The newest entry of the chain, or none. */
export async function chainHead(db: Db): Promise<{ id: number; seq: number; hash: string } | undefined> {
  const row = await core(db)
    .selectFrom('audit_log')
    .select(['id', 'seq', 'hash'])
    .where('seq', 'is not', null)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: Number(row.id), seq: Number(row.seq), hash: String(row.hash) } : undefined;
}

/** Appends entries at the head of the chain, in the caller's transaction (a new one when it has none). */
export async function appendAudit(db: Db, dialect: Dialect, entries: Unchained[]): Promise<void> {
  if (!entries.length) return;
  if (!db.isTransaction) return db.transaction().execute((trx) => appendAudit(trx, dialect, entries));
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${CHAIN_LOCK}, hashtext(current_schema()))`.execute(db);
  const head = await chainHead(db);
  let seq = head?.seq ?? 0;
  let prev = head?.hash ?? '';
  const rows: (ChainFields & { hash: string })[] = entries.map((entry) => {
    const fields = chainFields({ ...entry, seq: ++seq, prev_hash: prev });
    prev = entryHash(fields);
    return { ...fields, hash: prev };
  });
  await core(db).insertInto('audit_log').values(rows).execute();
}

/** 008_audit_chain: the columns, every entry already stored chained in id order, and the unique place. */
export const auditChainMigration = {
  async up(untyped: Kysely<unknown>): Promise<void> {
    const db = untyped as unknown as Db;
    await db.schema.alterTable('audit_log').addColumn('seq', 'bigint').execute();
    await db.schema.alterTable('audit_log').addColumn('prev_hash', 'text').execute();
    await db.schema.alterTable('audit_log').addColumn('hash', 'text').execute();
    let seq = 0;
    let prev = '';
    for (let after = 0; ;) {
      const page = await core(db).selectFrom('audit_log').selectAll().where('id', '>', after).orderBy('id').limit(1000).execute();
      if (!page.length) break;
      for (const row of page) {
        const fields = chainFields({ ...row, seq: ++seq, prev_hash: prev });
        prev = entryHash(fields);
        await core(db)
          .updateTable('audit_log')
          .set({ seq: fields.seq, prev_hash: fields.prev_hash, hash: prev })
          .where('id', '=', row.id)
          .execute();
        after = Number(row.id);
      }
    }
    // Rows inserted without a place (null) are allowed by the index, and verify names them as inserted.
    await db.schema.createIndex('audit_log_seq').unique().on('audit_log').column('seq').execute();
  },
};
