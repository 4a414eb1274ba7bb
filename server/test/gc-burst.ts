// Run by gc.test.ts in a child process started with --expose-gc: a burst of list calls (every one prepares
// SQLite statements) with a forced garbage collection every few calls. Native statement finalizers that are
// unsafe on the running Node (better-sqlite3 ≤ 12 on Node ≥ 24.19) abort the process here instead of at
// random in production. Prints `survived N calls` when every call answered result 0.
import { clientHash } from '../src/auth/password.ts';
import { build } from '../src/http/app.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const CALLS = Number(process.argv[2] ?? 1500);
const LISTS = [
  '/v1/admin/block_chain/list?start=0&count=50',
  '/v1/admin/application/list?start=0&count=20&lang=zh-Hans',
  '/v1/admin/category/list?lang=en',
  '/v1/admin/token/search?start=0&count=20',
];

const server = await build({ db: ':memory:' });
const login = await server.inject({
  method: 'POST',
  url: '/v1/admin/login',
  payload: new URLSearchParams({ user_name: 'admin', password: clientHash('Admin@12345') }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const token = login.json<{ data: { token: string } }>().data.token;
for (let i = 0; i < CALLS; i++) {
  const url = LISTS[i % LISTS.length] ?? '';
  const answer = (await server.inject({ method: 'GET', url, headers: { token } })).json<{ result: number; message: string }>();
  if (answer.result !== 0) throw new Error(`${url}: ${answer.result} ${answer.message}`);
  if (i % 10 === 0) gc();
}
await server.close();
gc();
console.log(`survived ${CALLS} calls on Node ${process.version}`);
