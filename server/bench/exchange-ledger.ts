// The database of the exchange statistics benchmark (scripts/bench/exchange.ts): the demo data plus deposits and
// withdrawals up to 1,000,000 ledger rows over 180 days (the demo's generator), their daily totals rebuilt by one
// GROUP BY per business day, analysed; SQLite in a temp dir, PostgreSQL in a fresh schema.
import { prepare } from '../src/http/app.ts';
import { rebuildDayTotals } from '../src/operations/custom/exchange-ledger.ts';
import { countRows, insertRows } from '../src/operations/rows.ts';
import { exchangeDeposits } from '../src/seed/exchange-data.ts';
import { seed, seedContext } from '../src/seed/index.ts';
import { benchDatabase, type BenchDatabase, type Engine } from './prepare.ts';

const BATCH = 10_000;

export function prepareLedger(engine: Engine, ledgerRows: number, log: (line: string) => void = () => {}): Promise<BenchDatabase> {
  const { contract } = prepare();
  return benchDatabase(engine, 'exchange', async (database) => {
    const now = Date.now();
    await seed(database, contract, { now });
    const deposits = contract.resources.get('exchange_deposit')!;
    const ctx = seedContext(database.db, contract, now, 27);
    const have = await countRows(database.db, deposits.table);
    for (let done = have; done < ledgerRows; done += BATCH) {
      const rows = exchangeDeposits(ctx, Math.min(BATCH, ledgerRows - done));
      await database.db.transaction().execute((trx) => insertRows(trx, deposits, rows, now));
      if ((done - have) % 100_000 === 0) log(`${engine}: ${done + rows.length}/${ledgerRows} deposits`);
    }
    const started = performance.now();
    for (const ledger of ['deposit', 'withdraw'] as const) await rebuildDayTotals(database.db, database.dialect, 480 * 60_000, ledger, now);
    log(`${engine}: daily totals rebuilt from ${ledgerRows} rows in ${Math.round(performance.now() - started)} ms`);
  });
}
