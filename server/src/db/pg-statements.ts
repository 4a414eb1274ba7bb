// Named (prepared) statements on PostgreSQL. Kysely sends every query unnamed, so PostgreSQL parses and analyses
// its text on every run: for a list page that was 0.33 ms of the 0.55 ms PostgreSQL spent on it, more than the
// plan and the execution together. Reads are named after their text here, so each connection parses a text once.
// Each run is still planned with its values (the connections set plan_cache_mode = force_custom_plan, open.ts):
// a generic plan would lose the trigram index on `LIKE $1` and the keyset row comparison.
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Texts named per process; past it, new texts run unnamed (a text built with literals in it never repeats). */
const MAX_NAMED = 2000;

/** `cached plan must not change result type`: a table gained a column (another process's start synced it) after a
 * connection prepared a `select *` of it. That connection runs the text unnamed from then on. */
const STALE_PLAN = '0A000';

const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const name = `wa_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

/** Only reads are named: a write's text is as reusable, but its statement would outlive a table it drops. */
const isRead = (text: string) => /^\s*(select|with)\b/i.test(text);

const stale = new WeakMap<pg.PoolClient, Set<string>>();

/** pg's answer as Kysely reads it: the same object, but pg types `command` as any string. */
const asKysely = <R>(result: pg.QueryResult): PostgresQueryResult<R> => result as unknown as PostgresQueryResult<R>;

function namedClient(client: pg.PoolClient): PostgresPoolClient {
  async function query<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>> {
    const name = isRead(text) ? nameOf(text) : undefined;
    const broken = stale.get(client);
    const unnamed = async () => asKysely<R>(await client.query(text, [...values]));
    if (name === undefined || broken?.has(name)) return unnamed();
    try {
      return asKysely<R>(await client.query({ name, text, values: [...values] }));
    } catch (error) {
      if ((error as { code?: string }).code !== STALE_PLAN) throw error;
      if (broken) broken.add(name);
      else stale.set(client, new Set([name]));
      return unnamed();
    }
  }
  return {
    query: query as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/** The pool as Kysely's PostgresDialect takes it, naming every read it runs. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => namedClient(await pool.connect()),
    end: () => pool.end(),
  };
}
