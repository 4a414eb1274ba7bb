// Statistics at volume (`npm run bench -- exchange`): 1,000,000 rows in the deposit ledger over 180 days, then the
// 90-day chart of one coin (statExchangeAssets: daily totals, GROUP BY business day over the totals table) against
// an unfiltered page of the same ledger (listExchangeDeposit), on SQLite and on PostgreSQL (DATABASE_URL: a fresh
// schema, dropped afterwards), each server in its own process, autocannon on loopback. Issue 27's goal: the chart
// answers within 3 × the list page.
import { prepareLedger } from '../../server/bench/exchange-ledger.ts';
import type { Engine } from '../../server/bench/prepare.ts';
import type { Row } from './console.ts';
import { runPath, signIn, startServer } from './server.ts';

const LEDGER_ROWS = 1_000_000;
const DAY = 86_400_000;

export async function benchExchange(options: { log?: (line: string) => void } = {}): Promise<Row[]> {
  const log = options.log ?? (() => {});
  const engines: Engine[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const rows: Row[] = [];
  for (const engine of engines) {
    const database = await prepareLedger(engine, LEDGER_ROWS, log);
    try {
      const server = await startServer(database);
      try {
        const token = await signIn(server.url);
        const headers = { token };
        const to = Date.now();
        const from = to - 89 * DAY;
        const list = await runPath(`${server.url}/v1/admin/exchange_deposit/list?start=0&count=10`, 10, 5, headers);
        const chart = await runPath(`${server.url}/v1/admin/exchange/stat/assets?from=${from}&to=${to}&symbol=USDT`, 10, 5, headers);
        const ratio = Math.round((chart.p50Ms / Math.max(list.p50Ms, 0.5)) * 100) / 100;
        rows.push(
          { name: `${engine}: listExchangeDeposit unfiltered page, 1,000,000 rows (p50, 10 connections)`, value: list.p50Ms, unit: 'ms' },
          { name: `${engine}: statExchangeAssets 90 days, 1,000,000 rows (p50, 10 connections)`, value: chart.p50Ms, unit: 'ms' },
          { name: `${engine}: 90-day chart ÷ list page (p50)`, value: ratio, unit: '×', goal: '≤ 3' },
          { name: `${engine}: statExchangeAssets 90 days (requests/s)`, value: chart.requestsPerSecond, unit: 'req/s' },
        );
      } finally {
        await server.stop();
      }
    } finally {
      await database.dispose();
    }
  }
  return rows;
}
