import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationFromEnv, openDatabase } from './open.ts';
import type { Database } from './types.ts';

// PostgreSQL only (the suite runs on it under DATABASE_URL, .ci/run).
describe.runIf(process.env.DATABASE_URL)('named statements on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(locationFromEnv(':memory:'));
    await sql`create table named_probe (id integer primary key, a text)`.execute(database.db);
    await sql`insert into named_probe values (1, 'x')`.execute(database.db);
  });
  afterAll(() => database.close());

  it('a read is prepared once per connection and still answers after another process adds a column', async () => {
    await database.db.connection().execute(async (connection) => {
      const read = () => connection.selectFrom('named_probe').selectAll().execute();
      expect(await read()).toEqual([{ id: 1, a: 'x' }]);
      const prepared = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(connection);
      expect(prepared.rows[0]!.n).toBeGreaterThan(0);
      // Still planned with each run's values: a generic plan would lose the trigram index on `LIKE $1`.
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(connection);
      expect(mode.rows[0]!.plan_cache_mode).toBe('force_custom_plan');
      // As a newer server's start syncs a table while this one serves: PostgreSQL refuses the prepared `select *`.
      const other = await openDatabase({ url: process.env.DATABASE_URL!, schema: database.schema! });
      try {
        await sql`alter table named_probe add column b text default 'y'`.execute(other.db);
      } finally {
        await other.close();
      }
      expect(await read()).toEqual([{ id: 1, a: 'x', b: 'y' }]);
      expect(await read()).toEqual([{ id: 1, a: 'x', b: 'y' }]);
    });
  });
});
