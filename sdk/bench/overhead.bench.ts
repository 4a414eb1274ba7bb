// Per-call cost of the SDK client (validation, signing checks, middleware, envelope handling) compared with a
// bare fetch + JSON parse of the same URL with the same headers, against a running server.
import { createAdminClient } from '../src/client';
import type { BenchResult } from './sign.bench';

const ROUNDS = 5;
const CALLS_PER_ROUND = 200;

async function timePerCall(calls: number, fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < calls; i++) await fn();
  return ((performance.now() - started) / calls) * 1000; // µs
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Signs in as the seeded admin when it can (so the call is answered like a console's), then alternates
 * rounds of bare fetches and client calls of listBlockChain and reports the median per-call time of each.
 */
export async function benchOverhead(baseUrl: string): Promise<BenchResult[]> {
  const client = createAdminClient({ baseUrl, maxRetries: 0 });
  await client.login('admin', 'Admin@12345').catch(() => undefined); // unauthenticated answers work too
  const token = client.tokenStore.get()?.token;
  const query = { start: 0, count: 10 };
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/admin/block_chain/list?start=0&count=10`;
  const headers: Record<string, string> = token ? { token } : {};

  const bare = () => fetch(url, { headers }).then((response) => response.json());
  const sdk = () => client.request('listBlockChain', { query });

  await timePerCall(50, bare); // warm up connections and the JIT
  await timePerCall(50, sdk);
  const bareTimes: number[] = [];
  const sdkTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareTimes.push(await timePerCall(CALLS_PER_ROUND, bare));
    sdkTimes.push(await timePerCall(CALLS_PER_ROUND, sdk));
  }
  const bareUs = median(bareTimes);
  const sdkUs = median(sdkTimes);
  return [
    { name: 'bare fetch of listBlockChain (median per call)', value: Math.round(bareUs), unit: 'µs' },
    { name: 'client.request listBlockChain (median per call)', value: Math.round(sdkUs), unit: 'µs' },
    { name: 'client overhead per call', value: Math.round(sdkUs - bareUs), unit: 'µs' },
    { name: 'client / bare fetch time ratio', value: Number((sdkUs / bareUs).toFixed(3)), unit: 'x' },
  ];
}
