// The /app group end to end as the operator (who holds exactly /app and /application), against the reference
// server: every route opens with no placeholder, error toast or refused call and passes axe; a release is added
// and edited on its own page and published as the latest; a splash refuses an end before its start; a push
// message is written and sent once; the app config's tabs save nested documents; a DApp is pinned on the home
// with the DApp picker; a feedback is answered.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_USERS, newPage, signIn, type RunningApp, useApp, until } from './harness';
import {
  choose,
  confirmWithAdminPassword,
  expectScreenClean,
  expectToast,
  groupVisits,
  openScreen,
  rowWith,
  watchErrors,
} from './screen-helpers';

let app: RunningApp;
let page: Page;
const unique = Date.now().toString(36).slice(-5);
// Approval off: this spec publishes and sends as one operator; change-control.e2e.ts goes through approval.
useApp(
  async ({ app: running, browser }) => {
    app = running;
    ({ page } = await newPage(browser, { width: 1440, height: 900 }));
    await signIn(page, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);
  },
  { APPROVAL: 'off' },
);

describe('every /app screen, as the operator', () => {
  it.each(groupVisits('app'))('%s opens without error and passes axe', (path) => expectScreenClean(page, app.url, path));
});

describe('/app jobs, as the operator', () => {
  it('adds a release on its own page, edits it and publishes it as the latest', async () => {
    const errors = watchErrors(page);
    const name = `9.${parseInt(unique, 36) % 900}.1`;
    await openScreen(page, app.url, '/app/version');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/#\/app\/version\/add/);
    await page.getByRole('button', { name: '保存' }).click();
    await until(
      () => page.getByText('此项为必填项').count(),
      'three or more 此项为必填项 under the empty required fields',
    ).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: '/tmp/console-app-version-form.png', fullPage: true });
    await page.getByLabel('版本号').fill(name);
    await page.getByLabel('构建号').fill(String(90000 + (parseInt(unique, 36) % 9000)));
    await page.getByLabel('最低支持版本').fill('2.0.0');
    await page.getByLabel('下载地址').fill('https://download.example/wallet.apk');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/#\/app\/version(\?|$)/);

    await page.getByRole('searchbox').fill(name);
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, name).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^编辑 `) })
      .first()
      .click();
    await page.waitForURL(/#\/app\/version\/\d+$/);
    await until(() => page.getByLabel('版本号').inputValue(), "the version's edit page with 版本号 read from the row").toBe(name);
    await page.getByLabel('最低支持版本').fill('2.1.0');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    await rowWith(page, '2.1.0').waitFor();

    await rowWith(page, name).getByRole('button', { name: '设为最新' }).click();
    await confirmWithAdminPassword(page, '设为最新');
    await expectToast(page, '操作成功');
    await until(() => rowWith(page, name).textContent(), 'the saved version listed with its date and time').toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    await errors.check();
  });

  it('refuses a splash that ends before it starts, under the end field, then saves it', async () => {
    const errors = watchErrors(page);
    const title = `E2E splash ${unique}`;
    await openScreen(page, app.url, '/app/splash');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByLabel('图片').fill('https://cdn.example/splash.png');
    await dialog.getByLabel('开始时间').fill('2026-12-01 08:00');
    await dialog.getByLabel('结束时间').fill('2026-11-01 08:00');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('结束时间不能早于开始时间').waitFor();
    await dialog.getByLabel('结束时间').fill('31/12/2026');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText(/请按 年-月-日 时:分 填写/).waitFor();
    await dialog.getByLabel('结束时间').fill('2026-12-31 23:59');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.getByRole('searchbox').fill(title);
    await page.getByRole('searchbox').press('Enter');
    await until(() => rowWith(page, title).textContent(), 'the row showing its scheduled time 2026-12-01 08:00').toContain(
      '2026-12-01 08:00',
    );
    await errors.check();
  });

  it('writes a push message, sends it once and shows whom it reached', async () => {
    const errors = watchErrors(page);
    const title = `E2E push ${unique}`;
    await openScreen(page, app.url, '/app/messagePush');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByLabel('内容').fill('A message from the end-to-end test.');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.getByRole('searchbox').fill(title);
    await page.getByRole('searchbox').press('Enter');
    const row = rowWith(page, title);
    await row.getByRole('button', { name: '发送' }).click();
    await confirmWithAdminPassword(page, '发送');
    await expectToast(page, '操作成功');
    await until(() => row.textContent(), 'the message listed as 已发送').toContain('已发送');
    expect(await row.getByRole('button', { name: /^(发送|编辑)/ }).count()).toBe(0); // a sent message is final
    await row.getByRole('button', { name: /^查看/ }).click();
    await page.waitForURL(/#\/app\/messagePushInfo\?id=\d+/);
    const sentTo = page.getByRole('term').filter({ hasText: '接收设备数' });
    await sentTo.waitFor();
    await until(
      () => page.getByRole('heading', { level: 1 }).filter({ visible: true }).textContent(),
      'the heading of the 推送消息 detail page',
    ).toContain('推送消息');
    await errors.check();
  });

  it('saves the app config documents from their tabs, nested fields included', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/app/appconfig');
    await page.getByRole('tab', { name: 'App 配置' }).waitFor();
    await page.getByLabel('官网').fill('not a url');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请输入以 http:// 或 https:// 开头的网址').waitFor();
    await page.getByLabel('官网').fill(`https://wallet.example/${unique}`);
    await page.screenshot({ path: '/tmp/console-app-config.png', fullPage: true });
    await page.getByRole('switch', { name: 'OTC' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');

    await page.getByRole('tab', { name: '签到奖励' }).click();
    await page.getByRole('button', { name: /添加一行/ }).click();
    await page.getByLabel('第几天 1').fill('1');
    await page.getByLabel('符号 1').fill('EOS');
    await page.getByLabel('数量 1').fill('0.5');
    await page.getByRole('tabpanel').getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');

    await page.reload();
    await page.getByRole('tab', { name: 'App 配置' }).waitFor();
    await until(() => page.getByLabel('官网').inputValue(), '官网 read back after the reload').toBe(`https://wallet.example/${unique}`);
    await errors.check({ toasts: false });
  });

  it('pins a DApp on the home with the DApp picker', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/app/home');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/#\/app\/home\/add/);
    await page.getByRole('combobox', { name: 'DApp' }).fill('Uniswap');
    await page
      .getByRole('option', { name: /Uniswap/ })
      .first()
      .click();
    await page.getByLabel('显示标题').fill(`E2E home ${unique}`);
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.getByRole('searchbox').fill(`E2E home ${unique}`);
    await page.getByRole('searchbox').press('Enter');
    await until(() => rowWith(page, `E2E home ${unique}`).textContent(), 'the home app listed with Uniswap').toContain('Uniswap');
    await errors.check();
  });

  it('answers a feedback and marks it handled', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/app/feedback');
    await choose(page, page, '状态', '待处理');
    const row = page.getByRole('row').nth(1);
    await row.waitFor();
    await row.getByRole('button', { name: /^编辑/ }).click();
    const dialog = page.getByRole('dialog');
    await choose(dialog, page, '状态', '已处理');
    await dialog.getByLabel('回复').fill(`Thank you (${unique})`);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    await errors.check();
  });

  it('adds an upgrade package for a version range on its page; deleting it asks for the password', async () => {
    const errors = watchErrors(page);
    const title = `E2E upgrade ${unique}`;
    await openScreen(page, app.url, '/app/update/add');
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('渠道', { exact: true }).fill('official_apk');
    await page.getByLabel('最低版本').fill('2.0');
    await page.getByLabel('最高版本').fill('2.9.9');
    await page.getByLabel('目标版本').fill('3.0.0');
    await page.getByLabel('构建号').fill('300');
    await page.getByLabel('下载地址').fill('https://download.example/wallet-3.0.0.apk');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/#\/app\/update(\?|$)/);
    await page.getByRole('searchbox').fill(title);
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, title).getByRole('button', { name: /^删除/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('登录密码').fill(DEMO_USERS.operator.password);
    await dialog.getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
    await until(() => rowWith(page, title).count(), 'the deleted row gone from the list').toBe(0);
    await errors.check();
  });

  it('adds a small banner, a boot message and a badge on their pages', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/app/config/home/add');
    await page.getByLabel('标题').fill(`E2E banner ${unique}`);
    await page.getByLabel('图片').fill('https://cdn.example/banner.png');
    await page.getByLabel('开始时间').fill('2026-12-01 00:00');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/#\/app\/config\/home(\?|$)/);

    await openScreen(page, app.url, '/app/bootMessage/add');
    await page.getByLabel('标题').fill(`E2E boot ${unique}`);
    await page.getByLabel('内容').fill('Welcome back.');
    await choose(page, page, '展示频率', '每天一次');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/#\/app\/bootMessage(\?|$)/); // the form goes back to its list when saved

    await openScreen(page, app.url, '/app/redPoint/add');
    await page.getByLabel('菜单键').fill('Not A Key');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('格式不正确').waitFor();
    await page.getByLabel('菜单键').fill(`me.e2e_${unique}`);
    await choose(page, page, '角标类型', '文字');
    await page.getByLabel('角标文字').fill('NEW');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await rowWith(page, `me.e2e_${unique}`).waitFor();
    await errors.check();
  });

  it('records a resource grant with the chain picker and refuses a duplicate redemption code', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/app/smoothMode');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await choose(dialog, page, '区块链', /EOS/);
    await dialog.getByLabel('账户').fill(`e2e${unique.replace(/[^a-z1-5]/g, '1')}`.slice(0, 12));
    await dialog.getByLabel('数量').fill('10.5');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');

    const code = `E2E-${unique.toUpperCase()}`;
    await openScreen(page, app.url, '/app/smoothMode/code');
    for (const attempt of [1, 2]) {
      await page.getByRole('button', { name: '新增', exact: true }).click();
      await dialog.getByLabel('兑换码').fill(code);
      await choose(dialog, page, '区块链', /EOS/);
      await dialog.getByLabel('数量').fill('5');
      await dialog.getByRole('button', { name: '保存' }).click();
      if (attempt === 1) await expectToast(page, '新增成功');
    }
    await page.locator('[data-sonner-toast][data-type="error"]').first().waitFor(); // the second is refused
    await dialog.getByRole('button', { name: '取消' }).click();
    // The refused form still holds what was typed: 取消 asks before discarding it.
    await page.getByRole('dialog', { name: '放弃未保存的修改？' }).getByRole('button', { name: '放弃修改' }).click();
    await until(() => rowWith(page, code).count(), 'one row listing the code').toBe(1);
    await errors.check({ toasts: false });
  });

  it('saves the push settings with nested quiet hours, refusing an out-of-range limit', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/app/messageConfig');
    await page.getByLabel('每台设备每日上限').fill('101');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('不能大于 100').waitFor();
    await page.getByLabel('每台设备每日上限').fill('5');
    await page.getByLabel('开始', { exact: true }).fill('23:00');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    await page.reload();
    await until(() => page.getByLabel('开始', { exact: true }).inputValue(), '开始 read back as 23:00 after the reload').toBe('23:00');
    await errors.check();
  });
});
