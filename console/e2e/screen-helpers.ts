// Helpers of the screen specs (system, permission, dashboard): open a screen, pick from a select,
// wait for a toast, read a download, and collect page errors.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Browser, Dialog, Locator, Page } from 'playwright-core';
import { hashPassword } from '@wallet-admin/sdk';
import { SCREEN_PATHS } from '../src/app/screen-paths';
import {
  ADMIN_HEADER_PASSWORD,
  expectNoSeriousA11y,
  newPage,
  type RunningApp,
  signIn,
  STATE_TIMEOUT,
  until,
  useApp,
  waitForScreen,
} from './harness';

/** Opens a console path and waits for its page's heading (not the heading of the page before it, see waitForScreen). */
export async function openScreen(page: Page, url: string, path: string): Promise<void> {
  await page.goto(`${url}/#${path}`);
  await waitForScreen(page, path);
}

/** Chooses an option of a Radix select found by its label. */
export async function choose(scope: Page | Locator, page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  // Kept-alive screens stay in the page, hidden: only the visible control is the one meant.
  await scope
    .getByLabel(label, { exact: typeof label === 'string' })
    .filter({ visible: true })
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ timeout: STATE_TIMEOUT });
}

/** Clicks `trigger` and returns the first bytes of the file the page downloads. */
export async function downloadHead(page: Page, trigger: () => Promise<void>): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: STATE_TIMEOUT }), trigger()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), head: readFileSync(path).subarray(0, 2).toString('latin1') };
}

/** Reloads the page and tells whether the browser asked first ("Leave site?", beforeunload), which it does only for a
 * page the user has interacted with (a click). */
export async function reloadAsks(page: Page): Promise<boolean> {
  let asked = false;
  const onDialog = (dialog: Dialog) => {
    if (dialog.type() === 'beforeunload') asked = true;
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  try {
    await page.reload();
  } finally {
    page.off('dialog', onDialog);
  }
  return asked;
}

/** Errors thrown in the page (uncaught) and red error toasts, collected while a test runs. */
export function watchErrors(page: Page): { check: (options?: { toasts?: boolean }) => Promise<void> } {
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  return {
    /** `toasts: false` when the test caused an expected failure toast. */
    async check({ toasts: withToasts = true } = {}) {
      const toasts = withToasts ? await page.locator('[data-sonner-toast][data-type="error"]').allTextContents() : [];
      expect([...thrown, ...toasts]).toEqual([]);
    },
  };
}

/** Confirms an action (its button carries the action's name), then gives the admin header password when the
 * SDK asks for it (once a session). */
export async function confirmWithAdminPassword(page: Page, action: string): Promise<void> {
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: action, exact: true }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: '管理员密码' });
  const done = page.locator('[data-sonner-toast]').filter({ hasText: '操作成功' });
  await prompt.or(done).first().waitFor();
  if (!(await prompt.isVisible())) return;
  await prompt.getByLabel('管理员密码').fill(ADMIN_HEADER_PASSWORD);
  await prompt.getByRole('button', { name: '确定' }).click();
}

/** The row of a list table that shows `text`. */
export const rowWith = (page: Page, text: string | RegExp): Locator => page.getByRole('row').filter({ hasText: text });

/** A row's `index`-th cell of data, past the selection box a list with batch actions (a review list's) puts first. */
export const dataCell = (row: Locator, index: number): Locator =>
  row
    .getByRole('cell')
    .filter({ hasNot: row.page().getByRole('checkbox') })
    .nth(index);

/** Calls the API with the page's session: a GET, or a POST of `body` form-encoded (JSON with `json: true`). */
export async function apiCall(
  page: Page,
  path: string,
  body?: Record<string, unknown>,
  { json = false } = {},
): Promise<{ result: number; data?: { id?: number } }> {
  // A string expression: the test runner's transform would add helpers the page does not have. The session goes
  // as the console's does: the HttpOnly USER_TOKEN cookie of a same-origin fetch.
  const script = `(async () => {
    const body = ${JSON.stringify(body ?? null)};
    const json = ${JSON.stringify(json)};
    const init = !body ? {} : json
      ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() };
    return (await fetch(${JSON.stringify(path)}, init)).json();
  })()`;
  return page.evaluate(script);
}

/** Concrete paths that open every route of a group: a `{path}` page as `add` and as row 1, an `{id}` page as row 1,
 * a detail page (`…Info`, `…/info`, `detail*`) with `?id=1`, a prefix route (`add*`) as its prefix. */
export function groupVisits(group: string): string[] {
  return SCREEN_PATHS.filter((path) => path.startsWith(`/${group}/`)).flatMap((path) => {
    if (!path.includes('{')) {
      const plain = path.replace(/\*$/, '');
      return /(Info|\/info|detail\*?)$/.test(path) ? [`${plain}?id=1`] : [plain];
    }
    const base = path.replace(/\/\{\w+\*?\}/g, '');
    return path.endsWith('/{id}') ? [`${base}/1`] : [`${base}/add`, `${base}/1`];
  });
}

/** Opens a path and checks it as its user sees it: no placeholder, failed load or missing row, no error toast or
 * page error, and axe finds nothing serious. */
export async function expectScreenClean(page: Page, url: string, path: string): Promise<void> {
  const errors = watchErrors(page);
  await openScreen(page, url, path);
  await page.waitForLoadState('networkidle');
  expect(await page.getByText(/当前版本暂不支持此页面|加载失败|记录不存在|暂无权限/).count()).toBe(0);
  await expectNoSeriousA11y(page);
  await expectKeptAcrossLoads(page, path);
  await errors.check();
}

/** The main area of a path's page (kept-alive pages of other paths sit beside it, hidden). */
const mainOf = (path: string) => `main[data-path="${path.split('?')[0] ?? path}"]`;

/** What a page shows that a reload or a shared link must show again: its heading, the search box, the list's first
 * rows (or its empty state) and the values of its form's fields. */
async function shown(page: Page, path: string): Promise<string> {
  return page.locator(mainOf(path)).evaluate((root) => {
    const text = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
    const visible = (e: Element) => (e as HTMLElement).offsetParent !== null;
    return JSON.stringify({
      heading: [...root.querySelectorAll('h1')].filter(visible).map(text)[0],
      search: [...root.querySelectorAll<HTMLInputElement>('input[type=search]')].filter(visible).map((i) => i.value),
      rows: [...root.querySelectorAll('tbody tr')].filter(visible).slice(0, 5).map(text),
      fields: [...root.querySelectorAll<HTMLInputElement>('form input:not([type=hidden]), form textarea')]
        .filter(visible)
        .slice(0, 12)
        .map((i) => (i.type === 'checkbox' || i.type === 'radio' ? String(i.checked) : i.value)),
    });
  });
}

/** What the page shows once it stopped changing (two reads in a row agree: names of referenced rows arrive after
 * the rows, from their lookup; a quarter of a second apart). */
async function settled(page: Page, path: string): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await shown(page, path);
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: STATE_TIMEOUT, interval: 250, message: `${path}: the page settled` },
    )
    .toBe(true);
  return last;
}

/** A text no row of any seeded list holds: the search that must find nothing. */
const NO_MATCH = 'zq无此项qz';

/**
 * The part of a route's job every route shares (issue 58): its list filtered by the search box (to a text nothing
 * matches, so the empty state shows), then the same address in a new tab of the same session showing what it showed
 * before (the heading, the filter, the rows or the form's values). A new tab is a reload and more: a fresh document
 * that keeps nothing of the page but its address (no sessionStorage), so a filter or page state the address does not
 * carry fails here, named by its route.
 */
async function expectKeptAcrossLoads(page: Page, path: string): Promise<void> {
  const search = page
    .locator(`${mainOf(path)} input[type=search]`)
    .filter({ visible: true })
    .first();
  if (await search.count()) {
    await search.fill(NO_MATCH);
    await search.press('Enter');
    await until(() => decodeURIComponent(new URL(page.url()).hash), `${path}: the search in the address`).toContain(`key=${NO_MATCH}`);
    await until(() => shown(page, path), `${path}: the empty list of a search that matches nothing`).toMatch(/"rows":\["[^"]*暂无数据/);
  }
  const before = await settled(page, path);
  const tab = await page.context().newPage();
  try {
    await tab.goto(page.url());
    await waitForScreen(tab, path);
    await until(() => shown(tab, path), `${path}: the same page in a new tab`).toBe(before);
  } finally {
    await tab.close();
  }
  if (await search.count()) {
    // The screen keeps its address for the tests after this one (its tag and menu entry go back to it): cleared.
    await search.fill('');
    await search.press('Enter');
    await until(() => decodeURIComponent(new URL(page.url()).hash), `${path}: the search cleared`).not.toContain(`key=`);
  }
}

/**
 * Signs in, on a new page, a user whose role holds exactly the screens of one group (role and user created by admin
 * through the API): how a group's spec shows its screens work for the people who hold them, not only for admin.
 * Every answer refused for permission (40003) is collected in `refused` for the spec to check after each test.
 * `userName` is who the server records as the actor (audited_by, …).
 */
export interface GroupUser {
  page: Page;
  refused: string[];
  userName: string;
}

/** The password of every user signInGroupUser makes (a password-confirmed delete asks for it). */
export const GROUP_PASSWORD = 'Group@12345';

export async function signInGroupUser(browser: Browser, url: string, group: string): Promise<GroupUser> {
  const { page: admin } = await newPage(browser);
  await signIn(admin, url);
  // Role codes and user names are lower case (the contract's patterns).
  const unique = `${group.toLowerCase()}_${Date.now().toString(36).slice(-5)}`;
  const permissions = SCREEN_PATHS.filter((path) => path.startsWith(`/${group}/`));
  const role = await apiCall(
    admin,
    '/v1/admin/accredit/role',
    { name: `/${group} ${unique}`, code: unique.replace('_', '-'), permissions },
    { json: true },
  );
  const user = { user_name: unique, password: GROUP_PASSWORD };
  const created = await apiCall(admin, '/v1/admin/register', {
    ...user,
    password: hashPassword(user.password),
    role_id: role.data?.id ?? 0,
  });
  await admin.context().close();
  if (role.result !== 0 || created.result !== 0) throw new Error(`set-up of a /${group} user: results ${role.result}, ${created.result}`);

  const { page } = await newPage(browser, { width: 1440, height: 900 });
  const refused: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/v1/')) return;
    const body = (await response.json().catch(() => null)) as { result?: number } | null;
    if (body?.result === 40003) refused.push(response.url());
  });
  await signIn(page, url, user.user_name, user.password);
  return { page, refused, userName: user.user_name };
}

/**
 * A spec's set-up as the people who hold its screens: one server and browser (useApp, with the server's `env`), a user
 * per group signed in (signInGroupUser), and every test failing on any call refused for permission (40003).
 */
export function useGroupUsers(
  groups: readonly string[],
  receive: (session: { app: RunningApp; users: Record<string, GroupUser> }) => void,
  env: Record<string, string> = {},
): void {
  const users: Record<string, GroupUser> = {};
  useApp(async ({ app, browser }) => {
    for (const group of groups) users[group] = await signInGroupUser(browser, app.url, group);
    receive({ app, users });
  }, env);
  beforeEach(() => Object.values(users).forEach((user) => (user.refused.length = 0)));
  afterEach(() => expect(Object.values(users).flatMap((user) => user.refused)).toEqual([]));
}
