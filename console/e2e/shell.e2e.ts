// The shell end to end, part 1: sign-in and the guard, menus by permission, session expiry,
// production errors and changing the password (layout behaviour: shell-layout.e2e.ts).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, expectNoSeriousA11y, goTo, newPage, signIn, totp, waitForPath, type RunningApp, useApp, until } from './harness';

let app: RunningApp;
let browser: Browser;

useApp((session) => {
  ({ app, browser } = session);
});

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

describe('sign-in and the guard', () => {
  it('sends an anonymous visit to login and back after sign-in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/#/system/language`);
    await waitForPath(page, '/login?redirect=/system/language');
    await expectNoSeriousA11y(page);
    await page.screenshot({ path: '/tmp/shell-login.png' });
    await page.getByLabel('账号').fill(DEMO_USERS.admin.user);
    await page.getByLabel('密码', { exact: true }).fill(DEMO_USERS.admin.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await waitForPath(page, '/system/language');
    await until(() => page.title(), 'the document title of 语言管理').toBe('语言管理 - 钱包管理后台');
    await context.close();
  });

  it('flags empty fields under them and a wrong password on the form', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/#/login`);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await until(() => page.getByRole('alert').allTextContents(), 'both required messages of the login form').toEqual([
      '请输入账号',
      '请输入密码',
    ]);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await until(
      () => page.locator('[data-sonner-toast][data-type="error"]').count(),
      'an error toast for the wrong sign-in',
    ).toBeGreaterThan(0);
    expect(hashOf(page)).toMatch(/^#\/login/);
    await context.close();
  });

  it('keeps the session where no script reads it: HttpOnly, SameSite=Strict, not in document.cookie', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, app.url);
    const session = (await context.cookies()).find((c) => c.name === 'USER_TOKEN');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toContain('USER_TOKEN');
    expect(readable).not.toContain(session!.value);
    expect(readable).toContain('USER_ID=');
    // The console works on the cookie alone: a screen loads its rows, a reload stays signed in.
    await goTo(page, '/system/language');
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.reload();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(hashOf(page)).toBe('#/system/language');
    await context.close();
  });

  it('signs out: cookies cleared, back on the login page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, app.url);
    expect(hashOf(page)).toBe('#/dashboard');
    await until(() => page.title(), 'the document title of 首页').toBe('首页 - 钱包管理后台');
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await waitForPath(page, '/login');
    expect((await context.cookies()).filter((c) => c.name.startsWith('USER_'))).toEqual([]);
    await context.close();
  });

  it('signs out in one browser tab and the other tab follows at once, with no click', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, app.url);
    const other = await context.newPage();
    await other.goto(`${app.url}/#/system/language`);
    await waitForPath(other, '/system/language');
    await other.getByRole('table').waitFor();
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await waitForPath(other, '/login?redirect=/system/language');
    await until(() => other.getByRole('table').count(), 'the other tab signed out (its table gone)').toBe(0);
    await context.close();
  });

  it('sends unknown paths to 404 and unheld screens home', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);
    await goTo(page, '/no/such/page');
    await waitForPath(page, '/404');
    await until(() => page.getByRole('heading', { level: 1 }).textContent(), 'the 页面不存在 heading').toBe('页面不存在');
    await page.goto(`${app.url}/#/system/blockchain`);
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('shows the operator only the App and DApp menus', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);
    const menu = page.getByRole('navigation', { name: '侧边菜单' });
    await until(() => menu.locator(':scope > ul > li > button').allTextContents(), "only the operator's groups in the menu").toEqual([
      'App管理',
      '发现页管理',
    ]);
    expect(await menu.getByRole('link', { name: '首页' }).count()).toBe(1);
    await context.close();
  });

  it('ends an expired session on the next call, keeping where the user was', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, app.url);
    await context.addCookies([{ name: 'USER_TOKEN', value: 'bogus-token', url: app.url }]);
    await goTo(page, '/system/language');
    await waitForPath(page, '/login?redirect=/system/language');
    expect((await context.cookies()).some((c) => c.name === 'USER_TOKEN')).toBe(false);
    await context.close();
  });
});

describe('production errors', () => {
  it('collects uncaught errors in the error log, which Clear All empties', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, app.url);
    const button = page.getByRole('button', { name: /^错误日志/ });
    expect(await button.count()).toBe(0);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e boom');
      });
      void Promise.reject(new Error('e2e rejection'));
    });
    await button.click();
    const dialog = page.getByRole('dialog', { name: '错误日志' });
    await dialog.getByText('e2e boom', { exact: true }).waitFor();
    await dialog.getByText('e2e rejection', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: '清空全部' }).click();
    await dialog.getByText('暂无错误记录').waitFor();
    await page.keyboard.press('Escape');
    await until(() => button.count(), 'the error log button gone once emptied').toBe(0);
    await context.close();
  });
});

describe('changing the password', () => {
  it('signs the user out, and the new password works', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码').fill(DEMO_USERS.operator.password);
    await dialog.getByLabel('新密码', { exact: true }).fill('Operator@67890');
    await dialog.getByLabel('确认新密码').fill('Operator@67890');
    await dialog.getByLabel('谷歌验证码').fill(totp());
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('status').getByText('密码已修改，请重新登录').waitFor();
    await signIn(page, app.url, DEMO_USERS.operator.user, 'Operator@67890');
    expect(hashOf(page)).toBe('#/dashboard');
    await context.close();
  });
});
