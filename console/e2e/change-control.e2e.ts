// Change control end to end, with approval on (the production default): a DApp changed twice shows both changes in
// its history, field by field, in Chinese and in English, and goes back to the earlier revision; publishing a version
// as the latest waits for a second operator, who approves it in the approvals inbox of another browser context, and
// the version becomes the latest, its row marked 待审批 meanwhile; a forced upgrade saved from its form waits too, and
// the form gives way; a deleted splash screen comes back from the list's recycle bin.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11y, type RunningApp, useApp, until } from './harness';
import {
  apiCall,
  choose,
  confirmWithAdminPassword,
  expectToast,
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

describe('row history and revert', () => {
  it('shows a DApp changed twice with both diffs in Chinese and English, and reverts it', async () => {
    const { page, refused } = await signInGroupUser(browser, app.url, 'application');
    const errors = watchErrors(page);
    // A DApp the list shows as it opens: its first row.
    await openScreen(page, app.url, '/application/dapp');
    const firstRow = page.getByRole('row').nth(1);
    await firstRow.waitFor();
    const cells = (await firstRow.getByRole('cell').allTextContents()).map((text) => text.trim());
    const id = Number(cells.find((text) => /^\d+$/.test(text))); // the id column comes first
    expect(id).toBeGreaterThan(0);
    const first = `E2E 历史一 ${unique}`;
    const second = `E2E 历史二 ${unique}`;
    for (const title of [first, second]) expect((await apiCall(page, '/v1/admin/application/update', { id, title })).result).toBe(0);
    await page.getByRole('searchbox').fill(unique);
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, second).getByRole('button', { name: /^历史/ }).click();
    const dialog = page.getByRole('dialog', { name: /^修改历史/ });
    const revisions = dialog.getByRole('listitem');
    await until(() => revisions.count(), 'two or more revisions in the history').toBeGreaterThanOrEqual(2);
    await until(() => revisions.nth(0).textContent(), 'the newest revision naming both edits').toMatch(
      new RegExp(`修改.*${first}.*${second}`),
    );
    await until(() => revisions.nth(1).textContent(), 'the older revision naming the first edit').toMatch(new RegExp(`修改.*${first}`));
    await expectNoSeriousA11y(page);

    await revisions.nth(1).getByRole('button', { name: '恢复到此版本' }).click();
    await page.getByRole('dialog', { name: '恢复到此版本？' }).getByRole('button', { name: '恢复到此版本' }).click();
    await expectToast(page, '已恢复到所选版本');
    await until(() => revisions.nth(0).textContent(), 'the 恢复版本 revision on top of the history').toMatch(
      new RegExp(`恢复版本.*${second}.*${first}`),
    );
    await page.keyboard.press('Escape');
    await rowWith(page, first).waitFor();

    // The same history in English, field labels and all.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByRole('searchbox').fill(unique);
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, first)
      .getByRole('button', { name: /^History/ })
      .click();
    const english = page.getByRole('dialog', { name: /History/ });
    await until(() => english.getByRole('listitem').nth(0).textContent(), 'the English history starting with Reverted').toMatch(
      new RegExp(`Reverted.*${first}`),
    );
    await until(() => english.getByRole('listitem').nth(1).textContent(), 'the English history second entry Changed').toMatch(
      new RegExp(`Changed.*${second}`),
    );
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await errors.check();
    expect(refused).toEqual([]);
    await page.context().close();
  });
});

describe('approval of a dangerous write', () => {
  let maker: Page;
  let checker: Page;

  it('publishes a version as the latest only after a second operator approves it in the inbox', async () => {
    ({ page: maker } = await signInGroupUser(browser, app.url, 'app'));
    ({ page: checker } = await signInGroupUser(browser, app.url, 'app'));
    const errors = watchErrors(maker);
    const versions = (await apiCall(maker, '/v1/admin/version/list?count=50&status=0')) as {
      data?: { list?: { id: number; version_name: string; latest_at: number | null }[] };
    };
    const version = versions.data?.list?.find((v) => v.latest_at === null);
    expect(version).toBeDefined();
    const name = version!.version_name;

    await openScreen(maker, app.url, '/app/version');
    await maker.getByRole('searchbox').fill(name);
    await maker.getByRole('searchbox').press('Enter');
    await rowWith(maker, name).first().getByRole('button', { name: '设为最新' }).click();
    await confirmWithAdminPassword(maker, '设为最新');
    await expectToast(maker, '已提交审批');
    const latest = async () =>
      ((await apiCall(maker, `/v1/admin/version/get?id=${version!.id}`)) as { data?: { latest_at?: number | null } }).data?.latest_at ??
      null;
    expect(await latest()).toBeNull();
    // The row says a write waits for it, and its history says which.
    await rowWith(maker, name).first().getByText('待审批', { exact: true }).waitFor();
    await rowWith(maker, name).first().getByRole('button', { name: /^历史/ }).click();
    await maker
      .getByRole('dialog', { name: /^修改历史/ })
      .getByText(/^等待审批：请求 #\d+（设为最新版本/)
      .waitFor();
    await maker.keyboard.press('Escape');

    // The second operator, in another browser context: the count in the top bar, the inbox, approve.
    // (signed in before the request: a fresh load counts it at once, an open console within a minute)
    await openScreen(checker, app.url, '/app/version');
    await checker.reload();
    await checker.getByRole('button', { name: /^待审批（[1-9]\d*）$/ }).click();
    await checker.waitForURL(/#\/approvals$/);
    const card = checker
      .getByRole('region', { name: /^请求 #\d+$/ })
      .filter({ hasText: '设为最新版本' })
      .first();
    await card.waitFor();
    await expectNoSeriousA11y(checker);
    await card.getByRole('button', { name: '批准' }).click();
    await checker.getByRole('dialog', { name: '批准并执行此请求？' }).getByRole('button', { name: '批准' }).click();
    await expectToast(checker, '已批准并执行');
    await until(latest, 'the version set latest by the approved request').not.toBeNull();

    await maker.reload();
    await maker.getByRole('searchbox').fill(name);
    await maker.getByRole('searchbox').press('Enter');
    await until(() => rowWith(maker, name).first().textContent(), 'the approved row listed with its date and time').toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    await until(
      () => rowWith(maker, name).first().getByText('待审批', { exact: true }).count(),
      'the 待审批 badge gone from the approved row',
    ).toBe(0);
    await errors.check();
    await checker.context().close();
  });

  it('says a forced upgrade will wait for approval, and closes its form once it does, adding nothing until then', async () => {
    const errors = watchErrors(maker);
    const title = `E2E forced ${unique}`;
    await openScreen(maker, app.url, '/app/update/add');
    await maker.getByLabel('标题').fill(title);
    await maker.getByLabel('渠道', { exact: true }).fill('official_apk');
    await maker.getByLabel('最低版本').fill('2.0');
    await maker.getByLabel('最高版本').fill('2.9.9');
    await maker.getByLabel('目标版本').fill('3.1.0');
    await maker.getByLabel('构建号').fill('310');
    await maker.getByLabel('下载地址').fill('https://download.example/wallet-3.1.0.apk');
    // The form says beforehand that this one waits (the contract's x-approval-policy: a forced upgrade's create).
    const note = maker.getByRole('note').filter({ hasText: '此更改受审批保护' });
    expect(await note.count()).toBe(0);
    await choose(maker, maker, '升级方式', '强制升级');
    await note.waitFor();
    await maker.getByRole('button', { name: '保存' }).click();
    await expectToast(maker, '已提交审批');
    // Back on the list, nothing left to save twice (no "leave with edits?" question either).
    await maker.waitForURL(/#\/app\/update(\?|$)/);
    const found = (await apiCall(maker, `/v1/admin/upgrade/list?key=${encodeURIComponent(title)}`)) as { data?: { total?: number } };
    expect(found.data?.total).toBe(0);
    await errors.check();
    await maker.context().close();
  });
});

describe('recycle bin', () => {
  it('lists a deleted splash screen by its title and restores it under its old id', async () => {
    const { page, refused } = await signInGroupUser(browser, app.url, 'app');
    const errors = watchErrors(page);
    const title = `E2E 回收 ${unique}`;
    const created = await apiCall(page, '/v1/admin/splash/create', {
      title,
      image_url: 'https://example.com/splash.png',
      lang: 'zh-Hans',
      platform: 'all',
    });
    expect(created.result).toBe(0);
    const id = created.data!.id!;
    expect((await apiCall(page, `/v1/admin/splash/delete/${id}`, {})).result).toBe(0);

    await openScreen(page, app.url, '/app/splash');
    await page.getByRole('button', { name: '回收站' }).click();
    const bin = page.getByRole('dialog', { name: /^回收站/ });
    const entry = bin.getByRole('listitem').filter({ hasText: title });
    await entry.waitFor();
    await until(() => entry.textContent(), 'the deleted row in the bin with its deletion time').toMatch(/于 \d{4}-.* 删除/);
    await expectNoSeriousA11y(page);
    await entry.getByRole('button', { name: `恢复 ${title}` }).click();
    await expectToast(page, `已恢复：${title}`);
    await until(() => bin.getByRole('listitem').filter({ hasText: title }).count(), 'the restored row gone from the bin').toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox').fill(title);
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, title).waitFor();
    const back = (await apiCall(page, `/v1/admin/splash/get?id=${id}`)) as { result: number; data?: { title?: string } };
    expect(back.data?.title).toBe(title);
    await errors.check();
    expect(refused).toEqual([]);
    await page.context().close();
  });
});
