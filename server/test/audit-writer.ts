// Run by audit-chain.test.ts as one of several processes appending to one audit log at once, as the workers of
// `--workers N` do: argv `<sqlite file> <entries>`, or `postgres <entries>` with DATABASE_URL and DATABASE_SCHEMA.
// Each entry is appended in a write transaction of its own, as a request's is, while the process's chainer gives
// entries (its own and the others') their places, as a server process's does. Prints `appended N`.
import { appendAudit, startChainer } from '../src/audit/chain.ts';
import { auditRow } from '../src/http/audit.ts';
import { openDatabase } from '../src/db/open.ts';

const [where = '', count = '0'] = process.argv.slice(2);
const database = await openDatabase(
  where === 'postgres' ? { url: process.env.DATABASE_URL ?? '', schema: process.env.DATABASE_SCHEMA ?? '' } : where,
);
const chainer = startChainer(database, undefined);
for (let i = 0; i < Number(count); i++)
  await database.db.transaction().execute((trx) =>
    appendAudit(
      trx,
      [
        auditRow({
          operation: 'updateBlockChain',
          target: `block_chain:${process.pid}`,
          before: { n: i },
          after: { n: i + 1 },
          actor: { id: 1, user_name: 'admin' },
          ip: '127.0.0.1',
          requestId: `${process.pid}-${i}`,
          at: Date.now(),
        }),
      ],
      undefined,
    ),
  );
await chainer.drain();
await chainer.stop();
await database.close();
console.log(`appended ${count}`);
