// Dates in an export are date cells (issue 56): the business time zone's wall clock in the list's format, whatever
// zone the browser is in, so a spreadsheet sorts and filters them as dates.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBusinessOffset } from './business-time';
import { exportXlsx } from './export-xlsx';

const sheet = vi.hoisted(() => ({ data: [] as unknown[][] }));
vi.mock('write-excel-file/browser', () => ({
  default: (data: unknown[][]) => {
    sheet.data = data;
    return { toFile: async () => undefined };
  },
}));
afterEach(() => setBusinessOffset(480));

// 2026-10-08 17:51:55 UTC.
const AT = Date.UTC(2026, 9, 8, 17, 51, 55);
const DAY = Date.UTC(2026, 9, 8, 16); // the business day 2026-10-09 at UTC+8

describe('date cells', () => {
  it('write a moment as a date of the business zone, and a business day as its date', async () => {
    const columns = [
      { title: 'at', value: () => ({ moment: AT }) },
      { title: 'day', value: () => ({ moment: DAY, day: true }) },
    ];
    await exportXlsx(columns, [{}], 'x');
    expect(sheet.data[1]).toEqual([
      { type: Date, value: new Date('2026-10-09T01:51:55Z'), format: 'yyyy-mm-dd hh:mm:ss' },
      { type: Date, value: new Date('2026-10-09T00:00:00Z'), format: 'yyyy-mm-dd' },
    ]);
    setBusinessOffset(-300);
    await exportXlsx(columns.slice(0, 1), [{}], 'x');
    expect(sheet.data[1]).toEqual([{ type: Date, value: new Date('2026-10-08T12:51:55Z'), format: 'yyyy-mm-dd hh:mm:ss' }]);
  });
});
