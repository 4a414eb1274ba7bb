// The dashboard end to end: counts link to their screens, recent changes show, and axe passes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11y, launchBrowser, signIn, startApp, type RunningApp } from './harness';

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, app.url);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

it('shows counts that open their screens and the latest changes', async () => {
  await page.goto(`${app.url}/#/dashboard`);
  const card = page.getByRole('link', { name: /区块链管理/ }).filter({ visible: true }).first();
  await card.waitFor();
  expect(await page.getByRole('heading', { name: '最近变更' }).count()).toBe(1);
  await page.getByText('login', { exact: true }).first().waitFor(); // this sign-in is the latest change
  await page.screenshot({ path: '/tmp/console-dashboard.png' });
  await expectNoSeriousA11y(page);
  await card.click();
  await page.waitForURL(/#\/system\/blockchain$/);
  expect(await page.getByRole('heading', { level: 1 }).filter({ visible: true }).textContent()).toBe('区块链管理');
});
