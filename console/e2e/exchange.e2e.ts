// The /exchange group end to end as a user whose role holds exactly the /exchange screens: every route opens cleanly
// and passes axe; KYC submissions are approved and rejected with a remark; the hub (adminindex) leads to every hidden
// page; a statistics page reads its range from the URL and shows the same numbers as a table; selected rewards are
// paid in one batch; an internal transfer asks the password and lands in the transfer log; a ledger exports every
// matching row.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11y, type RunningApp, until } from './harness';
import {
  apiCall,
  choose,
  dataCell,
  expectScreenClean,
  expectToast,
  groupVisits,
  openScreen,
  rowWith,
  useGroupUsers,
  watchErrors,
} from './screen-helpers';
import { businessDaysBack } from '../src/lib/business-time';

let app: RunningApp;
let page: Page;
let userName = '';
const unique = Date.now().toString(36).slice(-5);

// One operator pays rewards and transfers here: the second operator's approval (x-approval) is change-control's spec.
useGroupUsers(
  ['exchange'],
  ({ app: running, users }) => {
    app = running;
    ({ page, userName } = users.exchange!);
  },
  { APPROVAL: 'off' },
);

const data = async <T>(path: string) => (await apiCall(page, path)).data as unknown as T;

describe('every /exchange screen, as a user holding only /exchange', () => {
  it('the menu offers exactly the /exchange group', async () => {
    const routes = await data<{ path: string }[]>('/v1/admin/user/routes');
    expect(routes.map((group) => group.path).filter((path) => path !== '/')).toEqual(['/exchange']);
  });
  it.each(groupVisits('exchange'))('%s opens without error and passes axe', (path) => expectScreenClean(page, app.url, path));
});

describe('/exchange jobs, as the exchange operator', () => {
  it('rejects a KYC submission with a remark and approves another', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/exchange/overseaIndex?status=0');
    const first = page.getByRole('row').nth(1);
    await first.waitFor();
    const id = ((await dataCell(first, 0).textContent()) ?? '').trim();
    await first.getByRole('button', { name: '拒绝' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('说明').fill(`证件模糊 ${unique}`);
    await dialog.getByRole('button', { name: '拒绝' }).click();
    await expectToast(page, '操作成功');
    type Kyc = { status: number; remark: string; reviewed_by: string };
    await until(async () => (await data<Kyc>(`/v1/admin/exchange_kyc/get?id=${id}`)).status, 'the rejected KYC stored with status 2').toBe(
      2,
    );
    expect(await data<Kyc>(`/v1/admin/exchange_kyc/get?id=${id}`)).toMatchObject({ remark: `证件模糊 ${unique}`, reviewed_by: userName });

    const next = page.getByRole('row').nth(1);
    await until(
      async () => ((await dataCell(next, 0).textContent()) ?? '').trim(),
      'the next KYC in the first row after the rejection',
    ).not.toBe(id);
    const approved = ((await dataCell(next, 0).textContent()) ?? '').trim();
    await next.getByRole('button', { name: '通过' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
    await expectToast(page, '操作成功');
    await until(
      async () => (await data<Kyc>(`/v1/admin/exchange_kyc/get?id=${approved}`)).status,
      'the approved KYC stored with status 1',
    ).toBe(1);
    await errors.check();
  });

  it('reaches the hub from the KYC list, and a campaign ranking from the hub', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/exchange/overseaIndex');
    await page.getByRole('button', { name: '交易所概览' }).click();
    await page.waitForURL(/#\/exchange\/adminindex/);
    await page.getByText('待审核 KYC').waitFor();
    const hub = page.getByRole('navigation', { name: '相关页面' });
    for (const title of [
      '交易大赛',
      '强平记录',
      '活动奖励',
      '用户资产',
      '充提记录',
      '内部划转',
      '划转记录',
      '交易统计',
      '奖励统计',
      '资产统计',
    ])
      await hub.getByRole('button', { name: title, exact: true }).waitFor();
    await hub.getByRole('button', { name: '交易大赛', exact: true }).click();
    await page.waitForURL(/#\/exchange\/trade/);
    const campaign = page.getByRole('row').nth(1);
    await campaign.waitFor();
    await campaign.getByRole('button', { name: '交易排行' }).click();
    await page.waitForURL(/#\/exchange\/trade\/rank\?campaign_id=\d+/);
    await page.getByRole('row').nth(1).waitFor();
    await errors.check();
  });

  it('reads a statistics range from the URL and shows the chart with the same numbers as a table', async () => {
    const errors = watchErrors(page);
    const today = new Date();
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6).getTime();
    const to = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 999).getTime();
    await openScreen(page, app.url, `/exchange/stat/trade?from=${from}&to=${to}&market=BTC_USDT`);
    const table = page.getByRole('table', { name: /交易统计/ });
    await table.waitFor();
    const answer = await data<{ list: { day: number }[]; total: { count: number } }>(
      `/v1/admin/exchange/stat/trade?from=${from}&to=${to}&market=BTC_USDT`,
    );
    // A header, one row per day with trades, the total.
    await until(() => table.getByRole('row').count(), 'the statistics table with every row of the answer plus header and total').toBe(
      answer.list.length + 2,
    );
    await table.getByRole('row').last().getByText(answer.total.count.toLocaleString('en-US')).waitFor();
    await page.locator('canvas').first().waitFor();
    await expectNoSeriousA11y(page);
    await errors.check();
  });

  it('pays two selected rewards in one batch', async () => {
    const errors = watchErrors(page);
    const unpaid = (await data<{ total: number }>('/v1/admin/exchange_reward/list?count=1&status=0')).total;
    await openScreen(page, app.url, '/exchange/rewards?status=0');
    const rows = page.getByRole('row');
    await rows.nth(2).getByRole('checkbox').waitFor();
    for (const i of [1, 2]) await rows.nth(i).getByRole('checkbox').click();
    await page.getByText('已选 2 项').waitFor();
    // The ids of the rows selected, read once they are (a row read before the page settled could be a placeholder).
    const selected = rows.filter({ has: page.getByRole('checkbox', { checked: true }) });
    await until(() => selected.count(), 'the two selected rows').toBe(2);
    const ids = await Promise.all([0, 1].map(async (i) => ((await selected.nth(i).getByRole('cell').nth(1).textContent()) ?? '').trim()));
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
    await page.getByRole('region', { name: '已选条目' }).getByRole('button', { name: '发放奖励' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '发放奖励' }).click();
    await expectToast(page, '操作成功');
    await until(
      async () => (await data<{ total: number }>('/v1/admin/exchange_reward/list?count=1&status=0')).total,
      'two fewer unpaid rewards on the server',
    ).toBe(unpaid - 2);
    const paid = await data<{ list: { id: number; paid_by: string }[] }>(
      '/v1/admin/exchange_reward/list?count=2&status=1&sort=paid_at&order=desc',
    );
    expect(paid.list.map((r) => String(r.id)).sort()).toEqual([...ids].sort());
    expect(paid.list.every((r) => r.paid_by === userName)).toBe(true);
    await errors.check();
  });

  it('makes an internal transfer with the password, and finds it in the transfer log', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/exchange/internal/transfer');
    await choose(page, page, '转出账户', '热钱包');
    await choose(page, page, '转入账户', '冷钱包');
    await page.getByLabel('金额').fill('1234.5');
    await page.getByLabel('备注').fill(`e2e ${unique}`);
    await page.getByLabel('登录密码').fill('Group@12345');
    await page.getByRole('button', { name: '确认划转' }).click();
    await page.getByText('已划转').waitFor();
    await page.getByText('1,234.500000').first().waitFor();
    await page.getByRole('button', { name: '划转记录' }).click();
    await page.waitForURL(/#\/exchange\/transfer\/log/);
    await rowWith(page, `e2e ${unique}`).first().waitFor();
    await errors.check();
  });

  it('exports every withdrawal of a coin in the last 90 days, not the page', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/exchange/deposit?symbol=BTC&direction=1');
    await page.getByRole('row').nth(1).waitFor();
    // The list's default range: from the business day's midnight 90 days back (UTC+8, whatever the browser's zone).
    const from = businessDaysBack(90);
    const { total } = await data<{ total: number }>(`/v1/admin/exchange_deposit/list?count=1&symbol=BTC&direction=1&from=${from}`);
    expect(total).toBeGreaterThan(10); // more than one page: the export must fetch them all
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      page.getByRole('button', { name: '导出 Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await expectToast(page, `已导出 ${total} 行`);
    await errors.check();
  }, 120_000);
});
