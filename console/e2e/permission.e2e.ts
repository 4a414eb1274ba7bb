// The role permission screen end to end: grant a screen to the operator role and see it in the
// operator's menu; add a role; register an operator, reset its password and delete it.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS, expectNoSeriousA11y, newPage, signIn, type RunningApp, useSignedInApp, until } from './harness';
import { choose, expectToast, openScreen, rowWith } from './screen-helpers';

let app: RunningApp;
let browser: Browser;
let page: Page;
const unique = Date.now().toString(36).slice(-5);

useSignedInApp((session) => ({ app, browser, page } = session));

describe('/permission/role', () => {
  it('grants a screen to the operator role, which then sees it in its menu', async () => {
    await openScreen(page, app.url, '/permission/role');
    // The role's button (its name, code and type): not the sidebar's 运营设置 group.
    await page.getByRole('button', { name: /^运营 operator/ }).click();
    const screen = page.getByRole('checkbox', { name: '语言管理', exact: true });
    await screen.waitFor();
    expect(await screen.getAttribute('aria-checked')).toBe('false');
    await screen.click();
    expect(await screen.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('checkbox', { name: '系统设置' }).getAttribute('aria-checked')).toBe('mixed');
    await page.screenshot({ path: '/tmp/console-role.png' });
    await expectNoSeriousA11y(page);
    await page.getByRole('button', { name: '保存权限' }).click();
    await expectToast(page, '权限已保存');

    const { page: operator } = await newPage(browser, { width: 1440, height: 900 });
    await signIn(operator, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);
    const menu = operator.getByRole('navigation').first();
    await menu.getByRole('button', { name: '系统设置' }).click();
    await menu.getByRole('link', { name: '语言管理' }).click();
    await operator.waitForURL(/#\/system\/language/);
    await openScreen(operator, app.url, '/system/language');
    expect(await operator.getByRole('heading', { level: 1 }).textContent()).toBe('语言管理');
    await operator.getByRole('row').nth(1).waitFor();
    await operator.context().close();
  });

  it('adds a role', async () => {
    await openScreen(page, app.url, '/permission/role');
    await page.getByRole('button', { name: '新建角色' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('角色名称').fill(`E2E role ${unique}`);
    await dialog.getByLabel('角色代码').fill('Not Valid');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('格式不正确').waitFor();
    await dialog.getByLabel('角色代码').fill(`e2e-${unique}`);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.getByRole('button', { name: new RegExp(`E2E role ${unique}`) }).waitFor();
  });

  it('registers an operator, resets its password and deletes it with the password', async () => {
    const user = `e2e_${unique}`;
    await openScreen(page, app.url, '/permission/role');
    await page.getByRole('button', { name: '新增用户' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('用户名').fill(user);
    await dialog.getByLabel('初始密码').fill('short');
    await choose(dialog, page, '角色', /运营/);
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('8-30 位，须包含字母、数字和特殊字符', { exact: true }).first().waitFor();
    await dialog.getByLabel('初始密码').fill('E2e@pass123');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await rowWith(page, user).waitFor();

    await rowWith(page, user).getByRole('button', { name: '重置密码' }).click();
    await dialog.getByLabel('新密码').fill('E2e@pass456');
    await dialog.getByLabel('登录密码').fill(DEMO_USERS.admin.password);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '密码已重置');

    await rowWith(page, user).getByRole('button', { name: '删除' }).click();
    await dialog.getByLabel('登录密码').fill(DEMO_USERS.admin.password);
    await dialog.getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
    await until(() => rowWith(page, user).count(), 'the deleted user gone from the list').toBe(0);
  });
});
