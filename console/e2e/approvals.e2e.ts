// The approvals inbox as an approver reads it (issue 54): operator A asks to publish a version whose download URL
// was changed while it was not live; operator B, signed in before, sees the sidebar's inbox entry count the request
// without a reload, opens the inbox and reads what users get now → once approved in the screen's labels (the download
// URL, the version's name, 审批时 for the moment it goes live), approves it, and the version's history names both
// operators.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11y, type RunningApp, useApp, until } from './harness';
import { hashPassword } from '@wallet-admin/sdk';
import {
  apiCall,
  confirmWithAdminPassword,
  expectToast,
  GROUP_PASSWORD,
  openScreen,
  rowWith,
  signInGroupUser,
  watchErrors,
} from './screen-helpers';

let app: RunningApp;
let browser: Browser;
const unique = Date.now().toString(36).slice(-5);
useApp((session) => {
  ({ app, browser } = session);
});

interface Version {
  id: number;
  platform: string;
  version_name: string;
  download_url: string;
  latest_at: number | null;
}

describe('the approvals inbox', () => {
  it('shows the approver what a publish puts live, counts it in the sidebar, and the history names both operators', async () => {
    const { page: maker, userName: makerName } = await signInGroupUser(browser, app.url, 'app');
    const { page: checker, userName: checkerName } = await signInGroupUser(browser, app.url, 'app');
    const errors = watchErrors(checker);
    const versions =
      ((await apiCall(maker, '/v1/admin/version/list?count=100&status=0')) as { data?: { list?: Version[] } }).data?.list ?? [];
    // A version not live, of a platform that has a live one (what users get now).
    const live = new Set(versions.filter((v) => v.latest_at !== null).map((v) => v.platform));
    const version = versions.find((v) => v.latest_at === null && live.has(v.platform));
    expect(version).toBeDefined();
    const { id, version_name: name } = version!;
    const url = `https://example.com/e2e-${unique}.apk`;
    // Not live: changed at once.
    expect((await apiCall(maker, '/v1/admin/version/update', { id, download_url: url })).result).toBe(0);

    // The approver's console is open before the request: the sidebar's entry counts what waits.
    await openScreen(checker, app.url, '/app/version');
    const sidebar = checker.getByRole('navigation', { name: '侧边菜单' });
    const entry = sidebar.getByRole('link', { name: /^待审批/ });
    await entry.waitFor();
    const countOf = async () => Number((await entry.textContent())?.match(/\d+/)?.[0] ?? 0);
    const before = await countOf();

    await openScreen(maker, app.url, '/app/version');
    await maker.getByRole('searchbox').fill(name);
    await maker.getByRole('searchbox').press('Enter');
    await rowWith(maker, name).first().getByRole('button', { name: '设为最新' }).click();
    await confirmWithAdminPassword(maker, '设为最新');
    await expectToast(maker, '已提交审批');

    // Without a reload: the count grows, the inbox opens from the sidebar.
    await until(countOf, 'the sidebar counting the new request').toBeGreaterThan(before);
    await entry.click();
    await checker.waitForURL(/#\/approvals$/);
    const card = checker
      .getByRole('region', { name: /^请求 #\d+$/ })
      .filter({ hasText: '版本管理 · 设为最新版本' })
      .filter({ hasText: url })
      .first();
    await card.waitFor();
    const goesLive = card.getByRole('region', { name: /用户现在得到 → 批准后得到/ });
    await until(() => goesLive.textContent(), 'what users get, in the screen labels: the download URL, now → then').toMatch(
      new RegExp(`下载地址.*→.*${url.replace(/[.]/g, '\\.')}`),
    );
    expect(await goesLive.textContent()).toContain(name);
    expect(await goesLive.textContent()).toContain('审批时');
    // No raw field names, no epoch milliseconds.
    expect(await card.textContent()).not.toMatch(/download_url|latest_at|\d{13}|setLastVersion|version:\d/);
    await expectNoSeriousA11y(checker);

    await card.getByRole('button', { name: '批准' }).click();
    await checker.getByRole('dialog', { name: '批准并执行此请求？' }).getByRole('button', { name: '批准' }).click();
    await expectToast(checker, '已批准并执行');
    await until(countOf, 'the sidebar count back down').toBe(before);

    // The version's history: the requester's revision, approved by the second operator.
    await openScreen(checker, app.url, '/app/version');
    await checker.getByRole('searchbox').fill(name);
    await checker.getByRole('searchbox').press('Enter');
    await rowWith(checker, name).first().getByRole('button', { name: /^历史/ }).click();
    const history = checker.getByRole('dialog', { name: /^修改历史/ });
    await until(() => history.getByRole('listitem').first().textContent(), 'the published revision naming both operators').toMatch(
      new RegExp(`${makerName}.*审批人 ${checkerName}`),
    );
    await errors.check();
    await maker.context().close();
    await checker.context().close();
  });

  it("holds App配置's live switches for a second operator, who approves them from the inbox", async () => {
    const { page: maker } = await signInGroupUser(browser, app.url, 'app');
    const { page: checker } = await signInGroupUser(browser, app.url, 'app');
    await openScreen(maker, app.url, '/app/appconfig');
    const otc = maker.getByRole('switch', { name: 'OTC' });
    await otc.waitFor();
    const was = await otc.getAttribute('aria-checked');
    await otc.click();
    await maker.getByRole('button', { name: '保存' }).click();
    await expectToast(maker, '已提交审批');
    await maker.reload();
    await until(() => maker.getByRole('switch', { name: 'OTC' }).getAttribute('aria-checked'), 'OTC as it was').toBe(was);

    await openScreen(checker, app.url, '/approvals');
    const card = checker
      .getByRole('region', { name: /^请求 #\d+$/ })
      .filter({ hasText: '保存App配置' })
      .filter({ hasText: '待审批' })
      .first();
    await card.waitFor();
    // The change by its switch, not the whole section.
    // The change by its switch, in the form's labels: 功能开关 · OTC 否 → 改为 是 (or back).
    await until(() => card.textContent(), 'the change by its switch').toMatch(/App 配置功能开关 · OTC(是|否)→改为(是|否)/);
    expect(await card.textContent()).not.toMatch(/config:|features\.otc/);
    await card.getByRole('button', { name: '批准' }).click();
    await checker.getByRole('dialog', { name: '批准并执行此请求？' }).getByRole('button', { name: '批准' }).click();
    await expectToast(checker, '已批准并执行');
    await maker.reload();
    await until(() => maker.getByRole('switch', { name: 'OTC' }).getAttribute('aria-checked'), 'OTC switched once approved').not.toBe(was);
    await maker.context().close();
    await checker.context().close();
  });

  it('shows an internal transfer by its accounts’ names, and its row names who asked beside who approved', async () => {
    const { page: maker, userName: makerName } = await signInGroupUser(browser, app.url, 'exchange');
    const { page: checker, userName: checkerName } = await signInGroupUser(browser, app.url, 'exchange');
    const errors = watchErrors(checker);
    const remark = `e2e 划转 ${unique}`;
    const body = { from_account: 1, to_account: 2, symbol: 'USDT', amount: '0.01', remark, password: hashPassword(GROUP_PASSWORD) };
    expect((await apiCall(maker, '/v1/admin/exchange_transfer/create', body)).result).toBe(20202);

    await openScreen(checker, app.url, '/exchange/transfer/log');
    await checker
      .getByRole('navigation', { name: '侧边菜单' })
      .getByRole('link', { name: /^待审批/ })
      .click();
    await checker.waitForURL(/#\/approvals$/);
    const card = checker
      .getByRole('region', { name: /^请求 #\d+$/ })
      .filter({ hasText: remark })
      .first();
    await card.waitFor();
    const row = card.getByRole('region', { name: /#\d+$/ }).first();
    await until(() => row.textContent(), 'the transfer in the ledger screen’s labels, accounts by name').toMatch(
      /转出账户.*热钱包.*转入账户.*冷钱包/,
    );
    expect(await row.textContent()).toMatch(new RegExp(`申请人.*${makerName}`));
    expect(await row.textContent()).toMatch(/操作人.*审批人/);
    expect(await row.textContent()).not.toMatch(/from_account|to_account|\d{13}/);
    await card.getByRole('button', { name: '批准' }).click();
    await checker.getByRole('dialog', { name: '批准并执行此请求？' }).getByRole('button', { name: '批准' }).click();
    await expectToast(checker, '已批准并执行');

    await openScreen(checker, app.url, '/exchange/transfer/log');
    await checker.getByRole('searchbox').fill(remark);
    await checker.getByRole('searchbox').press('Enter');
    await until(() => rowWith(checker, remark).first().textContent(), 'the transfer row naming who asked and who approved').toMatch(
      new RegExp(`${makerName}.*${checkerName}`),
    );
    await errors.check();
    await maker.context().close();
    await checker.context().close();
  });

  it('applies a transfer above 10,000 USDT at the second approver, not the first (a quorum of two)', async () => {
    const maker = await signInGroupUser(browser, app.url, 'exchange');
    const first = await signInGroupUser(browser, app.url, 'exchange');
    const second = await signInGroupUser(browser, app.url, 'exchange');
    const errors = watchErrors(first.page);
    const remark = `e2e 大额划转 ${unique}`;
    const body = { from_account: 1, to_account: 2, symbol: 'USDT', amount: '12000', remark, password: hashPassword(GROUP_PASSWORD) };
    expect((await apiCall(maker.page, '/v1/admin/exchange_transfer/create', body)).result).toBe(20202);
    const cardOf = (page: typeof first.page) =>
      page
        .getByRole('region', { name: /^请求 #\d+$/ })
        .filter({ hasText: remark })
        .first();
    const approve = async (page: typeof first.page, toast: string) => {
      await openScreen(page, app.url, '/approvals');
      const card = cardOf(page);
      await card.getByText('0/2 人已批准').or(card.getByText('1/2 人已批准')).waitFor();
      await card.getByRole('button', { name: '批准' }).click();
      await page.getByRole('dialog', { name: '批准并执行此请求？' }).getByRole('button', { name: '批准' }).click();
      await expectToast(page, toast);
    };
    await approve(first.page, '已批准（1/2），还需其他审批人批准后执行');
    // Recorded, nothing applied: the first approver can no longer approve it, and the ledger has no such row.
    const card = cardOf(first.page);
    await card.getByText('您已批准，等待其他审批人').waitFor();
    await until(() => card.getByText(`1/2 人已批准；${first.userName}`, { exact: false }).count(), 'the progress naming the first').toBe(1);
    expect(await card.getByRole('button', { name: '批准' }).count()).toBe(0);
    const ledger = async () =>
      (
        (await apiCall(first.page, `/v1/admin/exchange_transfer/list?key=${encodeURIComponent(remark)}`)).data as unknown as {
          total: number;
        }
      ).total;
    expect(await ledger()).toBe(0);
    await expectNoSeriousA11y(first.page);

    await approve(second.page, '已批准并执行');
    await until(ledger, 'the transfer in the ledger after the second approval').toBe(1);
    await errors.check();
    await Promise.all([maker, first, second].map(({ page }) => page.context().close()));
  });
});
