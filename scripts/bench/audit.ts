// The audit chain's cost on the write path (`npm run bench -- audit`, issues 42 and 57): the same write transaction
// (one row updated and its audit entry inserted, as a request's) with the entry written for the chain (appendAudit:
// sealed, then given its place by the chainer running beside the writers, as a server's does: a round ends when every
// entry is chained, so the chainer's work is in the figure) and with a plain insert, interleaved in rounds within one
// run, one writer and eight at once; on SQLite, and on PostgreSQL when DATABASE_URL is set (a fresh schema, dropped
// afterwards). Then how fast verify walks the log.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendAudit, startChainer } from '../../server/src/audit/chain.ts';
import { verifyChain } from '../../server/src/audit/verify.ts';
import { core } from '../../server/src/db/core.ts';
import { migrate } from '../../server/src/db/migrations.ts';
import { locationFromEnv, openDatabase } from '../../server/src/db/open.ts';
import type { Database } from '../../server/src/db/types.ts';
import { auditRow } from '../../server/src/http/audit.ts';
import type { Row } from './console.ts';

const ROUNDS = 4;
const PER_ROUND = 250;

const entry = (i: number) =>
  auditRow({
    operation: 'updateBlockChain',
    target: `bench_row:${i % 100}`,
    before: { id: i % 100, n: i, name: 'before' },
    after: { id: i % 100, n: i + 1, name: 'after' },
    actor: { id: 1, user_name: 'admin' },
    ip: '127.0.0.1',
    requestId: `bench-${i}`,
    at: Date.now(),
  });

const KEY = randomBytes(32);

/** `count` write transactions, `writers` at a time; mean ms per transaction (wall time ÷ count, until the last entry
 * is chained when `chained`). */
async function writes(database: Database, chained: boolean, count: number, writers: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  const chainer = chained ? startChainer(database, KEY) : undefined;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let i = next++; i < count; i = next++)
        await database.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('bench_row')
            .set((eb) => ({ n: eb('n', '+', 1) }))
            .where('id', '=', i % 100)
            .execute();
          if (chained) await appendAudit(trx, [entry(i)], KEY);
          else await core(trx).insertInto('audit_log').values(entry(i)).execute();
        });
    }),
  );
  await chainer?.drain();
  await chainer?.stop();
  return (performance.now() - started) / count;
}

const round2 = (n: number) => Math.round(n * 1000) / 1000;

export async function benchAudit(options: { log?: (line: string) => void } = {}): Promise<Row[]> {
  const log = options.log ?? (() => {});
  const rows: Row[] = [];
  for (const engine of process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']) {
    const dir = mkdtempSync(join(tmpdir(), 'wallet-admin-bench-audit-'));
    const database = await openDatabase(engine === 'sqlite' ? join(dir, 'bench.sqlite') : locationFromEnv(':memory:'));
    try {
      await migrate(database);
      await database.db.schema
        .createTable('bench_row')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('n', 'integer', (c) => c.notNull())
        .execute();
      await database.db
        .insertInto('bench_row')
        .values(Array.from({ length: 100 }, (_, id) => ({ id, n: 0 })))
        .execute();
      for (const writers of [1, 8]) {
        const times = { plain: [] as number[], chained: [] as number[] };
        for (let round = 0; round < ROUNDS; round++)
          for (const mode of ['plain', 'chained'] as const)
            times[mode].push(await writes(database, mode === 'chained', PER_ROUND, writers));
        const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
        const plain = median(times.plain);
        const chained = median(times.chained);
        log(`audit ${engine} ×${writers}: plain ${plain.toFixed(3)} ms, chained ${chained.toFixed(3)} ms`);
        rows.push(
          {
            name: `${engine}, ${writers} writer${writers > 1 ? 's' : ''}: write transaction, audit entry inserted plainly`,
            value: round2(plain),
            unit: 'ms',
          },
          {
            name: `${engine}, ${writers} writer${writers > 1 ? 's' : ''}: the same, entry sealed and chained after commit`,
            value: round2(chained),
            unit: 'ms',
          },
          {
            name: `${engine}, ${writers} writer${writers > 1 ? 's' : ''}: chain ÷ plain`,
            value: Math.round((chained / plain) * 100) / 100,
            unit: '×',
          },
        );
      }
      // Verify over the chained entries (the plain ones are named as inserted: the walk stops there; count them apart).
      await core(database.db).deleteFrom('audit_log').where('seq', 'is', null).execute();
      const started = performance.now();
      const verdict = await verifyChain(database.db, [], KEY);
      const seconds = (performance.now() - started) / 1000;
      rows.push({
        name: `${engine}: verify walks the chain (${verdict.entries} entries, ${verdict.problems.length} problems)`,
        value: Math.round(verdict.entries / seconds),
        unit: 'entries/s',
      });
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}
