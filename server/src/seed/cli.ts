// `npm run seed -- [--scale N] [--data-dir DIR]`: migrates and seeds the database main.ts would open
// (DATABASE_URL, else DATA_DIR/wallet-admin.sqlite), then adds N DApps and N tokens for benchmarks.
import { join, resolve } from 'node:path';
import { openAndMigrate, prepare } from '../http/app.ts';
import { seed } from './index.ts';
import { seedScale } from './scale.ts';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const scale = Number(arg('--scale') ?? 0);
const dataDir = resolve(arg('--data-dir') ?? process.env.DATA_DIR ?? '.data');
const location = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, ...(process.env.DATABASE_SCHEMA ? { schema: process.env.DATABASE_SCHEMA } : {}) }
  : join(dataDir, 'wallet-admin.sqlite');

const { contract } = prepare();
// Seeded inside the start (before the search grams are built in bulk from what it wrote).
const database = await openAndMigrate(location, contract, async (d) => {
  await seed(d, contract);
  if (scale > 0) await seedScale(d, contract, scale, (line) => console.log(line));
});
console.log(`seeded ${database.location}`);
await database.close();
