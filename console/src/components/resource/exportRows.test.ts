// Exports as an accountant opens them (issue 56): amounts are number cells with their precision's number format (a
// spreadsheet's SUM adds them; text cells summed to 0), an upper limit of 0 reads 不限, and the file has the columns
// the operator sees, in their order, named as the screen's heading.
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import custodyToken from 'virtual:contract/custody_token';
import otcToken from 'virtual:contract/otc_token';
import { loadScreenCatalogue } from '@/i18n';
import type { ExportColumn } from '@/lib/export-xlsx';
import { custodyAssets, custodyMovements, custodyTokens } from '@/screens/centralizewallet/assets';
import { custodyUsers } from '@/screens/centralizewallet/users';
import { transferLog } from '@/screens/exchange/transferLog';
import { exportAll } from './exportRows';
import { exportValue } from './exportValue';
import { useLabels } from './labels';

const written = vi.hoisted(() => ({ columns: [] as ExportColumn<Record<string, unknown>>[], rows: [] as unknown[], name: '' }));
vi.mock('@/lib/export-xlsx', () => ({
  exportXlsx: vi.fn(async (columns: ExportColumn<Record<string, unknown>>[], rows: unknown[], name: string) => {
    Object.assign(written, { columns, rows, name });
  }),
}));
const call = vi.hoisted(() => vi.fn());
vi.mock('@/app/api', () => ({ api: { call } }));
afterEach(() => call.mockReset());

describe('money in an export', () => {
  it('is a number cell with its decimals: USD with 2, a token amount with its own; 0 as an upper limit is 不限', async () => {
    await loadScreenCatalogue('zh');
    const labels = renderHook(() => useLabels('custody_token')).result.current;
    const usd = { field: 'value_usd', schema: custodyToken.entity?.properties?.value_usd };
    expect(exportValue('1250.780000000000000000', usd, labels, undefined, { decimals: 18 })).toEqual({
      value: 1250.78,
      format: '#,##0.00',
    });
    const balance = { field: 'balance', schema: custodyToken.entity?.properties?.balance };
    expect(exportValue('0.1', balance, labels, undefined, { decimals: 6 })).toEqual({ value: 0.1, format: '#,##0.000000' });
    // A numeric read back with its scale (PostgreSQL) is the same number.
    expect(exportValue('0.100000000000000000', balance, labels, undefined, { decimals: 18 })).toEqual({
      value: 0.1,
      format: `#,##0.${'0'.repeat(18)}`,
    });
    const max = { field: 'max_amount', schema: otcToken.entity?.properties?.max_amount };
    expect(exportValue('0.000000000000000000', max, labels, undefined, { decimals: 18 })).toBe('不限');
    // More digits than a spreadsheet number holds: the exact text, never a rounded number.
    expect(exportValue('12345678901234567.5', balance, labels, undefined, { decimals: 6 })).toBe('12345678901234567.5');
  });
});

describe('the list export', () => {
  it('writes the columns on screen in their order, amounts as numbers, into a file named as the heading', async () => {
    await loadScreenCatalogue('zh');
    const labels = renderHook(() => useLabels(transferLog.key)).result.current;
    const rows = [
      { id: 2, from_account: 1, to_account: 2, symbol: 'USDT', amount: '0.1', decimals: 6, remark: 'a', operator: 'op', created_at: 1 },
      { id: 1, from_account: 2, to_account: 1, symbol: 'USDT', amount: '25000', decimals: 6, remark: 'b', operator: 'op', created_at: 2 },
    ];
    call.mockImplementation(async () => ({ list: rows, total: rows.length }));
    const shown = [{ field: 'amount' }, { field: 'symbol' }, { field: 'id' }] as const;
    const state = { page: 1, size: 20, filters: {} };
    await exportAll(transferLog, labels, state, new QueryClient(), shown, '转账日志');
    expect(written.columns.map((c) => c.title)).toEqual([labels.field('amount'), labels.field('symbol'), labels.field('id')]);
    const cells = rows.map((row) => written.columns.map((c) => c.value(row)));
    expect(cells).toEqual([
      [{ value: 0.1, format: '#,##0.000000' }, 'USDT', 2],
      [{ value: 25000, format: '#,##0.000000' }, 'USDT', 1],
    ]);
    expect(written.name).toMatch(/^转账日志-\d{8}-\d{6}$/);
  });
});

describe('custody balances', () => {
  it('are exportable on every level of the drill-down, each level with its parent', async () => {
    for (const screen of [custodyUsers, custodyAssets, custodyMovements, custodyTokens])
      expect(screen.actions, screen.route).toContain('export');
    await loadScreenCatalogue('zh');
    const labels = renderHook(() => useLabels(custodyAssets.key)).result.current;
    call.mockImplementation(async () => ({ list: [], total: 0 }));
    await exportAll({ ...custodyAssets, fixed: { custody_user_id: 7 } }, labels, { page: 1, size: 20, filters: {} }, new QueryClient());
    expect(call).toHaveBeenCalledWith(
      'listCustodyAsset',
      expect.objectContaining({ query: expect.objectContaining({ custody_user_id: 7 }) }),
    );
  });
});
