// Bulk rows for benchmarks: N more DApps and N more tokens (or whichever of the two the contract has),
// generated like the demo rows and inserted in batched transactions.
import type { Contract } from '../contract/contract.ts';
import type { Database } from '../db/types.ts';
import { countRows, insertRows } from '../operations/rows.ts';
import { rowsFor, seedContext } from './index.ts';

export const SCALED_RESOURCES = ['application', 'token'];
const BATCH = 5000;

export async function seedScale(
  database: Database,
  contract: Contract,
  count: number,
  log: (line: string) => void = () => {},
): Promise<void> {
  const now = Date.now();
  const started = performance.now();
  for (const name of SCALED_RESOURCES) {
    const resource = contract.resources.get(name);
    if (!resource) continue;
    const ctx = seedContext(database.db, contract, now, count);
    await ctx.loadIds(name);
    // Rows continue the numbering of the rows already there, so their natural keys (x-unique) do not repeat.
    const existing = await countRows(database.db, resource.table);
    for (let done = 0; done < count; done += BATCH) {
      const rows = rowsFor(resource, contract, ctx, Math.min(BATCH, count - done), existing + done);
      await database.db.transaction().execute((trx) => insertRows(trx, resource, rows, now));
      log(`${name}: ${done + rows.length}/${count} (${Math.round((performance.now() - started) / 1000)} s)`);
    }
  }
}
