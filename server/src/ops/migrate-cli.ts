// `npm run migrate [-- --data-dir DIR] [--no-seed]`: the migrate step (db/schema.ts) on the database a server of this
// environment opens (DATABASE_URL + DATABASE_SCHEMA, else DATA_DIR's SQLite file): versioned migrations, the contract
// sync, the demo seed of an empty database (unless --no-seed) and the search indexes, under the start lock, waiting
// at most a few seconds for each lock live writers hold and trying again. Run it once per release before the new
// version's instances start (docs/deploy.md "Rolling upgrade"); instances only check that it ran. Exits 0 when the
// schema is this version's (migrated now or already), 1 when it could not be made.
import { resolve } from 'node:path';
import { prepare } from '../http/app.ts';
import { configuredLocation, openDatabase } from '../db/open.ts';
import { migrateDatabase, schemaFingerprint } from '../db/schema.ts';
import { businessUtcOffset } from '../config.ts';
import { seed } from '../seed/index.ts';
import { argument } from './argv.ts';

const argv = process.argv.slice(2);
const dataDir = resolve(argument(argv, '--data-dir') ?? process.env.DATA_DIR ?? '.data');
const { contract } = prepare();
const database = await openDatabase(configuredLocation(process.env, dataDir));
try {
  const started = performance.now();
  const outcome = await migrateDatabase(
    database,
    contract,
    argv.includes('--no-seed')
      ? {}
      : { seed: (d) => seed(d, contract, { businessUtcOffset: businessUtcOffset(process.env.BUSINESS_UTC_OFFSET) }) },
  );
  const schema = schemaFingerprint(database, contract);
  const ms = Math.round(performance.now() - started);
  console.log(
    outcome === 'current'
      ? `${database.location}: schema ${schema} is already this version's; nothing changed`
      : `${database.location}: migrated to schema ${schema} in ${ms} ms`,
  );
} catch (error) {
  console.error(`migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
