// Where a process finds its database, and how many PostgreSQL connections it keeps (PG_POOL_MAX).
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { configuredLocation, poolMax } from './open.ts';

test('DATABASE_URL (+ DATABASE_SCHEMA, PG_POOL_MAX) or the data folder’s SQLite file', () => {
  expect(configuredLocation({}, '/srv/wa')).toBe(join('/srv/wa', 'wallet-admin.sqlite'));
  expect(configuredLocation({ DATABASE_URL: 'postgres://db/wa', DATABASE_SCHEMA: 'wa', PG_POOL_MAX: '40' }, '/srv/wa')).toEqual({
    url: 'postgres://db/wa',
    schema: 'wa',
    poolMax: 40,
  });
  expect(configuredLocation({ DATABASE_URL: 'postgres://db/wa' }, '/srv/wa')).toEqual({ url: 'postgres://db/wa', poolMax: 10 });
});

test('PG_POOL_MAX is a whole number from 1 to 1000, refused otherwise', () => {
  for (const wrong of ['0', '-1', '2.5', 'ten', '1001'])
    expect(() => poolMax(wrong)).toThrow('PG_POOL_MAX must be a whole number from 1 to 1000');
  expect(poolMax('1')).toBe(1);
});
