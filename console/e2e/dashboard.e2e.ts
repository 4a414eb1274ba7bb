// The dashboard end to end: counts link to their screens, recent changes show, and axe passes.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11y, type RunningApp, useSignedInApp } from './harness';

let app: RunningApp;
let page: Page;
useSignedInApp((session) => ({ app, page } = session));

it('shows counts that open their screens and the latest changes', async () => {
  await page.goto(`${app.url}/#/dashboard`);
  const card = page
    .getByRole('link', { name: /区块链管理/ })
    .filter({ visible: true })
    .first();
  await card.waitFor();
  expect(await page.getByRole('heading', { name: '最近变更' }).count()).toBe(1);
  await page.getByText('admin 登录了').first().waitFor(); // this sign-in is the latest change, as a sentence
  await page.screenshot({ path: '/tmp/console-dashboard.png' });
  await expectNoSeriousA11y(page);
  await card.click();
  await page.waitForURL(/#\/system\/blockchain$/);
  expect(await page.getByRole('heading', { level: 1 }).filter({ visible: true }).textContent()).toBe('区块链管理');
});
