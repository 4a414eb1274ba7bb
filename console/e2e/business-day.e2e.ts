// One business day everywhere (issue 56): the statistics bucket by the server's business day (BUSINESS_UTC_OFFSET,
// UTC+8 here), and a list's date filter, its date column and its presets use that same day whatever zone the browser
// is in. In a UTC browser and in a UTC+8 browser, one day typed into the deposit ledger's filter gives the rows of that
// day's statistic (资产统计): as many rows, the same deposit and withdrawal sums, the same instants sent and shown, and
// the export's time cells are dates of the business zone's wall clock.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { expectNoSeriousA11y, signIn, STATE_TIMEOUT, until, useApp, waitForScreen, type RunningApp } from './harness';
import { apiCall } from './screen-helpers';

const ZONES = { utc: 'UTC', shanghai: 'Asia/Shanghai' } as const;
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

let app: RunningApp;
const pages: Partial<Record<keyof typeof ZONES, Page>> = {};

useApp(async ({ app: running, browser }) => {
  app = running;
  for (const [name, timezoneId] of Object.entries(ZONES) as [keyof typeof ZONES, string][]) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId, locale: 'zh-CN' });
    context.setDefaultTimeout(STATE_TIMEOUT);
    const page = await context.newPage();
    await signIn(page, app.url);
    pages[name] = page;
  }
});

interface StatDay {
  day: number;
  count: number;
  amount: string;
  fee: string;
}
interface Deposit {
  direction: number;
  amount: string;
}

/** Exact decimal sums (amounts are strings): as integers of 10^-18. */
const SCALE = 18;
const units = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(SCALE, '0').slice(0, SCALE));
};
const sum = (values: string[]) => values.reduce((total, value) => total + units(value), 0n);

/** The list's date filter: the button that opens its calendar. */
const datePicker = (page: Page) => page.locator('form[role="search"] button[aria-haspopup="dialog"]').filter({ visible: true });

const date = (businessMidnight: number) => new Date(businessMidnight + OFFSET_MS).toISOString().slice(0, 10);

/** The last 30 business days' USDT statistic, the busiest day first. */
async function busiestDay(page: Page): Promise<StatDay> {
  const to = Date.now();
  const answer = await apiCall(page, `/v1/admin/exchange/stat/assets?symbol=USDT&from=${to - 30 * DAY_MS}&to=${to}`);
  const days = (answer.data as unknown as { list: StatDay[] }).list;
  const day = [...days].sort((a, b) => b.count - a.count)[0];
  if (!day) throw new Error('the demo data has no USDT deposit in the last 30 days');
  return day;
}

/** Types one day into the deposit ledger's date filter (completed rows only) and reads what the list filters on. */
async function filterDay(page: Page, day: string): Promise<{ from: number; to: number; total: string; firstAt: string }> {
  await page.goto(`${app.url}/#/exchange/deposit?status=1&symbol=USDT`);
  await waitForScreen(page, '/exchange/deposit');
  const picker = datePicker(page);
  await expect(picker.getAttribute('aria-describedby')).resolves.toMatch(/-zone$/);
  await picker.click();
  const calendar = page.getByRole('dialog', { name: '日历' });
  await calendar.getByRole('textbox', { name: '开始日期' }).fill(day);
  await calendar.getByRole('textbox', { name: '结束日期' }).fill(day);
  await calendar.getByRole('button', { name: '确定' }).click();
  await until(() => picker.textContent(), 'the range shown on the filter').toBe(`${day} – ${day}`);
  const search = new URL(page.url().replace('#/', '')).searchParams;
  const range = { from: Number(search.get('from')), to: Number(search.get('to')) };
  // The page shows the rows of that range: its total, and the newest row's time on that day.
  const total = page.locator('main').getByText(/^共 \d+ 条$/);
  await total.waitFor();
  const firstAt =
    (await page
      .getByRole('row')
      .nth(1)
      .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      .textContent()) ?? '';
  return { ...range, total: (await total.textContent()) ?? '', firstAt };
}

/** The list's export of what it shows: the titles and the first row's time cell, as a spreadsheet reader gets them. */
async function exported(page: Page): Promise<{ titles: unknown[]; firstAt: unknown }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 Excel' }).click()]);
  const [sheet] = await readXlsxFile(await download.path());
  const [titles = [], first = []] = sheet?.data ?? [];
  return { titles, firstAt: first[titles.indexOf('时间 (UTC+8)')] };
}

describe('one business day in a UTC browser and in a UTC+8 browser', () => {
  it("a day typed into the deposit ledger's filter gives that day's statistic, in both browser zones", async () => {
    const stat = await busiestDay(pages.utc!);
    const day = date(stat.day);
    const seen = [];
    for (const page of [pages.utc!, pages.shanghai!]) {
      const shown = await filterDay(page, day);
      // The instants sent are the business day's, whole: UTC+8's midnight to the last millisecond before the next.
      expect({ from: shown.from, to: shown.to }).toEqual({ from: stat.day, to: stat.day + DAY_MS - 1 });
      expect(shown.total).toBe(`共 ${stat.count} 条`);
      expect(shown.firstAt.startsWith(day)).toBe(true);
      // The export: the zone in the time column's title, the time a date cell holding the business zone's wall clock.
      const file = await exported(page);
      expect(file.firstAt).toBeInstanceOf(Date);
      expect((file.firstAt as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(shown.firstAt);
      seen.push(shown);
      const rows = (
        (await apiCall(page, `/v1/admin/exchange_deposit/list?status=1&symbol=USDT&from=${shown.from}&to=${shown.to}&count=1000`))
          .data as unknown as { list: Deposit[] }
      ).list;
      expect(rows).toHaveLength(stat.count);
      expect(sum(rows.filter((row) => row.direction === 0).map((row) => row.amount))).toBe(units(stat.amount));
      // The statistic's "fee" of a coin's flow is what was withdrawn (exchange.yaml, statExchangeAssets).
      expect(sum(rows.filter((row) => row.direction === 1).map((row) => row.amount))).toBe(units(stat.fee));
    }
    // Both browsers show the same row at the same time: one clock, whatever the browser's zone.
    expect(seen[0]).toEqual(seen[1]);
  });

  it('offers yesterday and the last 7 days as business days, axe clean', async () => {
    const page = pages.utc!;
    await page.goto(`${app.url}/#/exchange/deposit`);
    await waitForScreen(page, '/exchange/deposit');
    // The first test's export toast leaves on its own; axe would catch it mid-fade (its colours part-transparent).
    await until(() => page.locator('[data-sonner-toast]').count(), 'no toast left from the test before').toBe(0);
    const picker = datePicker(page);
    const today = Math.floor((Date.now() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
    for (const [preset, from, to] of [
      ['昨天', today - DAY_MS, today - 1],
      ['近7天', today - 6 * DAY_MS, today + DAY_MS - 1],
    ] as const) {
      await picker.click();
      const presets = page.getByRole('group', { name: '快捷日期' });
      await presets.waitFor();
      if (preset === '昨天') await expectNoSeriousA11y(page); // the filter with its zone, presets, typed dates and calendar
      await presets.getByRole('button', { name: preset }).click();
      await until(() => picker.textContent(), `the range of ${preset}`).toBe(`${date(from)} – ${date(to - DAY_MS + 1)}`);
      const search = new URL(page.url().replace('#/', '')).searchParams;
      expect([Number(search.get('from')), Number(search.get('to'))]).toEqual([from, to]);
    }
  });
});
