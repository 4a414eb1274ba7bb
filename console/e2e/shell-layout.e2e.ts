// The shell end to end, part 2: the signed-in layout: tags and keep-alive, menu search, density,
// theme colour, change-password validation, error toasts and the mobile drawer.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11y, goTo, newPage, signIn, totp, waitForPath, type RunningApp, useApp, until } from './harness';

let app: RunningApp;
let browser: Browser;

useApp((session) => {
  ({ app, browser } = session);
});

const tags = (page: Page) => page.getByRole('navigation', { name: '已访问页面' });
const tagTitles = (page: Page) => tags(page).getByRole('link').allTextContents();

describe('signed in as admin', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser));
    await signIn(page, app.url);
  });

  afterAll(() => context.close());

  it('has an accessible shell', async () => {
    await page.getByRole('navigation', { name: '侧边菜单' }).waitFor();
    await expectNoSeriousA11y(page);
    await page.screenshot({ path: '/tmp/shell-dashboard.png' });
  });

  it('keeps visited tabs; Close Others and Close All keep the pinned one', async () => {
    for (const path of ['/system/language', '/system/blockchain', '/system/category']) {
      await goTo(page, path);
      await waitForPath(page, path);
    }
    await until(() => tagTitles(page), 'the four tabs opened').toEqual(['首页', '语言管理', '区块链管理', '分类管理']);
    expect(
      await tags(page)
        .getByRole('button', { name: /关闭「首页」/ })
        .count(),
    ).toBe(0);

    await tags(page).getByRole('link', { name: '区块链管理' }).click({ button: 'right' });
    expect(await page.getByRole('menu').boundingBox()).toMatchObject({ width: 105 });
    await page.screenshot({ path: '/tmp/shell-tags-menu.png' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await until(() => tagTitles(page), 'only 首页 and 区块链管理 left open').toEqual(['首页', '区块链管理']);
    await waitForPath(page, '/system/blockchain');

    await tags(page).getByRole('link', { name: '首页' }).click({ button: 'right' });
    expect(await page.getByRole('menuitem', { name: '关闭', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await until(() => tagTitles(page), 'only the pinned 首页 tab left').toEqual(['首页']);
    await waitForPath(page, '/dashboard');
  });

  it('closes the active tab with its × (going to the last remaining one) and any tab with a middle-click', async () => {
    await goTo(page, '/system/language');
    await waitForPath(page, '/system/language');
    await goTo(page, '/system/explorer');
    await waitForPath(page, '/system/explorer');
    const title = (await tagTitles(page)).at(-1) ?? '';
    await tags(page)
      .getByRole('button', { name: `关闭「${title}」` })
      .click();
    await waitForPath(page, '/system/language');
    await goTo(page, '/system/endpoint');
    await waitForPath(page, '/system/endpoint');
    await goTo(page, '/system/language');
    await waitForPath(page, '/system/language');
    await tags(page).getByRole('link', { name: '节点管理' }).click({ button: 'middle' });
    await until(() => tagTitles(page), '首页 and 语言管理 open in this window').toEqual(['首页', '语言管理']);
    expect(context.pages()).toHaveLength(1);
  });

  it('keeps a page alive behind another tab', async () => {
    await goTo(page, '/system/language');
    const search = page.locator('#main-content form[role="search"] input[type="search"]').first();
    await search.fill('zh');
    await search.press('Enter');
    // Marks this very DOM node: finding the mark later proves the page was kept, not remounted.
    await search.evaluate((input) => input.setAttribute('data-e2e-mark', 'kept'));
    await waitForPath(page, '/system/language?key=');
    await tags(page).getByRole('link', { name: '首页' }).click();
    await waitForPath(page, '/dashboard');
    await tags(page).getByRole('link', { name: '语言管理' }).click();
    await waitForPath(page, '/system/language?key=');
    expect(await search.inputValue()).toBe('zh');
    expect(await search.getAttribute('data-e2e-mark')).toBe('kept');
  });

  it('refreshes a page through /redirect', async () => {
    await tags(page).getByRole('link', { name: '语言管理' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await waitForPath(page, '/system/language?key=');
    await page.locator('#main-content form[role="search"]').first().waitFor();
  });

  it('finds a screen with Ctrl+K and opens it with Enter', async () => {
    await goTo(page, '/dashboard');
    await page.keyboard.press('Control+K');
    const box = page.getByRole('combobox', { name: '搜索菜单' });
    await box.fill('区块链');
    await until(() => page.getByRole('option').count(), 'menu search options listed').toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/shell-search.png' });
    await box.press('Enter');
    await waitForPath(page, '/system/blockchain');
  });

  it('changes the density and remembers it in the size cookie', async () => {
    await page.getByRole('button', { name: /^布局大小/ }).click();
    await page.getByRole('menuitemradio', { name: '迷你' }).click();
    await until(() => page.evaluate(() => document.documentElement.dataset.size), 'the mini size applied to the page').toBe('mini');
    expect((await context.cookies()).find((c) => c.name === 'size')?.value).toBe('mini');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ui-control-h').trim())).toBe('1.75rem');
    await page.getByRole('button', { name: /^布局大小/ }).click();
    await page.getByRole('menuitemradio', { name: '中等' }).click();
    await until(() => page.evaluate(() => document.documentElement.dataset.size), 'the medium size applied to the page').toBe('medium');
  });

  it('re-colours the whole UI from the settings panel', async () => {
    await page.getByRole('button', { name: '布局设置' }).click();
    await page.getByRole('button', { name: '主题色 #f5222d' }).click();
    const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    await until(primary, 'the red theme colour applied').toBe('#f5222d');
    await page.screenshot({ path: '/tmp/shell-settings.png' });
    await page.getByRole('button', { name: '主题色 #1890ff' }).click();
    await until(primary, 'the default theme colour applied again').toBe('#1890ff');
    await page.keyboard.press('Escape');
  });

  it('validates the change-password form under its fields', async () => {
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await until(() => dialog.getByRole('alert').allTextContents(), 'an error under every empty field').toEqual([
      '输入的密码不能为空',
      '输入的密码不能为空',
      '输入的密码不能为空',
      '请输入谷歌验证码',
    ]);
    await dialog.getByLabel('原密码').fill('whatever');
    await dialog.getByLabel('新密码', { exact: true }).fill('short');
    await dialog.getByLabel('确认新密码').fill('other');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await until(() => dialog.getByRole('alert').allTextContents(), 'the rule of each wrong field').toEqual([
      '密码长度为8-30位，必须包含字母、特殊字符和数字',
      '两次输入的新密码不一致',
      '请输入谷歌验证码',
    ]);
    await dialog.getByLabel('新密码', { exact: true }).fill('Abcdef1!');
    await dialog.getByLabel('确认新密码').fill('Abcdef2!');
    await dialog.getByLabel('谷歌验证码').fill(totp());
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await until(() => dialog.getByRole('alert').allTextContents(), 'the new passwords named as different').toEqual([
      '两次输入的新密码不一致',
    ]);
  });

  it('shows a server error as a red toast with a close button', async () => {
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('确认新密码').fill('Abcdef1!');
    await dialog.getByLabel('谷歌验证码').fill(totp());
    await dialog.getByRole('button', { name: '确认修改' }).click();
    const toast = page.locator('[data-sonner-toast][data-type="error"]').first();
    await toast.waitFor();
    expect(await toast.getByRole('button', { name: '关闭通知' }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/shell-toast.png' });
    await dialog.getByRole('button', { name: '取消' }).click();
  });
});

describe('narrow windows', () => {
  it('turns the sidebar into a drawer that closes after navigating', async () => {
    const { context, page } = await newPage(browser, { width: 800, height: 900 });
    await signIn(page, app.url);
    const sidebar = page.locator('aside');
    await until(() => sidebar.evaluate((el) => el.getBoundingClientRect().right), 'the drawer slid out of view').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await until(() => sidebar.evaluate((el) => el.getBoundingClientRect().left), 'the drawer slid into view').toBe(0);
    await page.screenshot({ path: '/tmp/shell-mobile.png' });
    const menu = page.getByRole('navigation', { name: '侧边菜单' });
    await menu.getByRole('button', { name: '系统设置' }).click();
    await menu.getByRole('link', { name: '语言管理' }).click();
    await waitForPath(page, '/system/language');
    await until(
      () => sidebar.evaluate((el) => el.getBoundingClientRect().right),
      'the drawer slid out of view after the pick',
    ).toBeLessThanOrEqual(0);
    await context.close();
  });
});
