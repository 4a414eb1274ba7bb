// Ctrl+K's row search at volume (`npm run bench -- find`, issue 44): findRows over the demo data plus N DApps and N
// tokens (`--sizes`, 10,000 and 1,000,000 by default), on SQLite and on PostgreSQL (DATABASE_URL), as an operator's
// palette asks it: one request at a time, keys taken from the rows themselves (the middle of a token's address, part
// of a DApp's title, a token's symbol) and keys that match nothing. Each size's latencies are its own percentiles;
// the goal: p95 ≤ 100 ms at the largest size.
import { type Engine, prepareDatabase } from '../../server/bench/prepare.ts';
import type { Row } from './console.ts';
import { signIn, startServer } from './server.ts';

export const DEFAULT_FIND_SIZES = [10_000, 1_000_000];
const ROUNDS = 4;

interface Page<T> {
  result: number;
  data: { list: T[]; total?: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Keys an operator would type, from rows spread over the table (pages at tenths of it). */
async function keysOf(url: string, headers: Record<string, string>, rows: number): Promise<string[]> {
  const keys: string[] = ['zqxjkv', '0x00000000dead'];
  for (let tenth = 0; tenth < 10; tenth++) {
    const start = Math.floor((rows * tenth) / 10);
    const get = async <T>(path: string) =>
      ((await (await fetch(`${url}${path}?start=${start}&count=1`, { headers })).json()) as Page<T>).data.list[0];
    const token = await get<{ address?: string; symbol?: string }>('/v1/admin/token/search');
    const dapp = await get<{ title?: string }>('/v1/admin/application/list');
    if (token?.address && token.address.length > 20) keys.push(token.address.slice(12, 22));
    if (token?.symbol && tenth % 3 === 0) keys.push(token.symbol);
    if (dapp?.title && [...dapp.title].length >= 2) keys.push([...dapp.title].slice(0, 4).join(''));
  }
  return keys;
}

export async function benchFind(options: { sizes?: number[]; engines: Engine[]; log?: (line: string) => void }): Promise<Row[]> {
  const log = options.log ?? (() => {});
  const sizes = options.sizes ?? DEFAULT_FIND_SIZES;
  const rows: Row[] = [];
  for (const engine of options.engines)
    for (const size of sizes) {
      const database = await prepareDatabase(engine, size, log);
      try {
        const server = await startServer(database);
        try {
          const headers = { token: await signIn(server.url) };
          const keys = await keysOf(server.url, headers, size);
          const times: number[] = [];
          let found = 0;
          for (let round = 0; round < ROUNDS; round++)
            for (const key of keys) {
              const started = performance.now();
              const answer = (await (
                await fetch(`${server.url}/v1/admin/search/rows?key=${encodeURIComponent(key)}`, { headers })
              ).json()) as { result: number; message?: string; data?: unknown[] };
              times.push(performance.now() - started);
              if (answer.result !== 0) throw new Error(`findRows ${key}: ${answer.message ?? answer.result}`);
              if (round === 0 && answer.data?.length) found++;
            }
          times.sort((a, b) => a - b);
          const label = `${engine}, ${size.toLocaleString('en-US')} DApps and tokens`;
          const last = size === sizes.at(-1);
          rows.push(
            {
              name: `${label}: findRows p50 (one at a time, ${keys.length} keys × ${ROUNDS}, ${found} with rows)`,
              value: Math.round(percentile(times, 50) * 10) / 10,
              unit: 'ms',
            },
            {
              name: `${label}: findRows p95`,
              value: Math.round(percentile(times, 95) * 10) / 10,
              unit: 'ms',
              ...(last ? { goal: '≤ 100' } : {}),
            },
          );
          log(`${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
        } finally {
          await server.stop();
        }
      } finally {
        await database.dispose();
      }
    }
  return rows;
}
