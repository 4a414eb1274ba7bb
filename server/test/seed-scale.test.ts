// `npm run seed -- --scale N` adds tokens in batches continuing the row numbers: every generated token's natural
// key (address, blockchain_id, symbol: the contract's x-unique) differs from every other batch's, so a million
// rows insert without a UNIQUE failure (random symbols alone repeated one after about 570,000 tokens).
import { expect, test } from 'vitest';
import { openDatabase } from '../src/db/open.ts';
import { prepare } from '../src/http/app.ts';
import { rowsFor, seedContext } from '../src/seed/index.ts';

test('generated token symbols never repeat across batches', { timeout: 120_000 }, async () => {
  const { contract } = prepare();
  const token = contract.resources.get('token')!;
  const database = await openDatabase(':memory:');
  try {
    const ctx = seedContext(database.db, contract, Date.now());
    const symbols = new Set<string>();
    let rows = 0;
    // 30,000 rows in the seed's batches of 5,000, from a deep offset as a large seed reaches it.
    for (let offset = 500_000; offset < 530_000; offset += 5000)
      for (const row of rowsFor(token, contract, ctx, 5000, offset)) {
        symbols.add(`${String(row.blockchain_id)}:${String(row.symbol)}`);
        rows++;
      }
    expect(rows).toBe(30_000);
    expect(symbols.size).toBe(rows);
  } finally {
    await database.close();
  }
});
