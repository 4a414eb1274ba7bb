// The spec's signed public calls, behind buttons through their operator previews (x-preview-of), and the account's
// own record and sessions, each as a user whose role holds only the group of the screen (no 40003): each dialog shows what the
// server answered for the row it was opened on, with no error toast.
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11y, type RunningApp } from './harness';
import { expectToast, GROUP_PASSWORD, type GroupUser, openScreen, useGroupUsers, watchErrors } from './screen-helpers';

let app: RunningApp;
let users: Record<string, GroupUser>;
let page: Page;
useGroupUsers(['app', 'token', 'application'], (session) => ({ app, users } = session));

/** Opens `route`, presses `button` (on the first row that has it, or in the toolbar) and waits for `expected` in the
 * dialog, which the server's answer fills. */
async function preview(route: string, button: string, expected: string | RegExp): Promise<void> {
  page = users[route.split('/')[1]!]!.page;
  const errors = watchErrors(page);
  await openScreen(page, app.url, route);
  await page.getByRole('button', { name: button, exact: true }).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(expected).first().waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await errors.check();
}

it('shows what the app is told about a version, a token, the protocols, a search and a DApp', async () => {
  await preview('/app/version', 'App 所见', /version_name/);
  await preview('/token/tokenlist', 'App 所见', /address/);
  await preview('/token/tokenlist', '协议列表', /ERC721/);
  await preview('/application/key', 'App 搜索结果', /共 \d+ 条|暂无数据/);
  await preview('/application/dapp', '收益', /共 \d+ 条|暂无数据/);
  await preview('/application/dapp', '推荐引用', /共 \d+ 条|暂无数据/);
});
it('shows the signed-in account with its role and last sign-in', async () => {
  const { page, userName } = users.token!;
  await page.getByRole('button', { name: /用户菜单|User menu/ }).click();
  await page.getByRole('menuitem', { name: '我的账户' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(userName, { exact: true }).waitFor();
  await dialog.getByText('/token', { exact: false }).first().waitFor(); // the role signInGroupUser made: "/token …"
  expect(await dialog.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/).count()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
});
it("lists the account's sessions, this one marked, and ends another one: its next call is refused", async () => {
  const { page, userName } = users.token!;
  // A second sign-in of the same account, from a script (its token header, no cookie).
  const hash = createHash('sha256').update(GROUP_PASSWORD).digest('hex');
  const login = await fetch(`${app.url}/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'ops-script/1.0' },
    body: new URLSearchParams({ user_name: userName, password: hash }).toString(),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const routes = async () =>
    ((await (await fetch(`${app.url}/v1/admin/user/routes`, { headers: { token } })).json()) as { result: number }).result;
  expect(await routes()).toBe(0);

  await page.getByRole('button', { name: /用户菜单|User menu/ }).click();
  await page.getByRole('menuitem', { name: '我的账户' }).click();
  const sessions = page.getByRole('dialog').getByRole('region', { name: '登录会话' });
  const script = sessions.getByRole('listitem').filter({ hasText: 'ops-script/1.0' });
  await script.waitFor();
  await sessions.getByText('当前会话').waitFor();
  await expectNoSeriousA11y(page);
  await script.getByRole('button', { name: '结束会话' }).click();
  await expectToast(page, '会话已结束');
  await script.waitFor({ state: 'detached' });
  expect(await routes()).toBe(10003);
  await page.keyboard.press('Escape');
});
