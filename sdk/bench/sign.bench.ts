// Throughput of signRequest on 20-key parameter sets (goal: ≥ 100k signatures/s).
// Wired into `npm run bench` by the lead: benchSign() returns one row per measurement.
import { signRequest } from '../src/sign';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

/** 20-key parameter sets like the public calls send: ids, paging, language, free text (some unicode). */
export function parameterSets(count = 64): Record<string, string | number | boolean>[] {
  return Array.from({ length: count }, (_, i) => {
    const params: Record<string, string | number | boolean> = {
      start: i * 10,
      count: 10,
      lang: i % 2 ? 'zh-Hans' : 'en',
      key: i % 3 ? `search ${i}` : `钱包 ${i}`,
      version: '10.0.0',
      category_id: 13,
      status: i % 2,
      device_id: `device-${i.toString(16).padStart(8, '0')}`,
      platform_os: i % 2 ? 'ios' : 'android',
      app_version: '5.2.1',
      address: `0x${i.toString(16).padStart(40, '0')}`,
      blockchain_id: (i % 7) + 1,
      symbol: 'ETH',
      contract: `0x${(i * 7919).toString(16).padStart(40, 'a')}`,
      sort: 'sort',
      order: 'asc',
      offset: 0,
      fiat: 'USD',
      hidden: false,
      note: `request #${i}`,
    };
    return params;
  });
}

function run(durationMs: number, sets: Record<string, unknown>[]): number {
  const options = { appKey: 'bench-app', appSecret: 'bench-secret-0123456789', now: 1_700_000_000_000 };
  let n = 0;
  const started = performance.now();
  let elapsed = 0;
  // Check the clock every 256 signatures so timing does not dominate.
  while (elapsed < durationMs) {
    for (let j = 0; j < 256; j++) signRequest(sets[n++ % sets.length]!, options);
    elapsed = performance.now() - started;
  }
  return (n / elapsed) * 1000;
}

export async function benchSign(): Promise<BenchResult[]> {
  const sets = parameterSets();
  run(100, sets); // warm up the JIT
  let best = 0;
  for (let i = 0; i < 5; i++) best = Math.max(best, run(500, sets));
  return [{ name: 'signRequest, 20-key parameter sets (best of 5 × 0.5 s)', value: Math.round(best), unit: 'signatures/s' }];
}
