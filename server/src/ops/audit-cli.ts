// `npm run audit -- verify` walks the audit log's hash chain and checks it against the signed checkpoints
// (audit/verify.ts): it prints the first entry that was changed, removed or inserted, and any checkpoint the log
// no longer reaches or matches, and exits 1 then (0 when intact, 2 when it cannot run). `npm run audit --
// checkpoint` writes a checkpoint of the head now (the server writes one every AUDIT_CHECKPOINT_SECONDS).
// The database and the checkpoints are found as the server finds them: DATABASE_URL (+ DATABASE_SCHEMA), else
// DATA_DIR or --data-dir (./.data); S3_* for the bucket; the key from AUDIT_CHECKPOINT_KEY(_FILE) or the data folder.
import { join, resolve } from 'node:path';
import { checkpointKey, checkpointStoreFromEnv, readCheckpoints, writeCheckpoint } from '../audit/checkpoints.ts';
import { verifyChain } from '../audit/verify.ts';
import { migrate } from '../db/migrations.ts';
import { openDatabase } from '../db/open.ts';
import { underStartupLock } from '../db/startup-lock.ts';
import { DATABASE_FILE } from './backup.ts';

function argument(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(): Promise<number> {
  const [command, ...argv] = process.argv.slice(2);
  if (command !== 'verify' && command !== 'checkpoint') {
    console.error('usage: npm run audit -- verify | checkpoint [--data-dir DIR]');
    return 2;
  }
  const env = process.env;
  const dataDir = resolve(argument(argv, '--data-dir') ?? env.DATA_DIR ?? '.data');
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}) }
      : join(dataDir, DATABASE_FILE),
  );
  try {
    // A log from before the chain gets it here as it would at the server's next start.
    await underStartupLock(database, () => migrate(database));
    const store = checkpointStoreFromEnv(env, dataDir);
    const key = checkpointKey(env, dataDir);
    if (command === 'checkpoint') {
      const seq = await writeCheckpoint(database.db, store, key);
      console.log(
        seq === null
          ? `nothing to checkpoint: the log is empty, or ${store.where} already has its head`
          : `checkpoint of seq ${seq} written to ${store.where}`,
      );
      return 0;
    }
    const verdict = await verifyChain(database.db, await readCheckpoints(store, key));
    for (const problem of verdict.problems) console.log(`${problem.kind}: ${problem.message}`);
    const summary = `${verdict.entries} entries, chain head seq ${verdict.head}, ${verdict.checkpoints} checkpoints in ${store.where}`;
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
