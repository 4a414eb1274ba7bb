// The hand-written ceiling of the server benchmark: a bare Fastify route doing what a list request cannot avoid,
// with prepared statements and nothing else: the session join, one page of DApps and their count.
//   SQLITE_FILE=… or DATABASE_URL=… [DATABASE_SCHEMA=…] npx tsx server/bench/ceiling-server.ts (scripts/bench/server.ts starts it)
import { createHash } from 'node:crypto';
import BetterSqlite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

const SESSION = `select s.id, s.revoked_at, u.status, r.permissions from admin_session s
  join admin_user u on u.id = s.user_id left join role r on r.id = u.role_id where s.token_hash = $1`;
const PAGE = 'select * from application order by id desc limit 10';
const COUNT = 'select count(*) as n from application';

interface Ceiling {
  session(hash: string): Promise<unknown>;
  page(): Promise<unknown[]>;
  count(): Promise<number>;
}

function sqlite(file: string): Ceiling {
  const db = new BetterSqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('cache_size = -65536');
  const session = db.prepare(SESSION.replace('$1', '?'));
  const page = db.prepare(PAGE);
  const count = db.prepare<[], { n: number }>(COUNT);
  return {
    session: async (hash) => session.get(hash),
    page: async () => page.all(),
    count: async () => count.get()?.n ?? 0,
  };
}

function postgres(url: string, schema: string | undefined): Ceiling {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  return {
    session: async (hash) => (await pool.query<Record<string, unknown>>({ name: 'session', text: SESSION, values: [hash] })).rows[0],
    page: async () => (await pool.query<Record<string, unknown>>({ name: 'page', text: PAGE })).rows,
    count: async () => Number((await pool.query<{ n: string }>({ name: 'count', text: COUNT })).rows[0]?.n ?? 0),
  };
}

const ceiling = process.env.SQLITE_FILE
  ? sqlite(process.env.SQLITE_FILE)
  : postgres(process.env.DATABASE_URL ?? '', process.env.DATABASE_SCHEMA || undefined);
const app = Fastify({ logger: false });
app.get('/ceiling', async (request) => {
  const token = request.headers.token;
  const found = typeof token === 'string' ? await ceiling.session(createHash('sha256').update(token).digest('hex')) : undefined;
  if (!found) return { result: 10000, message: 'session unknown' };
  const [list, total] = await Promise.all([ceiling.page(), ceiling.count()]);
  return { result: 0, message: 'ok', data: { list, total } };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
