// Issue 55: an administrator sees another operator's sessions from 用户管理 (device and browser, not the raw
// User-Agent) and ends them all; the operator's page lands on the sign-in page naming the administrator who ended it.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS, expectNoSeriousA11y, newPage, signIn, type RunningApp, useSignedInApp, waitForPath } from './harness';
import { expectToast, openScreen } from './screen-helpers';

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
