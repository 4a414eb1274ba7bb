// A database for the server benchmark (scripts/bench/server.ts): the demo data plus N DApps and tokens, analysed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/open.ts';
import type { Database } from '../src/db/types.ts';
import { openAndMigrate, prepare } from '../src/http/app.ts';
import { seed } from '../src/seed/index.ts';
import { SCALED_RESOURCES, seedScale } from '../src/seed/scale.ts';

export type Engine = 'sqlite' | 'postgres';

/** A seeded database and the environment a server process needs to open it. */
export interface BenchDatabase {
  engine: Engine;
  env: NodeJS.ProcessEnv;
  /** `--data-dir` for the server. */
  dataDir: string;
  dispose(): Promise<void>;
}

/** A fresh database (SQLite in a temp dir, PostgreSQL in a fresh schema) that `fill` seeds, analysed, and what a
 * server process needs to open it. */
export async function benchDatabase(engine: Engine, name: string, fill: (database: Database) => Promise<void>): Promise<BenchDatabase> {
  const { contract } = prepare();
  const dataDir = mkdtempSync(join(tmpdir(), `wallet-admin-bench-${name}-${engine}-`));
  const url = process.env.DATABASE_URL ?? '';
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  // Opened here: openAndMigrate would map a file path to PostgreSQL under DATABASE_URL.
  // Filled inside the start, before the search grams are built in bulk from the rows.
  const database = await openAndMigrate(
    await openDatabase(engine === 'sqlite' ? join(dataDir, 'wallet-admin.sqlite') : { url, schema }),
    contract,
    fill,
  );
  try {
    await sql`analyze`.execute(database.db);
  } finally {
    await database.close();
  }
  const env: NodeJS.ProcessEnv =
    engine === 'sqlite'
      ? { ...process.env, DATABASE_URL: '', SQLITE_FILE: join(dataDir, 'wallet-admin.sqlite') }
      : { ...process.env, DATABASE_URL: url, DATABASE_SCHEMA: schema };
  return {
    engine,
    // One bench machine: its uploads, header password and checkpoint key stay its own (a server on DATABASE_URL
    // refuses to start otherwise, docs/deploy.md).
    env: { ...env, LOG_LEVEL: 'warn', PORT: '0', SINGLE_MACHINE: 'on' },
    dataDir,
    dispose: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (engine === 'postgres') {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    },
  };
}

/** Demo data plus `rows` DApps and tokens. */
export function prepareDatabase(engine: Engine, rows: number, log: (line: string) => void = () => {}): Promise<BenchDatabase> {
  const { contract } = prepare();
  return benchDatabase(engine, 'server', async (database) => {
    await seed(database, contract);
    log(`${engine}: seeding ${rows} rows each of ${SCALED_RESOURCES.join(', ')}…`);
    await seedScale(database, contract, rows);
  });
}
