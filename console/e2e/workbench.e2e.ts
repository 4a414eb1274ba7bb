// Issue 44, the operator's workbench on a list (区块链, as every list has it): a saved view shared with the role is
// offered to another operator of the role and never to one without it; a hidden column stays hidden after signing out
// and in; j/k move the row focus and Enter opens the row. One server, three sign-ins shared by the tests (admin, who
// makes the role, is the operator without it), axe on the new dialogs.
import { hashPassword } from '@wallet-admin/sdk';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11y, goTo, newPage, signIn, until, useApp, waitForScreen, type RunningApp } from './harness';
import { apiCall, openScreen } from './screen-helpers';

const LIST = '/system/blockchain';
const PASSWORD = 'Bench@12345';

let app: RunningApp;
let browser: Browser;
/** Two operators of one role holding the list, and admin: every screen, another role. */
const pages: Record<'alice' | 'bob' | 'admin', Page> = {} as never;

/** A role holding the list (and its rows' page), and its users, made by admin through the API. */
async function team(admin: Page, code: string, users: string[]): Promise<void> {
  const permissions = [LIST, `${LIST}/detail*`];
  const role = await apiCall(admin, '/v1/admin/accredit/role', { name: code, code, permissions }, { json: true });
  for (const user_name of users) {
    const created = await apiCall(admin, '/v1/admin/register', {
      user_name,
      password: hashPassword(PASSWORD),
      role_id: role.data?.id ?? 0,
    });
    if (created.result !== 0) throw new Error(`set-up of ${user_name}: result ${created.result}`);
  }
}

useApp(async (session) => {
  ({ app, browser } = session);
  pages.admin = (await newPage(browser, { width: 1440, height: 900 })).page;
  await signIn(pages.admin, app.url);
  await team(pages.admin, 'bench-team', ['bench_alice', 'bench_bob']);
  for (const name of ['alice', 'bob'] as const) {
    pages[name] = (await newPage(browser, { width: 1440, height: 900 })).page;
    await signIn(pages[name], app.url, `bench_${name}`, PASSWORD);
  }
});

const views = (page: Page) => page.getByRole('navigation', { name: '已保存视图' });
/** The table's column titles (a sortable one without its ↕ ▲ ▼). */
const headers = async (page: Page) =>
  (await page.getByRole('table').getByRole('columnheader').allTextContents()).map((text) => text.replace(/[↕▲▼]/g, '').trim());

describe('saved views', () => {
  it('saves the filters as a view shared with the role: kept after a reload, offered to the role, not to another', async () => {
    const alice = pages.alice;
    await openScreen(alice, app.url, `${LIST}?status=1&sort=id&order=desc`);
    await alice.getByRole('button', { name: '另存为视图' }).click();
    const dialog = alice.getByRole('dialog', { name: '将当前的筛选、排序和列保存为视图' });
    await dialog.getByLabel('视图名称').fill('停用的链');
    await dialog.getByText(/共享给我的角色/).click();
    await expectNoSeriousA11y(alice);
    await dialog.getByRole('button', { name: '保存' }).click();
    await until(() => views(alice).locator('[aria-current="true"]').textContent(), 'the saved view opened').toBe('停用的链');
    await until(() => decodeURIComponent(alice.url()), 'the view in the address').toMatch(/view=\d+/);

    await alice.reload();
    await waitForScreen(alice, LIST);
    await until(() => views(alice).locator('[aria-current="true"]').textContent(), 'the view still open after a reload').toBe('停用的链');

    const bob = pages.bob;
    await openScreen(bob, app.url, LIST);
    await views(bob).getByRole('button', { name: '停用的链' }).click();
    await until(() => decodeURIComponent(bob.url()), "the view's query opened for another operator of the role").toContain('status=1');
    // Shared, not theirs: they may make it their default (the list opens with it) but not rename or delete it.
    expect(await bob.getByRole('button', { name: '重命名' }).count()).toBe(0);
    await bob.getByRole('button', { name: '设为默认' }).click();
    await views(bob)
      .getByRole('button', { name: /^停用的链.*默认/ })
      .waitFor();
    // A fresh start of the console at the bare list (a hash change alone keeps the list as it was).
    await goTo(bob, LIST);
    await bob.waitForURL((address) => address.hash === `#${LIST}`);
    await bob.reload();
    await waitForScreen(bob, LIST);
    await until(() => decodeURIComponent(bob.url()), 'the default view opened with the list').toMatch(
      /status=1.*view=\d+|view=\d+.*status=1/,
    );

    // An operator of another role: their own view shows, so the list of views came, and the shared one is not in it.
    const other = pages.admin;
    await openScreen(other, app.url, `${LIST}?platform=1`);
    await other.getByRole('button', { name: '另存为视图' }).click();
    await other.getByRole('dialog').getByLabel('视图名称').fill('我的链');
    await other.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await views(other).getByRole('button', { name: '我的链' }).waitFor();
    expect(await views(other).getByRole('button', { name: '停用的链' }).count()).toBe(0);
  });
});

describe('columns', () => {
  it('a hidden column stays hidden after signing out and in again', async () => {
    const alice = pages.alice;
    await openScreen(alice, app.url, LIST);
    await until(() => headers(alice), 'the declared columns').toContain('符号');
    await alice.getByRole('button', { name: '列设置' }).click();
    const dialog = alice.getByRole('dialog', { name: '本列表的列' });
    await dialog.getByRole('checkbox', { name: '显示 符号' }).click();
    await expectNoSeriousA11y(alice);
    await dialog.getByRole('button', { name: '保存' }).click();
    await until(() => headers(alice), 'the column hidden').not.toContain('符号');

    await alice.getByRole('button', { name: /: bench_alice$/ }).click();
    await alice.getByRole('menuitem', { name: '退出登录' }).click();
    await alice.waitForURL((address) => address.hash.startsWith('#/login'));
    await signIn(alice, app.url, 'bench_alice', PASSWORD);
    await openScreen(alice, app.url, LIST);
    await until(() => headers(alice), 'the list back with its other columns').toContain('名称');
    expect(await headers(alice)).not.toContain('符号');
  });
});

describe('keys', () => {
  it('j and k move the row focus, Enter opens the row, ? shows the keys', async () => {
    const alice = pages.alice;
    await goTo(alice, LIST);
    await waitForScreen(alice, LIST);
    const rows = alice.getByRole('table').locator('tbody tr:not([data-skeleton])');
    await rows.nth(1).waitFor();
    const second = (
      (await rows
        .nth(1)
        .locator('td')
        .nth((await headers(alice)).indexOf('ID'))
        .textContent()) ?? ''
    ).trim();
    await alice.getByRole('heading', { level: 1 }).click();
    await alice.keyboard.press('j');
    await alice.keyboard.press('j');
    await alice.keyboard.press('j');
    await alice.keyboard.press('k');
    await until(() => rows.nth(1).getAttribute('data-focused'), 'the second row focused').toBe('');
    await alice.keyboard.press('?');
    await alice.getByRole('dialog', { name: '键盘快捷键' }).waitFor();
    await expectNoSeriousA11y(alice);
    await alice.keyboard.press('Escape');
    await alice.getByRole('dialog').waitFor({ state: 'detached' });
    await alice.keyboard.press('Enter');
    await until(() => decodeURIComponent(alice.url()), 'the row opened').toContain(`${LIST}/detail?id=${second}`);
  });
});
