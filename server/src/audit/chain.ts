// The audit log as a hash chain (issue 42): every entry stores its place (`seq`, 1, 2, 3, … with no gap), the hash
// of the entry before it (`prev_hash`, empty for the first) and its own `hash`: SHA-256 of the canonical JSON of its
// stored fields (all but `id`, the table's key, `seal` and `hash` itself). Editing an entry breaks its hash, removing
// one leaves a gap in `seq`, and a row added by hand has no place in the chain, so `verifyChain` names the first such
// entry. Someone able to recompute the hashes from the changed entry onwards is caught by the signed checkpoints
// (checkpoints.ts): a checkpoint's (seq, hash) no longer matches.
// Chained after commit (issue 57): a write inserts its entries unchained (no place yet) in its own transaction,
// each sealed (`seal`: HMAC-SHA256 of its fields under the checkpoint key, which the database never holds), and takes
// no lock: writers on every machine commit side by side. A chainer (startChainer, in every process; one pass at a time
// across processes: SQLite's write lock, PostgreSQL's advisory lock, tried and never waited for) gives the committed
// entries their places shortly after, in the order the database numbered them, chaining only entries whose seal holds:
// a row inserted or changed by hand before it was chained stays out of the chain, and verify names it. A unique index
// on `seq` refuses a fork even if the lock were bypassed.
import { hmac } from '@noble/hashes/hmac.js';
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

/** The seal's key when the server has no checkpoint key (in-process test apps): a constant, so a seal then shows an
 * edit but not a forger who read this file. A server process always has a key (main.ts: AUDIT_CHECKPOINT_KEY or the
 * one kept in the data folder). */
const NO_KEY = utf8ToBytes('wallet-admin audit seal without a checkpoint key');

/** An entry's seal: HMAC-SHA256 under `key` of the canonical JSON of the fields it was written with (a stored row's
 * other columns, its place and seal among them, are not sealed). */
export const sealOf = (entry: Unchained | Record<string, unknown>, key: Uint8Array | undefined): string => {
  const { seq: _seq, prev_hash: _prev, ...fields } = chainFields({ ...entry, seq: 0, prev_hash: '' });
  return bytesToHex(hmac(sha256, key ?? NO_KEY, utf8ToBytes(canonicalJson(fields))));
};

/** Whether a stored row's seal is the one its fields give: written by the server, unchanged since. */
export const sealHolds = (row: Record<string, unknown>, key: Uint8Array | undefined): boolean =>
  typeof row.seal === 'string' && row.seal === sealOf(row, key);

/** Adds entries to the log, sealed and not chained yet, in the caller's transaction (a new one when it has none). */
export async function appendAudit(db: Db, entries: Unchained[], key: Uint8Array | undefined): Promise<void> {
  if (!entries.length) return;
  await core(db)
    .insertInto('audit_log')
    .values(entries.map((entry) => ({ ...entry, seal: sealOf(entry, key) })))
    .execute();
}

/** How many entries one pass chains at most, and how many places one statement writes. */
const PASS = 1000;
const PLACES_PER_STATEMENT = 250;

/** Gives the committed unchained entries whose seal holds their places after the chain's head, in id order; the ids
 * of those whose seal does not hold are added to `refused` (a pass skips them). Returns how many were chained, or
 * null when another process's pass held the chain. */
async function chainPending(db: Db, dialect: Dialect, key: Uint8Array | undefined, refused = new Set<number>()): Promise<number | null> {
  const waiting = await core(db)
    .selectFrom('audit_log')
    .select('id')
    .where('seq', 'is', null)
    .where('seal', 'is not', null)
    .orderBy('id')
    .limit(PASS)
    .execute();
  if (!waiting.some((row) => !refused.has(Number(row.id)))) return 0;
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      const { rows } = await sql<{
        held: boolean;
      }>`select pg_try_advisory_xact_lock(${CHAIN_LOCK}, hashtext(current_schema())) as held`.execute(trx);
      if (!rows[0]?.held) return null;
    }
    const pending = await core(trx)
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', 'is', null)
      .where('seal', 'is not', null)
      .orderBy('id')
      .limit(PASS)
      .execute();
    const head = await chainHead(trx);
    let seq = head?.seq ?? 0;
    let prev = head?.hash ?? '';
    const places: { id: number; seq: number; prev_hash: string; hash: string }[] = [];
    for (const row of pending) {
      const id = Number(row.id);
      if (refused.has(id)) continue;
      if (!sealHolds(row, key)) {
        refused.add(id);
        continue;
      }
      const fields = chainFields({ ...row, seq: ++seq, prev_hash: prev });
      prev = entryHash(fields);
      places.push({ id, seq, prev_hash: fields.prev_hash, hash: prev });
    }
    // One statement per pass (UPDATE … FROM, SQLite 3.33+ and PostgreSQL), not one per entry.
    for (let i = 0; i < places.length; i += PLACES_PER_STATEMENT) {
      const values = places.slice(i, i + PLACES_PER_STATEMENT).map((p) => sql`(${p.id}, ${p.seq}, ${p.prev_hash}, ${p.hash})`);
      const cast = (name: string, type: string) => (dialect === 'postgres' ? sql.raw(`cast(v.${name} as ${type})`) : sql.raw(`v.${name}`));
      await sql`with v (id, seq, prev_hash, hash) as (values ${sql.join(values)})
        update audit_log set seq = ${cast('seq', 'bigint')}, prev_hash = ${cast('prev_hash', 'text')}, hash = ${cast('hash', 'text')}
        from v where audit_log.id = ${cast('id', 'bigint')}`.execute(trx);
    }
    return places.length;
  });
}

/** How often a process looks for entries to chain (one indexed read when there are none). */
const CHAIN_EVERY_MS = 100;

/** The chainer of one process: a pass every CHAIN_EVERY_MS while entries wait; `drain` chains what is committed now
 * (verify, checkpoints and tests call it), `stop` ends it (before the database closes). */
export function startChainer(database: { db: Db; dialect: Dialect }, key: Uint8Array | undefined) {
  const refused = new Set<number>();
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let busy = false;
  // One pass at a time in this process; a failed pass (the database away) is tried again at the next tick.
  const pass = (): Promise<number | null> => {
    const next = running.then(() => chainPending(database.db, database.dialect, key, refused));
    running = next.catch(() => null);
    return next;
  };
  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = true;
    pass()
      .catch(() => null)
      .finally(() => (busy = false));
  }, CHAIN_EVERY_MS);
  timer.unref();
  return {
    /** Chains every entry committed before the call (another process's pass counts: it is waited for). */
    async drain(): Promise<void> {
      for (;;) {
        const chained = await pass();
        if (chained === 0) return;
        if (chained === null) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type Chainer = ReturnType<typeof startChainer>;

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

/** 020_audit_seal: the seal of an entry written unchained, and an index of the entries that wait for their place. */
export const auditSealMigration = {
  async up(untyped: Kysely<unknown>): Promise<void> {
    await untyped.schema.alterTable('audit_log').addColumn('seal', 'text').execute();
    await sql`create index audit_log_unchained on audit_log (id) where seq is null`.execute(untyped);
  },
};
