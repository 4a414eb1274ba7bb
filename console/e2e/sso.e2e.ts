// Issue 43, single sign-on in the browser: with SSO on, the sign-in page offers 使用单点登录; the button takes the
// browser to the provider (oidc-provider, started by this test: server/test/oidc-provider.ts), whose own login and
// consent forms are filled in, and the browser comes back to the console signed in, the provider's code gone from the
// address, the session listed in 我的账户 as a single sign-on. The server-side checks are server/test/sso.test.ts.
// Under SSO_ONLY (issue 55) the sign-in page leads with single sign-on: its button first, the password
// form below it only for the break-glass account, and an operator's password refused in the server's words.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLIENT, startProvider, type TestProvider } from '../../server/test/oidc-provider';
import { DEMO_USERS, expectNoSeriousA11y, launchBrowser, newPage, startApp, until, type RunningApp } from './harness';
import { expectToast } from './screen-helpers';

let provider: TestProvider;
let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  // The console's address is its redirect URI, known once the server listens (read at the provider's first request).
  provider = await startProvider(() => `${app.url}/`);
  provider.people.set('olivia-sub', { name: 'olivia', groups: ['wallet-ops'] });
  app = await startApp({
    SSO_ISSUER: provider.issuer,
    SSO_CLIENT_ID: CLIENT.id,
    SSO_CLIENT_SECRET: CLIENT.secret,
    SSO_GROUP_ROLES: JSON.stringify({ 'wallet-ops': 'operator' }),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await provider?.close();
});

it('signs in with SSO through the provider’s login form and comes back to the console signed in', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(`${app.url}/#/login`);
  const button = page.getByRole('button', { name: '使用单点登录' });
  await button.waitFor();
  await expectNoSeriousA11y(page);
  await button.click();
  // The provider's pages.
  await page.locator('input[name="login"]').fill('olivia-sub');
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back at the console, signed in.
  await page.getByRole('button', { name: /用户菜单|User menu/ }).click();
  expect(new URL(page.url()).search).toBe('');
  await page.getByRole('menuitem', { name: '我的账户' }).click();
  await until(() => page.getByRole('dialog').textContent(), 'the account dialog with the single sign-on session').toMatch(
    /olivia[\s\S]*单点登录/,
  );
  await context.close();
});

it('leads with single sign-on under SSO_ONLY, the password kept for the break-glass account', async () => {
  const only = await startApp({
    SSO_ISSUER: provider.issuer,
    SSO_CLIENT_ID: CLIENT.id,
    SSO_CLIENT_SECRET: CLIENT.secret,
    SSO_GROUP_ROLES: JSON.stringify({ 'wallet-ops': 'operator' }),
    SSO_ONLY: 'on',
    SSO_BREAK_GLASS: DEMO_USERS.admin.user,
  });
  try {
    const { context, page } = await newPage(browser);
    await page.goto(`${only.url}/#/login`);
    const button = page.getByRole('button', { name: '使用单点登录' });
    await button.waitFor();
    // First: the page's first button, above the password form.
    expect(await page.getByRole('main').getByRole('button').first().textContent()).toBe('使用单点登录');
    const [sso, account] = await Promise.all([button.boundingBox(), page.locator('input[name="user_name"]').boundingBox()]);
    expect(sso!.y).toBeLessThan(account!.y);
    await page.getByText('以下密码登录仅供应急账号使用。').waitFor();
    await expectNoSeriousA11y(page);
    await page.locator('input[name="user_name"]').fill(DEMO_USERS.operator.user);
    await page.locator('input[name="password"]').fill(DEMO_USERS.operator.password);
    await page.locator('form button[type="submit"]').click();
    await expectToast(page, '已关闭密码登录：请使用单点登录');
    expect(page.url()).toContain('#/login');
    await context.close();
  } finally {
    await only.close();
  }
});

it("asks for the provider's own sign-in after signing out when the provider cannot end its session (prompt=login)", async () => {
  // A provider without RP-initiated logout: signing out of the console leaves the provider's session in the browser.
  const started: { app?: RunningApp } = {}; // the redirect URI is read at the provider's first request, once it listens
  const bare = await startProvider(() => `${started.app!.url}/`, { endSession: false });
  bare.people.set('pete-sub', { name: 'pete', groups: ['wallet-ops'] });
  const bareApp = (started.app = await startApp({
    SSO_ISSUER: bare.issuer,
    SSO_CLIENT_ID: CLIENT.id,
    SSO_CLIENT_SECRET: CLIENT.secret,
    SSO_GROUP_ROLES: JSON.stringify({ 'wallet-ops': 'operator' }),
  }));
  try {
    const { context, page } = await newPage(browser);
    await page.goto(`${bareApp.url}/#/login`);
    await page.getByRole('button', { name: '使用单点登录' }).click();
    await page.locator('input[name="login"]').fill('pete-sub');
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /用户菜单|User menu/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    // Back at the sign-in page: single sign-on shows the provider's login form again, not a silent re-entry.
    await page.getByRole('button', { name: '使用单点登录' }).click();
    await page.locator('input[name="login"]').waitFor();
    expect(new URL(page.url()).origin).toBe(bare.issuer);
    await page.locator('input[name="login"]').fill('pete-sub');
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: /用户菜单|User menu/ }).waitFor();
    // Signed in again through the form: the next sign-out asks again, and nothing is left asking meanwhile.
    expect(await page.evaluate(() => localStorage.getItem('wallet-admin.sso-prompt-login'))).toBeNull();
    await context.close();
  } finally {
    await bareApp.close();
    await bare.close();
  }
});
