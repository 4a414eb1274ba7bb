// `npm run audit -- verify` walks the audit log's hash chain and checks it against the signed checkpoints
// (audit/verify.ts): it prints the first entry that was changed, removed or inserted, and any checkpoint the log
// no longer reaches or matches, and exits 1 then (0 when intact, 2 when it cannot run). `npm run audit --
// checkpoint` writes a checkpoint of the head now (the server writes one every AUDIT_CHECKPOINT_SECONDS).
// The database and the checkpoints are found as the server finds them: DATABASE_URL (+ DATABASE_SCHEMA), else
// DATA_DIR or --data-dir (./.data); the checkpoints in the database and, with S3_*, the bucket; the key from
// AUDIT_CHECKPOINT_KEY(_FILE) or the data folder. Every machine of a cluster answers the same. It changes no schema:
// the database must be migrated for this version (`npm run migrate`).
import { resolve } from 'node:path';
import { checkpointKey, checkpointMirrorsFromEnv, checkpointStores, readCheckpoints, writeCheckpoint } from '../audit/checkpoints.ts';
import { verifyChain } from '../audit/verify.ts';
import { startChainer } from '../audit/chain.ts';
import { configuredLocation, openDatabase } from '../db/open.ts';
import { checkSchema } from '../db/schema.ts';
import { prepare } from '../http/app.ts';
import { argument } from './argv.ts';

async function main(): Promise<number> {
  const [command, ...argv] = process.argv.slice(2);
  if (command !== 'verify' && command !== 'checkpoint') {
    console.error('usage: npm run audit -- verify | checkpoint [--data-dir DIR]');
    return 2;
  }
  const env = process.env;
  const dataDir = resolve(argument(argv, '--data-dir') ?? env.DATA_DIR ?? '.data');
  const database = await openDatabase(configuredLocation(env, dataDir));
  try {
    await checkSchema(database, prepare().contract);
    const stores = checkpointStores(database.db, checkpointMirrorsFromEnv(env));
    const where = stores.map((s) => s.where).join(' and ');
    const key = checkpointKey(env, dataDir);
    // Entries committed but not chained yet (a server stopped between a write and its chainer's pass) get their places.
    const chainer = startChainer(database, key);
    await chainer.drain();
    await chainer.stop();
    if (command === 'checkpoint') {
      const seq = await writeCheckpoint(database.db, stores, key);
      console.log(
        seq === null
          ? `nothing to checkpoint: the log is empty, or ${where} already hold its head`
          : `checkpoint of seq ${seq} written to ${where}`,
      );
      return 0;
    }
    const verdict = await verifyChain(database.db, await readCheckpoints(stores, key), key);
    for (const problem of verdict.problems) console.log(`${problem.kind}: ${problem.message}`);
    const summary = `${verdict.entries} entries, chain head seq ${verdict.head}, ${verdict.checkpoints} checkpoints in ${where}`;
    if (verdict.problems.length) {
      console.log(`audit log NOT intact (${summary})`);
      return 1;
    }
    console.log(`audit log intact: ${summary}${verdict.checkpoints ? '' : ' (none yet: a cut-off tail cannot be seen without them)'}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
