// The audit log cannot be changed quietly (issue 42, docs/security.md "Audit log"): verify names the first entry
// that was edited, deleted or inserted, a signed checkpoint shows a cut-off tail or a rewritten chain, concurrent
// writers (requests at once, and processes at once as with --workers) keep one chain, and a log from before the
// chain gets one by its migration. On SQLite, and on PostgreSQL when DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditRow } from '../src/http/audit.ts';
import { appendAudit, chainFields, entryHash, sealOf, startChainer } from '../src/audit/chain.ts';
import { checkpointStores, databaseCheckpoints, readCheckpoints, writeCheckpoint, type CheckpointStore } from '../src/audit/checkpoints.ts';
import { verifyChain } from '../src/audit/verify.ts';
import { core } from '../src/db/core.ts';
import { migrate } from '../src/db/migrations.ts';
import { locationFromEnv, openDatabase } from '../src/db/open.ts';
import type { Db } from '../src/db/types.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const root = mkdtempSync(join(tmpdir(), 'wallet-admin-audit-'));
const KEY = new TextEncoder().encode('k'.repeat(32));
/** A bucket's copy, in memory. */
function memoryCheckpoints(): CheckpointStore {
  const files = new Map<string, string>();
  return {
    where: 'memory',
    put: async (name, body) => void files.set(name, body),
    list: async () => [...files.keys()],
    get: async (name) => files.get(name) ?? '',
  };
}
const bucket = memoryCheckpoints();
beforeAll(async () => {
  t = await createTestApp({ config: { auditCheckpoints: { mirrors: [bucket], key: KEY } } });
  // Some history: a few audited writes.
  for (let i = 0; i < 6; i++) expect((await t.call('updateBlockChain', { token: t.admin, body: { id: 1, sort: i + 1 } })).result).toBe(0);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const log = (db: Db) => core(db).selectFrom('audit_log').selectAll().orderBy('id').execute();
/** Every entry committed so far given its place, as the server's verify does first. */
const chained = () => t.app.services.chainer.drain();
const verify = async (db: Db, stores: CheckpointStore[] = []) => {
  if (db === t.db) await chained();
  return verifyChain(db, await readCheckpoints(stores, KEY), KEY);
};

/** Runs `tamper`, checks what verify says, then puts the log back as it was (the next test starts intact). */
async function tampered(tamper: (rows: Awaited<ReturnType<typeof log>>) => Promise<void>) {
  await chained();
  const rows = await log(t.db);
  await tamper(rows);
  const verdict = await verify(t.db);
  await core(t.db).deleteFrom('audit_log').execute();
  await core(t.db).insertInto('audit_log').values(rows).execute();
  return verdict;
}

describe('npm run audit -- verify', () => {
  test('an untouched log is intact: one chain, seq 1 to n', async () => {
    await chained();
    const rows = await log(t.db);
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
    expect(await verify(t.db)).toMatchObject({ entries: rows.length, head: rows.length, problems: [] });
  });

  test('an edited entry is named', async () => {
    let id = 0;
    const verdict = await tampered(async (rows) => {
      id = Number(rows[3]!.id);
      await core(t.db).updateTable('audit_log').set({ user_name: 'someone else' }).where('id', '=', id).execute();
    });
    expect(verdict.problems[0]).toMatchObject({ kind: 'changed', id });
  });

  test('a deleted entry is named by its place, between the entries around it', async () => {
    let next = 0;
    const verdict = await tampered(async (rows) => {
      next = Number(rows[4]!.id);
      await core(t.db).deleteFrom('audit_log').where('id', '=', rows[3]!.id).execute();
    });
    expect(verdict.problems[0]).toMatchObject({ kind: 'removed', id: next, message: expect.stringContaining('seq 4 were removed') });
  });

  test('an inserted entry is named: one added by hand, and one forged into the chain with a correct hash', async () => {
    let added = 0;
    const byHand = await tampered(async () => {
      const row = auditRow({ operation: 'login', target: 'x', before: null, after: null, actor: null, ip: '', requestId: '', at: 1 });
      added = Number((await core(t.db).insertInto('audit_log').values(row).returning('id').executeTakeFirstOrThrow()).id);
    });
    expect(byHand.problems[0]).toMatchObject({ kind: 'inserted', id: added });

    // A forger who knows the scheme: a new entry right after the third, hashed as the chain would, and the later
    // entries moved along (ids and seq) to make room, without a key to re-sign anything.
    let forged = 0;
    const intoChain = await tampered(async (rows) => {
      const third = rows[2]!;
      await sql`drop index audit_log_seq`.execute(t.db);
      await core(t.db).deleteFrom('audit_log').where('id', '>', third.id).execute();
      const fields = chainFields({
        ...auditRow({
          operation: 'deleteUser',
          target: 'admin_user:1',
          before: null,
          after: null,
          actor: null,
          ip: '',
          requestId: '',
          at: 2,
        }),
        seq: Number(third.seq) + 1,
        prev_hash: third.hash,
      });
      forged = Number(third.id) + 1;
      const moved = rows.slice(3).map((r) => ({ ...r, id: Number(r.id) + 1 }));
      await core(t.db)
        .insertInto('audit_log')
        .values([{ id: forged, ...fields, hash: entryHash(fields) }, ...moved])
        .execute();
    });
    await sql`create unique index audit_log_seq on audit_log (seq)`.execute(t.db);
    expect(intoChain.problems[0]).toMatchObject({ kind: 'inserted', id: forged });
  });

  test('an entry changed or forged before its place was given stays out of the chain, named; the entries after it are chained', async () => {
    const entry = (n: number) =>
      auditRow({
        operation: 'updateBlockChain',
        target: 'block_chain:1',
        before: { n },
        after: { n: n + 1 },
        actor: null,
        ip: '',
        requestId: `r${n}`,
        at: n,
      });
    let changed = 0;
    let forged = 0;
    const verdict = await tampered(async () => {
      // Written as a request writes them (sealed, unchained), then one changed before a chain pass, one made up with
      // a seal under another key.
      await appendAudit(t.db, [entry(1), entry(2), entry(3)], KEY);
      const [a] = await core(t.db).selectFrom('audit_log').select('id').where('seq', 'is', null).orderBy('id').execute();
      changed = Number(a!.id);
      await core(t.db).updateTable('audit_log').set({ user_name: 'someone else' }).where('id', '=', changed).execute();
      const row = entry(4);
      forged = Number(
        (
          await core(t.db)
            .insertInto('audit_log')
            .values({ ...row, seal: sealOf(row, new Uint8Array(32)) })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
      await chained();
      const outside = await core(t.db).selectFrom('audit_log').select('id').where('seq', 'is', null).orderBy('id').execute();
      expect(outside.map((r) => Number(r.id))).toEqual([changed, forged]);
    });
    expect(verdict.problems).toEqual([
      expect.objectContaining({ kind: 'inserted', id: changed, message: expect.stringContaining('seal does not hold') }),
    ]);
  });

  test('a write commits without waiting for the chain: its entry is outside it until a pass, in it after', async () => {
    await chained();
    const head = Number((await verify(t.db)).head);
    await t.app.services.chainer.stop();
    try {
      // PostgreSQL: another transaction holds the chain's lock meanwhile (a chain pass of another machine).
      const hold =
        t.app.services.database.dialect === 'postgres'
          ? t.db.transaction().execute(async (trx) => {
              await sql`select pg_advisory_xact_lock(${424242}, hashtext(current_schema()))`.execute(trx);
              expect((await t.call('updateBlockChain', { token: t.admin, body: { id: 1, sort: 11 } })).result).toBe(0);
            })
          : t.call('updateBlockChain', { token: t.admin, body: { id: 1, sort: 11 } }).then((a) => expect(a.result).toBe(0));
      await hold;
      const waiting = await core(t.db).selectFrom('audit_log').select(['operation', 'seal']).where('seq', 'is', null).execute();
      expect(waiting).toEqual([expect.objectContaining({ operation: 'updateBlockChain', seal: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
      expect(await verifyChain(t.db, [], KEY)).toMatchObject({ head, problems: [] });
    } finally {
      const chainer = startChainer(t.app.services.database, KEY);
      await chainer.drain();
      await chainer.stop();
    }
    expect(await verifyChain(t.db, [], KEY)).toMatchObject({ head: head + 1, problems: [] });
  });

  test('a signed checkpoint shows a cut-off tail, a chain rewritten with fresh hashes, and a forged checkpoint', async () => {
    const mirror = memoryCheckpoints();
    const store = [databaseCheckpoints(t.db), mirror];
    const seq = await writeCheckpoint(t.db, store, KEY);
    expect(seq).toBe((await log(t.db)).length);
    expect(await writeCheckpoint(t.db, store, KEY)).toBeNull(); // nothing new: no second one
    expect((await verify(t.db, store)).problems).toEqual([]);

    const rows = await log(t.db);
    await core(t.db)
      .deleteFrom('audit_log')
      .where('seq', '>', Number(seq) - 2)
      .execute();
    expect((await verify(t.db, store)).problems).toEqual([expect.objectContaining({ kind: 'cut-off' })]);
    // Another machine (its own bucket client, nothing of this one's memory) reads the database's copy: the same verdict.
    expect((await verify(t.db, [databaseCheckpoints(t.db)])).problems).toEqual([expect.objectContaining({ kind: 'cut-off' })]);
    // The database's copy deleted with the tail: the bucket's still shows the cut.
    await core(t.db).deleteFrom('audit_checkpoint').execute();
    expect((await verify(t.db, store)).problems).toEqual([expect.objectContaining({ kind: 'cut-off' })]);
    await core(t.db).deleteFrom('audit_log').execute();
    await core(t.db).insertInto('audit_log').values(rows).execute();
    await core(t.db).deleteFrom('audit_checkpoint').execute();
    const good = [databaseCheckpoints(t.db), memoryCheckpoints()];
    expect(await writeCheckpoint(t.db, good, KEY)).toBe(seq);

    // The fourth entry edited and every hash from it on recomputed: the chain holds, the checkpoint does not.
    await core(t.db).deleteFrom('audit_log').execute();
    let prev = '';
    const rewritten = rows.map((row, i) => {
      const fields = chainFields({ ...row, user_name: i === 3 ? 'someone else' : row.user_name, prev_hash: prev });
      prev = entryHash(fields);
      return { ...row, ...fields, hash: prev };
    });
    await core(t.db).insertInto('audit_log').values(rewritten).execute();
    const verdict = await verify(t.db, good);
    expect(verdict.problems).toEqual([expect.objectContaining({ kind: 'rewritten', id: Number(rows.at(-1)!.id) })]);

    await core(t.db).deleteFrom('audit_log').execute();
    await core(t.db).insertInto('audit_log').values(rows).execute();
    expect((await verify(t.db, good)).problems).toEqual([]);
    // A checkpoint someone without the key made up is refused.
    await good[1]!.put(
      '999999999999999.json',
      JSON.stringify({ format: 'wallet-admin-audit-checkpoint 1', seq: 1, hash: 'x', written_at: '', signature: '0'.repeat(64) }),
    );
    expect((await verify(t.db, good)).problems).toEqual([expect.objectContaining({ kind: 'checkpoint-forged' })]);
    await core(t.db).deleteFrom('audit_checkpoint').execute();
  });
});

describe('one chain under concurrent writers', () => {
  test('twenty writes at once through the API', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.call('updateBlockChain', { token: t.admin, body: { id: 2, sort: 100 + i } })),
    );
    expect(answers.map((a) => a.result)).toEqual(answers.map(() => 0));
    const rows = await log(t.db);
    expect(await verify(t.db)).toMatchObject({ entries: rows.length, head: rows.length, problems: [] });
  });

  test('three processes appending at once on one database, as --workers does', { timeout: 60_000 }, async () => {
    const location = locationFromEnv(process.env.DATABASE_URL ? ':memory:' : join(root, 'workers.sqlite'));
    const database = await openDatabase(location);
    try {
      await migrate(database);
      const where = typeof location === 'string' ? location : 'postgres';
      const env = { ...process.env, DATABASE_SCHEMA: database.schema ?? '' };
      const outputs = await Promise.all(
        [1, 2, 3].map(
          () =>
            new Promise<string>((resolve) => {
              const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'audit-writer.ts'), where, '40'], {
                env,
              });
              let output = '';
              child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
              child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
              child.once('exit', () => resolve(output.trim()));
            }),
        ),
      );
      expect(outputs).toEqual(['appended 40', 'appended 40', 'appended 40']);
      expect(await verify(database.db)).toMatchObject({ entries: 120, head: 120, problems: [] });
    } finally {
      await database.close();
    }
  });
});

describe('the 审计员 (auditor) role', () => {
  test('reads the log and verifies it, and nothing else; each read is itself an entry of the log', async () => {
    await t.createUser('auditor1', 'Audit@12345', 'auditor');
    const token = ((await t.login('auditor1', 'Audit@12345')).data as { token: string }).token;
    const page = await t.call('listAuditLog', { token, query: { start: 0, count: 5, operation: 'updateBlockChain' } });
    expect(page.result).toBe(0);
    expect((page.data as { list: unknown[] }).list).toHaveLength(5);
    await writeCheckpoint(t.db, checkpointStores(t.db, [bucket]), KEY);
    expect(await t.call('verifyAuditLog', { token })).toMatchObject({ result: 0, data: { intact: true, checkpoints: 1, problems: [] } });
    for (const op of ['listRole', 'listBlockChain']) expect((await t.call(op, { token })).result, op).toBe(40003);
    expect((await t.call('updateBlockChain', { token, body: { id: 1, sort: 3 } })).result).toBe(40003);
    // An operator (who does not hold the screen) cannot read it.
    expect((await t.call('listAuditLog', { token: t.operator })).result).toBe(40003);

    const reads = await core(t.db)
      .selectFrom('audit_log')
      .select(['operation', 'target', 'after'])
      .where('user_name', '=', 'auditor1')
      .where('operation', 'in', ['listAuditLog', 'verifyAuditLog'])
      .orderBy('id')
      .execute();
    expect(reads.map((r) => [r.operation, r.target])).toEqual([
      ['listAuditLog', 'audit_log'],
      ['verifyAuditLog', 'audit_log'],
    ]);
    expect(JSON.parse(reads[0]!.after!)).toMatchObject({ operation: 'updateBlockChain', count: 5 });
    // and a verify after those reads finds them chained like any other entry
    expect((await t.call('verifyAuditLog', { token })).data).toMatchObject({ intact: true });
  });
});

test('a log from before the chain is chained by its migration (008_audit_chain)', async () => {
  const database = t.app.services.database;
  // The database as an older version (007) left it: no chain columns, none of the later migrations recorded (a
  // migration must sort after every one already run, so 009 to 013 go too, with their columns and tables).
  await t.app.services.chainer.stop();
  await sql`drop index audit_log_seq`.execute(t.db);
  await sql`drop index audit_log_unchained`.execute(t.db);
  for (const column of ['seq', 'prev_hash', 'hash', 'seal']) await sql`alter table audit_log drop column ${sql.ref(column)}`.execute(t.db);
  await sql`drop index approval_request_open`.execute(t.db);
  for (const column of ['open_key', 'written_rows', 'approvals_needed', 'approvals'])
    await sql`alter table approval_request drop column ${sql.ref(column)}`.execute(t.db);
  for (const column of ['user_agent', 'method', 'verified_at'])
    await sql`alter table admin_session drop column ${sql.ref(column)}`.execute(t.db);
  await sql`alter table role drop column passkey_only`.execute(t.db);
  await sql`alter table admin_user drop column totp_enrolled_at`.execute(t.db);
  for (const column of ['revoked_reason', 'revoked_by']) await sql`alter table admin_session drop column ${sql.ref(column)}`.execute(t.db);
  for (const table of [
    'passkey',
    'webauthn_challenge',
    'sso_login',
    'sso_identity',
    'sso_session',
    'audit_checkpoint',
    'sign_in_challenge',
    'recovery_code',
    'account_email',
  ])
    await sql`drop table if exists ${sql.table(table)}`.execute(t.db);
  await sql`delete from kysely_migration where name >= '008'`.execute(t.db);
  await migrate(database);
  const rows = await log(t.db);
  expect(rows.length).toBeGreaterThan(20);
  expect(await verify(t.db)).toMatchObject({ entries: rows.length, head: rows.length, problems: [] });
  // and the server goes on appending to it (the chainer stopped above: a pass of a process of its own)
  expect((await t.call('updateBlockChain', { token: t.admin, body: { id: 1, sort: 9 } })).result).toBe(0);
  const chainer = startChainer(database, KEY);
  await chainer.drain();
  await chainer.stop();
  expect(await verifyChain(t.db, [], KEY)).toMatchObject({ entries: rows.length + 1, head: rows.length + 1, problems: [] });
});
