// Issue 55: an administrator sees another operator's sessions from 用户管理 (device and browser, not the raw
// User-Agent) and ends them all; the operator's page lands on the sign-in page naming the administrator who ended it.
// Issue 58: the administrator disables the operator (its open page lands on the sign-in page saying who disabled it,
// and its password is refused), enables it again and moves it to another role, each after a confirmation. The
// operator's own security log in 我的账户 shows its sign-in.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS, expectNoSeriousA11y, newPage, signIn, type RunningApp, useSignedInApp, waitForPath, waitForScreen } from './harness';
import { choose, expectToast, openScreen } from './screen-helpers';

let app: RunningApp;
let browser: Browser;
let page: Page;

useSignedInApp((session) => ({ app, browser, page } = session));

describe('ending another operator’s sessions', () => {
  it('lists them readably, ends them all after a confirmation, and the operator is told why at sign-in', async () => {
    const { context, page: operator } = await newPage(browser);
    await signIn(operator, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);

    await openScreen(page, app.url, '/permission/role');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: DEMO_USERS.operator.user, exact: true }) });
    await row.getByRole('button', { name: '会话', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '会话' });
    const sessions = dialog.getByRole('region', { name: '登录会话' });
    // Debian's Chromium on Linux, read by the server: the device and browser, not the header itself.
    const item = sessions.getByRole('listitem').filter({ hasText: /电脑 · (Headless)?Chrome \d+ · Linux/ });
    await item.first().waitFor();
    expect(await sessions.getByText('Mozilla/5.0').count()).toBe(0);
    await expectNoSeriousA11y(page);

    await sessions.getByRole('button', { name: '结束全部会话' }).click();
    const confirm = page.getByRole('dialog', { name: '结束全部会话' });
    await confirm.getByText('结束「operator」的全部会话？').waitFor();
    await expectNoSeriousA11y(page);
    await confirm.getByRole('button', { name: '结束全部会话' }).click();
    await expectToast(page, '已结束 1 个会话');
    await sessions.getByText('没有未结束的会话').waitFor();

    // The operator's next request is refused: the page goes to the sign-in page, which says why and who.
    await operator.reload();
    await waitForPath(operator, '/login');
    await operator.getByRole('status').getByText(`管理员 ${DEMO_USERS.admin.user} 结束了您的会话，请重新登录`).waitFor();
    await context.close();
  });
});

describe('disabling, enabling and re-roling an operator', () => {
  it('ends the open session at once with the reason at sign-in, refuses the password until enabled, then moves the role', async () => {
    const { context, page: operator } = await newPage(browser);
    await signIn(operator, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);

    // A fresh page of the screen (the test before left a dialog open on it).
    await page.goto(`${app.url}/#/permission/role`);
    await page.reload();
    await waitForScreen(page, '/permission/role');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: DEMO_USERS.operator.user, exact: true }) });
    await row.getByRole('button', { name: '停用', exact: true }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: '停用「operator」？' });
    await confirm.waitFor();
    await expectNoSeriousA11y(page);
    await confirm.getByRole('button', { name: '停用', exact: true }).click();
    await expectToast(page, '用户已停用，会话已结束');
    await row.getByRole('button', { name: '启用', exact: true }).waitFor();

    // The operator's next request is refused: the sign-in page says who disabled the account; the password is refused.
    // Its page may learn it by a request of its own first (the sign-in page then shows why once): only a page still
    // signed in is sent on, in the page's own turn, to another screen, whose request lands it there.
    await operator.evaluate(() => {
      if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/app/version';
    });
    await waitForPath(operator, '/login');
    await operator.getByRole('status').getByText(`管理员 ${DEMO_USERS.admin.user} 停用了您的账号，请联系管理员`).waitFor();
    await operator.locator('input[name="user_name"]').fill(DEMO_USERS.operator.user);
    await operator.locator('input[name="password"]').fill(DEMO_USERS.operator.password);
    await operator.locator('form button[type="submit"]').click();
    await expectToast(operator, '账号已停用');
    expect(operator.url()).toContain('#/login');

    // Enabled again: the operator signs in.
    await row.getByRole('button', { name: '启用', exact: true }).click();
    const enable = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: '启用「operator」？' });
    await enable.getByRole('button', { name: '启用', exact: true }).click();
    await expectToast(page, '用户已启用');
    await signIn(operator, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);

    // Moved to 审计员: the row shows the new role.
    await row.getByRole('button', { name: '更改角色', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '更改角色' });
    await dialog.getByText('将“operator”调整到其他角色').waitFor();
    await choose(dialog, page, '角色', '审计员');
    await expectNoSeriousA11y(page);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '角色已更改');
    await row.getByRole('cell', { name: '审计员', exact: true }).waitFor();

    // The operator's own security log shows its sign-in.
    await operator.reload();
    await operator.getByRole('button', { name: /用户菜单|User menu/ }).click();
    await operator.getByRole('menuitem', { name: '我的账户' }).click();
    await operator.getByRole('list', { name: '安全事件（最新在前）' }).getByRole('listitem').filter({ hasText: '登录' }).first().waitFor();
    await context.close();
  });
});
