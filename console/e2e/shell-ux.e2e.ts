// The shell as operators meet it (issue 12): English everywhere in English mode, titles that match the page, a tags
// bar that scrolls, dialogs that keep the keyboard user's place, hover titles in the collapsed sidebar, danger that
// stays danger under every theme, pinyin menu search, a first visit's outline and a dashboard worth opening — at
// 1440×900 and 390×844, in both languages, with axe.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_USERS,
  expectNoSeriousA11y,
  goTo,
  newPage,
  signIn,
  waitForPath,
  waitForScreen,
  type RunningApp,
  useApp,
  until,
} from './harness';
import { apiCall, openScreen, rowWith } from './screen-helpers';

let app: RunningApp;
let admin: Page;
let adminContext: BrowserContext;
let browser: Parameters<Parameters<typeof useApp>[0]>[0]['browser'];

useApp(async (session) => {
  ({ app, browser } = session);
  ({ context: adminContext, page: admin } = await newPage(browser, { width: 1440, height: 900 }));
  await signIn(admin, app.url);
});
afterAll(() => adminContext.close());

const CJK = /[\u3400-\u9fff\uff00-\uffef]/;
const sidebar = (page: Page) => page.getByRole('navigation', { name: /侧边菜单|Side menu/ });
const tags = (page: Page) => page.locator('nav').filter({ has: page.getByTestId('tags-scroller') });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: /当前位置|You are here/ });
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).filter({ visible: true }).first();
const activeTab = (page: Page) => tags(page).locator('a[aria-current="page"]');

async function chooseLanguage(page: Page, language: '中文' | 'English') {
  await page.getByRole('button', { name: /^(切换语言|Change language)$/ }).click();
  await page.getByRole('menu').getByText(language, { exact: true }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language === 'English' ? 'en' : 'zh-CN');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

/** Texts of the shell around the current page that must be in the console's language. */
async function shellTexts(page: Page): Promise<string[]> {
  return [
    await sidebar(page).innerText(),
    await tags(page).innerText(),
    await breadcrumb(page).innerText(),
    (await heading(page).textContent()) ?? '',
    await page.title(),
  ];
}

/** Holds the code chunks matching `pattern` until the returned function is called: the page waits on the test. */
async function holdChunks(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

describe('English mode is English everywhere (admin, 1440×900)', () => {
  it('walks every group of the sidebar: no Chinese in the sidebar, tags, breadcrumb, heading or document title', async () => {
    await goTo(admin, '/dashboard');
    await waitForScreen(admin, '/dashboard');
    await chooseLanguage(admin, 'English');
    const groups = sidebar(admin).locator('button[aria-expanded]');
    const count = await groups.count();
    expect(count).toBeGreaterThan(5);
    let visited = 0;
    for (let g = 0; g < count; g++) {
      const group = groups.nth(g);
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      const list = sidebar(admin).locator(`#${await group.getAttribute('aria-controls')}`);
      const links = list.getByRole('link');
      const n = await links.count();
      for (let i = 0; i < n; i++) {
        const link = links.nth(i);
        const href = (await link.getAttribute('href')) ?? '';
        await link.click();
        await waitForScreen(admin, href.replace(/^#/, ''));
        await until(async () => (await heading(admin).textContent()) ?? '', `${href}: its heading`).not.toBe('');
        const texts = await shellTexts(admin);
        expect(
          texts.filter((text) => CJK.test(text)),
          `${href}: ${texts.join(' | ')}`,
        ).toEqual([]);
        visited++;
      }
      await group.click(); // fold it again: the next group's links stay in view
      // Close the group's tabs: a hundred kept-alive pages would slow the walk down.
      await activeTab(admin).click({ button: 'right' });
      await admin.getByRole('menuitem', { name: 'Close all' }).click();
      await waitForPath(admin, '/dashboard');
    }
    expect(visited).toBeGreaterThan(60);
    await expectNoSeriousA11y(admin);
    await admin.screenshot({ path: '/tmp/shell-ux-english.png' });
  }, 600_000);

  it('the permission tree and the seeded role names are English too', async () => {
    await openScreen(admin, app.url, '/permission/role');
    const roles = admin.getByRole('list', { name: 'Roles' });
    await until(() => roles.innerText(), 'the English role list').toContain('Super admin');
    expect(await roles.innerText()).toContain('Operator');
    await roles.getByRole('button', { name: /Operator/ }).click();
    const tree = admin.locator('section').filter({ hasText: 'Screens it may open' }).last();
    await until(() => tree.innerText(), "the operator's screens in the English permission tree").toContain('Blockchains');
    expect(CJK.test(await tree.innerText())).toBe(false);
  });

  it('menu search lists English titles, and a switch back to 中文 retitles everything', async () => {
    await admin.keyboard.press('Control+k');
    // Exact and prefix matches of a title come first (rank.ts): "chains" would offer Custom chains before Blockchains.
    await admin.getByRole('dialog').getByRole('combobox').fill('blockchains');
    await until(() => admin.getByRole('option').first().innerText(), 'Blockchains offered for blockchains').toContain('Blockchains');
    await admin.keyboard.press('Escape');
    await chooseLanguage(admin, '中文');
    await until(() => heading(admin).textContent(), 'the heading back in Chinese').toBe('角色权限');
    await until(() => tags(admin).innerText(), 'the tab back in Chinese').toContain('角色权限');
    expect(await tags(admin).innerText()).not.toContain('Roles');
    expect(await breadcrumb(admin).innerText()).toContain('权限管理');
  });
});

describe('titles match the page', () => {
  it('an edit page says 编辑区块链 in its heading, tab, breadcrumb and document title; the add page says 新增区块链', async () => {
    await openScreen(admin, app.url, '/system/blockchain/add?id=1');
    await until(() => heading(admin).textContent(), 'the edit heading 编辑区块链').toBe('编辑区块链');
    await until(() => activeTab(admin).textContent(), 'the edit title in the active tab').toBe('编辑区块链');
    await until(() => breadcrumb(admin).locator('[aria-current="page"]').textContent(), 'the edit title in the breadcrumb').toBe(
      '编辑区块链',
    );
    await until(() => admin.title(), 'the edit title in the document title').toMatch(/^编辑区块链 - /);
    await goTo(admin, '/system/blockchain/add');
    await until(() => heading(admin).textContent(), 'the add heading 新增区块链').toBe('新增区块链');
    await until(() => activeTab(admin).textContent(), 'the add title in the active tab').toBe('新增区块链');
    await until(() => breadcrumb(admin).locator('[aria-current="page"]').textContent(), 'the add title in the breadcrumb').toBe(
      '新增区块链',
    );
    await until(() => admin.title(), 'the add title in the document title').toMatch(/^新增区块链 - /);
  });
});

describe('an edit page while its code loads', () => {
  it('says no 新增 in its tab, breadcrumb or document title, then 编辑区块链 with its heading', async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await signIn(page, app.url);
    await waitForScreen(page, '/dashboard');
    // Hold the form page's code until the titles were read (no timing: the page waits on us).
    const release = await holdChunks(page, '**/assets/ResourcePages-*.js');
    await goTo(page, '/system/blockchain/add?id=1');
    await page.locator('[data-skeleton="form"]').waitFor();
    await until(() => activeTab(page).getAttribute('href'), 'the tab of the edit page').toBe('#/system/blockchain/add?id=1');
    await until(() => activeTab(page).textContent(), 'the outline of a title in the tab').toBe('加载中…');
    await until(() => breadcrumb(page).locator('[aria-current="page"]').textContent(), 'the outline in the breadcrumb').toBe('加载中…');
    await until(() => page.title(), 'the document title without a page title').toBe('钱包管理后台');
    release();
    await until(() => heading(page).textContent(), 'the edit heading once the code came').toBe('编辑区块链');
    await until(() => activeTab(page).textContent(), 'the edit title in the tab').toBe('编辑区块链');
    await until(() => page.title(), 'the edit title in the document title').toMatch(/^编辑区块链 - /);
    await context.close();
  });
});

describe('tags bar', () => {
  const scroller = (page: Page) => page.getByTestId('tags-scroller');
  const inView = (page: Page) =>
    page.evaluate(() => {
      const box = document.querySelector('[data-testid="tags-scroller"]')!.getBoundingClientRect();
      const tag = document.querySelector('[data-testid="tags-scroller"] a[aria-current="page"]')!.parentElement!.getBoundingClientRect();
      return tag.left >= box.left - 1 && tag.right <= box.right + 1;
    });

  it('keeps the active tab in view, scrolls with the wheel and with ◀ ▶ once it overflows', async () => {
    const app = ['appconfig', 'version', 'update', 'home', 'feedback', 'smoothMode', 'bootMessage', 'redPoint', 'splash', 'messagePush'];
    const system = ['explorer', 'endpoint', 'vote', 'category', 'language', 'address', 'exportUser', 'appkey', 'homeDeFi', 'msgExcel'];
    const paths = [...['blockchain', 'blockchainCustom', 'underRelationConfig'].map((p) => `/system/${p}`), ...app.map((p) => `/app/${p}`)];
    for (const path of [...paths, ...system.map((p) => `/system/${p}`)]) {
      await goTo(admin, path);
      await waitForScreen(admin, path);
      await until(() => inView(admin), `${path}: its tab scrolled into view`).toBe(true);
    }
    const left = tags(admin).getByRole('button', { name: '向左滚动标签' });
    const right = tags(admin).getByRole('button', { name: '向右滚动标签' });
    await left.waitFor();
    expect(await right.isDisabled()).toBe(true); // the newest tab is the last one, scrolled to the end
    const at = () => scroller(admin).evaluate((el) => el.scrollLeft);
    const end = await at();
    expect(end).toBeGreaterThan(0);
    await left.click();
    await until(at, 'the bar scrolled left by ◀').toBeLessThan(end);
    await until(() => right.isDisabled(), '▶ enabled once the bar left its end').toBe(false);
    await right.click();
    await until(at, 'the bar scrolled back to its end by ▶').toBe(end);
    await scroller(admin).hover();
    await admin.mouse.wheel(0, -400);
    await until(at, 'the bar scrolled left by the wheel').toBeLessThan(end);
    // Back to the first screen through the sidebar: its tab scrolls into view.
    await goTo(admin, '/system/blockchain');
    await waitForScreen(admin, '/system/blockchain');
    await until(() => inView(admin), "区块链管理's tab scrolled into view").toBe(true);
    await expectNoSeriousA11y(admin);
    await admin.screenshot({ path: '/tmp/shell-ux-tags.png' });
  });
});

describe('dialogs and the keyboard', () => {
  /** Presses Tab until the focused element matches, at most `limit` times; returns the presses used. */
  async function tabTo(page: Page, matches: (el: Element) => boolean, limit = 300): Promise<number> {
    const test = `(${matches.toString()})(document.activeElement)`;
    for (let presses = 1; presses <= limit; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(test)) return presses;
    }
    throw new Error('never reached by Tab');
  }
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const focusedInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog],[role=alertdialog]')));

  it('编辑: Tab to the row button, Enter opens on the first field, type, Escape asks to discard, Enter, focus is back on the button', async () => {
    await openScreen(admin, app.url, '/system/language');
    await rowWith(admin, /English|英语/)
      .first()
      .waitFor();
    await admin.locator('#main-content').focus();
    await tabTo(admin, (el) => el.tagName === 'BUTTON' && el.textContent?.trim() === '编辑' && Boolean(el.closest('tr')));
    const row = await admin.evaluate(() => document.activeElement!.closest('tr')!.rowIndex);
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog');
    await dialog.waitFor();
    await until(
      () => admin.evaluate(() => (document.activeElement as HTMLElement | null)?.tagName),
      'the focus on a field of the dialog',
    ).toMatch(/INPUT|TEXTAREA|SELECT|BUTTON/);
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe('关闭');
    expect(await admin.evaluate(() => ['INPUT', 'TEXTAREA'].includes(document.activeElement?.tagName ?? ''))).toBe(true);
    expect(await focusedInDialog(admin)).toBe(true);
    await admin.keyboard.type('x');
    await admin.keyboard.press('Escape');
    // The form has an edit now: leaving asks first, and the keyboard answers 放弃修改.
    await admin.getByText('放弃未保存的修改？').waitFor();
    await tabTo(admin, (el) => el.tagName === 'BUTTON' && el.textContent?.trim() === '放弃修改', 10);
    await admin.keyboard.press('Enter');
    await until(() => admin.getByRole('dialog').or(admin.getByRole('alertdialog')).count(), 'the dialogs closed').toBe(0);
    await until(() => focusedText(admin), 'the focus back on 编辑').toBe('编辑');
    expect(await admin.evaluate(() => document.activeElement!.closest('tr')!.rowIndex)).toBe(row);
  });

  it('删除: the confirmation opens on its first button (not ×) and Escape gives focus back to 删除', async () => {
    await openScreen(admin, app.url, '/system/explorer');
    await admin.getByRole('row').nth(1).waitFor();
    await admin.locator('#main-content').focus();
    await tabTo(admin, (el) => el.tagName === 'BUTTON' && el.textContent?.trim() === '删除' && Boolean(el.closest('tr')));
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog').or(admin.getByRole('alertdialog'));
    await dialog.first().waitFor();
    await until(() => focusedInDialog(admin), 'the focus inside the confirmation').toBe(true);
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe('关闭');
    await expectNoSeriousA11y(admin);
    await admin.keyboard.press('Escape');
    await dialog.first().waitFor({ state: 'detached' });
    await until(() => focusedText(admin), 'the focus back on 删除').toBe('删除');
  });
});

describe('sidebar, theme and menu search', () => {
  it('the collapsed sidebar titles every icon on hover', async () => {
    await goTo(admin, '/dashboard');
    await waitForScreen(admin, '/dashboard');
    await admin.getByRole('button', { name: '收起侧边栏' }).click();
    const cells = sidebar(admin).locator('ul > li > :is(a, button)');
    const n = await cells.count();
    expect(n).toBeGreaterThan(5);
    for (let i = 0; i < n; i++) {
      const cell = cells.nth(i);
      await cell.hover();
      const tip = admin.locator('[data-sidebar-tip]');
      await until(() => tip.textContent(), "the hover title of the icon's cell").toBe(await cell.getAttribute('aria-label'));
      expect(await tip.isVisible()).toBe(true);
    }
    await expectNoSeriousA11y(admin);
    await admin.screenshot({ path: '/tmp/shell-ux-collapsed.png' });
    await admin.getByRole('button', { name: '展开侧边栏' }).click();
  });

  it('under every theme preset, 编辑 and 隐藏 never share 删除’s red', async () => {
    await openScreen(admin, app.url, '/system/explorer');
    const row = admin.getByRole('row').nth(1);
    await row.waitFor();
    const button = (name: string) => row.getByRole('button', { name: new RegExp(`^${name} `) });
    const colourOf = (name: string) => button(name).evaluate((el) => getComputedStyle(el).color);
    const rgb = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - (b[i] ?? 0)));
    // Every preset the settings panel offers.
    await admin.getByRole('button', { name: '布局设置' }).click();
    await admin
      .getByRole('button', { name: /^主题色 #/ })
      .first()
      .waitFor();
    const presets = await admin
      .getByRole('button', { name: /^主题色 #/ })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    await admin.keyboard.press('Escape');
    expect(presets.length).toBeGreaterThanOrEqual(8);
    for (const preset of [...presets, presets[0]!]) {
      await admin.getByRole('button', { name: '布局设置' }).click();
      await admin.getByRole('button', { name: preset }).click();
      await admin.keyboard.press('Escape');
      await admin.getByRole('dialog').waitFor({ state: 'detached' });
      const danger = rgb(await colourOf('删除'));
      for (const name of ['编辑', '隐藏']) {
        if ((await button(name).count()) === 0) continue;
        await until(async () => distance(rgb(await colourOf(name)), danger), `${preset}: ${name} coloured apart from 删除`).toBeGreaterThan(
          60,
        );
      }
    }
  });

  it('Ctrl+K finds 区块链管理 by its pinyin initials and by its pinyin', async () => {
    await admin.keyboard.press('Control+k');
    const input = admin.getByRole('dialog').getByRole('combobox');
    await input.fill('qkl');
    await until(() => admin.getByRole('option').first().innerText(), '区块链管理 found by qkl').toContain('区块链管理');
    await input.fill('qukuailian');
    await until(() => admin.getByRole('option').first().innerText(), '区块链管理 found by qukuailian').toContain('区块链管理');
    await admin.keyboard.press('Enter');
    await waitForPath(admin, '/system/blockchain');
  });

  it('Ctrl+K finds a token by the middle of its address and opens its list on that row', async () => {
    const listed = (await apiCall(admin, '/v1/admin/token/search?count=100')) as {
      data?: { list?: { address: string; symbol: string }[] };
    };
    const token = listed.data!.list!.find((t) => t.address.startsWith('0x'))!;
    const middle = token.address.slice(8, 20);
    await admin.keyboard.press('Control+k');
    const input = admin.getByRole('dialog').getByRole('combobox');
    await input.fill(middle);
    const option = admin.getByRole('option').filter({ hasText: token.symbol }).first();
    await option.waitFor();
    expect(await option.innerText()).toContain('代币');
    await option.click();
    await waitForPath(admin, '/token/tokenlist');
    await until(() => rowWith(admin, token.symbol).count(), 'the token listed under the searched address').toBeGreaterThan(0);
  });

  // Issue 55: an account by its id, a custodial user by a wallet address, and Esc gives the focus back.
  it('Ctrl+K finds an account by #id and opens the account list on it', async () => {
    const listed = (await apiCall(admin, '/v1/admin/admin_user/list?key=operator')) as {
      data?: { list?: { id: number; user_name: string }[] };
    };
    const account = listed.data!.list!.find((row) => row.user_name === 'operator')!;
    await admin.keyboard.press('Control+k');
    await admin.getByRole('dialog').getByRole('combobox').fill(`#${account.id}`);
    const option = admin.getByRole('option').filter({ hasText: 'operator' }).first();
    await option.waitFor();
    await option.click();
    await waitForPath(admin, '/permission/role');
    await until(() => decodeURIComponent(new URL(admin.url()).hash), 'the account list searched for the account').toContain('key=operator');
    await until(() => rowWith(admin, 'operator').count(), 'the account listed').toBeGreaterThan(0);
  });

  it('Ctrl+K finds a custodial user by one of its wallet addresses', async () => {
    const users = (await apiCall(admin, '/v1/admin/custody_user/list?count=1')) as {
      data?: { list?: { id: number; uid: string; nickname: string }[] };
    };
    const user = users.data!.list![0]!;
    const assets = (await apiCall(admin, `/v1/admin/custody_asset/list?custody_user_id=${user.id}`)) as {
      data?: { list?: { address: string }[] };
    };
    const address = assets.data!.list![0]!.address;
    await admin.keyboard.press('Control+k');
    await admin.getByRole('dialog').getByRole('combobox').fill(address);
    const option = admin.getByRole('option').filter({ hasText: user.uid }).first();
    await option.waitFor();
    expect(await option.innerText()).toContain(user.nickname);
    await option.click();
    await waitForPath(admin, '/centralizewallet/UserIndex');
    await until(() => rowWith(admin, user.uid).count(), 'the user listed under its number').toBeGreaterThan(0);
  });

  it('Esc closes Ctrl+K and gives the focus back to what had it', async () => {
    const settings = admin.getByRole('button', { name: '布局设置' });
    await settings.focus();
    await admin.keyboard.press('Control+k');
    const input = admin.getByRole('dialog').getByRole('combobox');
    await until(() => input.evaluate((el) => el === document.activeElement), 'the search box focused').toBe(true);
    await admin.keyboard.press('Escape');
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    await until(() => settings.evaluate((el) => el === document.activeElement), 'the focus back on 布局设置').toBe(true);
    // The mouse's way too: the search button keeps the focus it had when clicked.
    const button = admin.getByRole('button', { name: '搜索菜单' });
    await button.click();
    await until(() => input.evaluate((el) => el === document.activeElement), 'the search box focused').toBe(true);
    await admin.keyboard.press('Escape');
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    await until(() => button.evaluate((el) => el === document.activeElement), 'the focus back on the search button').toBe(true);
  });
});

describe('first visit', () => {
  it("shows the screen's outline while its code loads", async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await signIn(page, app.url);
    await heading(page).waitFor();
    // Hold the token group's chunks until the outline was seen (no timing: the page waits on us).
    const release = await holdChunks(page, '**/assets/token-*.js');
    await goTo(page, '/token/tokenlist');
    await page.locator('[data-skeleton="list"]').waitFor();
    expect(await page.getByRole('status', { name: '加载中…' }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/shell-ux-skeleton.png' });
    release();
    await page.locator('[data-skeleton="list"]').waitFor({ state: 'detached' });
    await until(() => heading(page).textContent(), 'the token list heading once its code came').toBe('代币列表');
    await context.close();
  });

  it('a phone loads the dashboard in its own layout: nothing on the page shifts', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, app.url);
    // Layout shifts of a fresh load, as Lighthouse adds them up (CLS): a desktop frame corrected after mount slid
    // the whole page sideways (0.2).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('about:blank'); // a load, not a hash change of the signed-in page
    await page.goto(`${app.url}/#/dashboard`);
    await page.getByRole('region', { name: '数据概览' }).getByRole('link').first().waitFor();
    await page.getByText('admin 登录了').first().waitFor();
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
    expect(shifted).toBeLessThan(0.01);
    await context.close();
  });
});

describe('the dashboard', () => {
  it('admin (zh): a card per screen, the 30-day chart and sentences linking to the changed row', async () => {
    const created = await apiCall(admin, '/v1/admin/language/create', { code: 'dsh', name: 'Dashboardese' });
    expect(created.result).toBe(0);
    await openScreen(admin, app.url, '/dashboard');
    await admin.getByRole('link', { name: '区块链管理' }).first().waitFor();
    expect(await admin.getByText('block_chain', { exact: true }).count()).toBe(0); // no raw table names
    await admin.getByRole('img', { name: /近 30 天共 \d+ 次变更/ }).waitFor();
    const sentence = admin.getByRole('link', { name: 'admin 新增了 语言管理 Dashboardese' });
    await sentence.waitFor();
    expect(await admin.getByText('admin 登录了').count()).toBeGreaterThan(0);
    await expectNoSeriousA11y(admin);
    await admin.screenshot({ path: '/tmp/shell-ux-dashboard-admin.png', fullPage: true });
    await sentence.click();
    await waitForPath(admin, '/system/language');
  });

  it('admin (en): the same in English', async () => {
    await goTo(admin, '/dashboard');
    await chooseLanguage(admin, 'English');
    await admin.getByRole('link', { name: 'Blockchains' }).first().waitFor();
    await admin.getByRole('link', { name: 'admin added Languages Dashboardese' }).waitFor();
    await admin.getByRole('img', { name: /\d+ changes in the last 30 days/ }).waitFor();
    const cards = await admin.getByRole('region', { name: 'Overview' }).innerText();
    expect(CJK.test(cards)).toBe(false);
    await expectNoSeriousA11y(admin);
    await chooseLanguage(admin, '中文');
  });

  for (const [label, viewport] of [
    ['1440×900', { width: 1440, height: 900 }],
    ['390×844', { width: 390, height: 844 }],
  ] as const) {
    it(`operator (${label}), zh and en: only their screens, no admin sign-ins`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);
      await goTo(page, '/dashboard');
      const overview = page.getByRole('region', { name: '数据概览' });
      await overview.getByRole('link').first().waitFor();
      expect(await overview.getByRole('link', { name: '区块链管理' }).count()).toBe(0);
      expect(await overview.getByRole('link', { name: '版本管理' }).count()).toBe(1);
      await page.getByText('operator 登录了').first().waitFor();
      expect(await page.getByText('admin 登录了').count()).toBe(0);
      expect(await page.getByText(/admin 新增了 语言管理/).count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11y(page);
      await page.screenshot({ path: `/tmp/shell-ux-dashboard-operator-${viewport.width}.png`, fullPage: true });
      await chooseLanguage(page, 'English');
      await page.getByText('operator signed in').first().waitFor();
      expect(await page.getByText('admin signed in').count()).toBe(0);
      const cards = await page.getByRole('region', { name: 'Overview' }).innerText();
      expect(CJK.test(cards)).toBe(false);
      await expectNoSeriousA11y(page);
      await context.close();
    });
  }
});

describe('390×844', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser, { width: 390, height: 844 }));
    await signIn(page, app.url);
  });
  afterAll(() => context.close());

  it('English titles in the drawer, tags and heading; an edit page titled like its heading; axe clean', async () => {
    await openScreen(page, app.url, '/system/blockchain/add?id=1');
    await until(() => activeTab(page).textContent(), 'the edit title in the active tab').toBe('编辑区块链');
    await chooseLanguage(page, 'English');
    // Both retitle after the switch, not necessarily in the same frame: wait for the pair, not for one against a read of the other.
    const titles = async () => [(await heading(page).textContent()) ?? '', (await activeTab(page).textContent()) ?? ''];
    await until(titles, 'the heading and the active tab retitled alike in English').toSatisfy(
      ([shown, tab]: string[]) => shown === tab && !CJK.test(shown ?? ''),
    );
    await page.getByRole('button', { name: 'Expand the sidebar' }).click();
    await sidebar(page).getByRole('button', { name: 'System' }).waitFor();
    expect(CJK.test(await sidebar(page).innerText())).toBe(false);
    await expectNoSeriousA11y(page);
    await page.screenshot({ path: '/tmp/shell-ux-mobile.png' });
  });
});
