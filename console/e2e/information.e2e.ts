// The /information, /banner, /keypal groups and the mail templates of /settings end to end, each as a user whose
// role holds exactly that group (created through the API by admin), against the reference server: every route opens
// cleanly and passes axe; an article is written in the rich-text editor, stored as HTML and shown formatted, then
// deleted with the password; the feed's ads open from the news list; a banner is added on /banner/add, read on
// /banner/detail (reloaded cold), edited and deleted; a KeyPal channel is refused without a name, added and hidden;
// a mail template's "send a test" says the server has no SMTP settings.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11y, type RunningApp, until } from './harness';
import {
  apiCall,
  choose,
  expectScreenClean,
  expectToast,
  GROUP_PASSWORD,
  type GroupUser,
  groupVisits,
  openScreen,
  reloadAsks,
  rowWith,
  useGroupUsers,
  watchErrors,
} from './screen-helpers';

const GROUPS = ['information', 'banner', 'keypal', 'settings'] as const;
type Group = (typeof GROUPS)[number];
let app: RunningApp;
let pages = {} as Record<Group, GroupUser>;
const unique = Date.now().toString(36).slice(-5);

useGroupUsers(GROUPS, ({ app: running, users }) => {
  app = running;
  pages = users;
});

const search = async (page: Page, text: string) => {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
};
const deleteWithPassword = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `删除 ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('登录密码').fill(GROUP_PASSWORD);
  await dialog.getByRole('button', { name: '删除' }).click();
  await expectToast(page, '删除成功');
  await until(() => rowWith(page, name).count(), 'the deleted row gone from the list').toBe(0);
};

// The settings helpers build the group's other routes; this file walks the mail templates'.
const visits: [Group, string][] = [
  ...groupVisits('information').map((path): [Group, string] => ['information', path]),
  ...[...groupVisits('banner'), '/banner/add?id=1'].map((path): [Group, string] => ['banner', path]),
  ...groupVisits('keypal').map((path): [Group, string] => ['keypal', path]),
  ...['/settings/email', '/settings/email/add', '/settings/email/add?id=1'].map((path): [Group, string] => ['settings', path]),
];
describe('every route, as a user holding only its group', () => {
  it.each(visits)('%s: %s opens without error and passes axe', (group, path) => expectScreenClean(pages[group].page, app.url, path));
});

describe('/information', () => {
  it('writes an article in the rich-text editor, shows it formatted, and deletes it with the password', async () => {
    const { page } = pages.information;
    const errors = watchErrors(page);
    const title = `E2E 资讯 ${unique}`;
    await openScreen(page, app.url, '/information/information');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('标题').fill(title);
    const body = dialog.getByRole('textbox', { name: '正文' });
    await body.click();
    await page.keyboard.type('Plain then ');
    await dialog.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('bold words');
    await expectNoSeriousA11y(page);
    await page.screenshot({ path: '/tmp/console-information-editor.png' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');

    await search(page, title);
    const answer = await apiCall(page, `/v1/admin/news/list?key=${encodeURIComponent(title)}&lang=zh-Hans`);
    const [row] = (answer.data as unknown as { list: { id: number; content: string }[] }).list;
    expect(row?.content).toBe('<p>Plain then <strong>bold words</strong></p>');
    await page.getByRole('button', { name: `查看 ${title}` }).click();
    await page.getByRole('dialog').locator('.rich-text strong').getByText('bold words').waitFor();
    await page.keyboard.press('Escape');
    await deleteWithPassword(page, title);
    await errors.check();
  });

  it('opens the feed ads from the news list and hides one', async () => {
    const { page } = pages.information;
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/information/information');
    await page.getByRole('button', { name: '广告管理', exact: true }).click();
    await page.waitForURL(/#\/information\/advertisement/);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^隐藏 / }) })
      .first();
    const id = Number(((await row.getByRole('cell').first().textContent()) ?? '').trim());
    await row.getByRole('button', { name: /^隐藏 / }).click();
    await expectToast(page, '保存成功');
    const ad = await apiCall(page, `/v1/admin/news_ad/get?id=${id}`);
    expect((ad.data as unknown as { status: number }).status).toBe(1);
    await errors.check();
  });
});

describe('/banner', () => {
  it('adds a banner on its form page, reads it on the detail page (cold), edits and deletes it', async () => {
    const { page } = pages.banner;
    const errors = watchErrors(page);
    const title = `E2E Banner ${unique}`;
    await openScreen(page, app.url, '/banner/list');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/#\/banner\/add/);
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('图片').fill('https://cdn.example.com/banners/e2e.png');
    await page.getByLabel('链接').fill('https://wallet.example.com/e2e');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/#\/banner\/list/);

    await search(page, title);
    await page.getByRole('button', { name: `查看 ${title}` }).click();
    await page.waitForURL(/#\/banner\/detail\?id=\d+/);
    await page.reload();
    await page.getByText(title).first().waitFor();
    await page.screenshot({ path: '/tmp/console-banner-detail.png' });
    await openScreen(page, app.url, '/banner/list');
    await search(page, title);
    await page.getByRole('button', { name: `编辑 ${title}` }).click();
    await page.waitForURL(/#\/banner\/add\?id=\d+/);
    await until(() => page.getByLabel('标题').inputValue(), '标题 read from the row').toBe(title);
    await choose(page, page, '展示位置', '发现页');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    await until(() => rowWith(page, title).first().textContent(), 'the row listed on 发现页').toContain('发现页');
    await deleteWithPassword(page, title);
    await errors.check();
  });
});

describe('/keypal', () => {
  it('refuses a channel without a name, adds one and hides it', async () => {
    const { page } = pages.keypal;
    const errors = watchErrors(page);
    const name = `E2E 渠道 ${unique}`;
    await openScreen(page, app.url, '/keypal/payList');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('链接').fill('https://shop.example.com/keypal');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('此项为必填项').first().waitFor();
    await dialog.getByLabel('渠道名称').fill(name);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await search(page, name);
    await page.getByRole('button', { name: `隐藏 ${name}` }).click();
    await expectToast(page, '保存成功');
    await page.getByRole('button', { name: `显示 ${name}` }).waitFor();
    await errors.check();
  });

  it('reloads a page whose forms are open but unchanged without asking "Leave site?" (banner/add, the channel edit dialog)', async () => {
    const { page: keypal } = pages.keypal;
    await openScreen(keypal, app.url, '/keypal/payList');
    await keypal
      .getByRole('button', { name: /^编辑 / })
      .first()
      .click();
    await keypal.getByRole('dialog').getByLabel('渠道名称').click();
    expect(await reloadAsks(keypal)).toBe(false);
    const { page: banner } = pages.banner;
    await openScreen(banner, app.url, '/banner/list');
    await banner.getByRole('button', { name: '新增', exact: true }).click();
    await banner.waitForURL(/#\/banner\/add/);
    await banner.getByLabel('标题').click();
    expect(await reloadAsks(banner)).toBe(false);
    // Changed, it asks.
    await banner.getByLabel('标题').fill('E2E');
    expect(await reloadAsks(banner)).toBe(true);
  });
});

describe('/settings/email', () => {
  it("edits a template's body on its form page and says that a test cannot be sent without SMTP settings", async () => {
    const { page } = pages.settings;
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/settings/email');
    await search(page, 'register_code');
    const row = rowWith(page, 'register_code').first();
    await row.getByRole('button', { name: /^编辑/ }).click();
    await page.waitForURL(/#\/settings\/email\/add\?id=\d+/);
    const body = page.getByRole('textbox', { name: '邮件正文' });
    await until(() => body.textContent(), 'the body holding the {{name}} placeholder').toContain('{{name}}');
    await body.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' E2E');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    // The template's page opened again, unchanged: a reload does not ask.
    await openScreen(page, app.url, '/settings/email/add');
    await page.getByLabel('邮件主题').click();
    expect(await reloadAsks(page)).toBe(false);

    await openScreen(page, app.url, '/settings/email');
    await search(page, 'register_code');
    await rowWith(page, 'register_code')
      .first()
      .getByRole('button', { name: /^发送测试/ })
      .click();
    const dialog = page.getByRole('dialog');
    // A refused address is named by its label, not the request's field (“to”).
    await dialog.getByLabel('收件邮箱').fill('not-an-address');
    await dialog.getByRole('button', { name: '发送测试' }).click();
    await expectToast(page, '“收件邮箱”填写有误');
    await dialog.getByLabel('收件邮箱').fill('ops@example.com');
    await dialog.getByRole('button', { name: '发送测试' }).click();
    await expectToast(page, '服务器未配置 SMTP');
    await page.screenshot({ path: '/tmp/console-email-test.png' });
    await errors.check({ toasts: false }); // the refused address's toast was expected
  });
});
