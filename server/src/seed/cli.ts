// `npm run seed -- [--scale N] [--data-dir DIR]`: migrates and seeds the database main.ts would open
// (DATABASE_URL, else DATA_DIR/wallet-admin.sqlite), then adds N DApps and N tokens for benchmarks.
import { resolve } from 'node:path';
import { configuredLocation, openDatabase } from '../db/open.ts';
import { migrateDatabase } from '../db/schema.ts';
import { underStartupLock } from '../db/startup-lock.ts';
import type { Database } from '../db/types.ts';
import { prepare } from '../http/app.ts';
import { seed } from './index.ts';
import { seedScale } from './scale.ts';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const scale = Number(arg('--scale') ?? 0);
const dataDir = resolve(arg('--data-dir') ?? process.env.DATA_DIR ?? '.data');
const { contract } = prepare();
const database = await openDatabase(configuredLocation(process.env, dataDir));
const fill = async (d: Database) => {
  await seed(d, contract);
  if (scale > 0) await seedScale(d, contract, scale, (line) => console.log(line));
};
// Seeded inside the migrate step of a new database (before the search grams are built in bulk from what it wrote);
// a database this version already serves is filled under the start lock, its search indexes kept by their triggers.
if ((await migrateDatabase(database, contract, { seed: fill })) === 'current') await underStartupLock(database, () => fill(database));
console.log(`seeded ${database.location}`);
await database.close();
