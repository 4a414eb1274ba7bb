// The /system screens end to end against the reference server: create, edit and delete on block
// chains (password-confirmed delete), languages (no delete: hide) and endpoints; the category
// conflict dialog; .xlsx exports; every /system screen opens cleanly and passes axe.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_HEADER_PASSWORD, DEMO_USERS, expectNoSeriousA11y, type RunningApp, useSignedInApp, until } from './harness';
import {
  apiCall,
  choose,
  downloadHead,
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
// Approval off: this spec deletes a block chain as one operator; change-control.e2e.ts goes through approval.
useSignedInApp((session) => ({ app, page } = session), { APPROVAL: 'off' });

describe('/system CRUD', () => {
  it('adds, edits and deletes a block chain; the delete asks for the password', async () => {
    const errors = watchErrors(page);
    const name = `E2E Chain ${unique}`;
    await openScreen(page, app.url, '/system/blockchain');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/#\/system\/blockchain\/add/);
    await page.getByRole('button', { name: '保存' }).click();
    // The rules load with the form's first focus, so the messages may come a moment after the click.
    await until(() => page.getByText('此项为必填项').count(), 'the three required-field messages').toBeGreaterThanOrEqual(3); // name, symbol, platform
    await page.getByLabel('名称').fill(name);
    await page.getByLabel('符号').fill('E2E');
    await choose(page, page, '链平台', 'EOS');
    await page.getByLabel('RPC 地址').fill('not a url');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请输入以 http:// 或 https:// 开头的网址').waitFor();
    await page.getByLabel('RPC 地址').fill('https://rpc.e2e.example');
    await page.screenshot({ path: '/tmp/console-system-form.png' });
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/#\/system\/blockchain(\?|$)/);

    await page.getByRole('searchbox').fill(name);
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, name).waitFor();
    expect(page.url()).toContain('key=');
    await page.getByRole('button', { name: `编辑 ${name}` }).click();
    await page.waitForURL(/blockchain\/add\?id=\d+/);
    await until(() => page.getByLabel('名称').inputValue(), '名称 read from the row').toBe(name);
    await page.getByLabel('符号').fill('E2X');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    await rowWith(page, 'E2X').waitFor();
    expect(page.url()).toContain('key='); // back on the list as it was filtered

    await page.getByRole('button', { name: `删除 ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('登录密码').fill('wrong-password-1');
    await dialog.getByRole('button', { name: '删除' }).click();
    await page.locator('[data-sonner-toast][data-type="error"]').first().waitFor();
    await until(() => dialog.isVisible(), 'the password dialog still open after the wrong password').toBe(true); // a wrong password keeps the dialog open
    await dialog.getByLabel('登录密码').fill(DEMO_USERS.admin.password);
    await dialog.getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
    await until(() => rowWith(page, name).count(), 'the deleted chain gone from the list').toBe(0);
    await errors.check({ toasts: false }); // the wrong password's toast was expected
  });

  it('adds, edits and hides a language (the contract has no language delete)', async () => {
    const code = `qq-e${unique.slice(0, 3)}`;
    await openScreen(page, app.url, '/system/language');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('语言代码').fill('not valid!');
    await dialog.getByLabel('语言名称').fill(`E2E ${unique}`);
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('格式不正确').waitFor();
    await dialog.getByLabel('语言代码').fill(code);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.getByRole('searchbox').fill(code);
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, code).waitFor();
    await page.getByRole('button', { name: `编辑 E2E ${unique}` }).click();
    await dialog.getByLabel('语言名称').fill(`E2E renamed ${unique}`);
    await dialog.getByRole('button', { name: '保存' }).click();
    await rowWith(page, `E2E renamed ${unique}`).waitFor();
    await page.getByRole('button', { name: `隐藏 E2E renamed ${unique}` }).click();
    await expectToast(page, '保存成功');
    await until(() => page.getByRole('button', { name: `显示 E2E renamed ${unique}` }).count(), 'the 显示 button of the renamed row').toBe(
      1,
    );
  });

  it('adds, edits and deletes an endpoint of a chain', async () => {
    const name = `E2E node ${unique}`;
    await openScreen(page, app.url, '/system/endpoint');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await choose(dialog, page, '区块链', /^Ethereum \(ETH\)/);
    await dialog.getByLabel('名称').fill(name);
    await dialog.getByLabel('节点地址').fill('wss://node.e2e.example');
    await page.screenshot({ path: '/tmp/console-system-dialog.png' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await rowWith(page, name).waitFor();
    await page.getByRole('button', { name: `编辑 ${name}` }).click();
    await dialog.getByLabel('节点地址').fill('https://node2.e2e.example');
    await dialog.getByRole('button', { name: '保存' }).click();
    await rowWith(page, 'node2.e2e.example').waitFor();
    await page.getByRole('button', { name: `删除 ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
    await until(() => rowWith(page, name).count(), 'the deleted row gone from the list').toBe(0);
  });

  it('syncs a custom chain to the block chains, asking once for the admin header password', async () => {
    await openScreen(page, app.url, '/system/blockchainCustom');
    await page.getByRole('button', { name: '同步' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: '同步' }).click();
    const prompt = page.getByRole('dialog', { name: '管理员密码' });
    await prompt.getByLabel('管理员密码').fill(ADMIN_HEADER_PASSWORD);
    await prompt.getByRole('button', { name: '确定' }).click();
    await expectToast(page, '同步成功');
    await until(() => page.getByRole('row').nth(1).getByText('刚刚').count(), '刚刚 in the first row').toBe(1);
  });

  it('edits the relation map (a key/value document) and keeps it after a reload', async () => {
    await openScreen(page, app.url, '/system/underRelationConfig');
    const rows = page.getByRole('row');
    await rows.nth(1).waitFor();
    const before = await rows.count();
    await page.getByRole('button', { name: '+ 添加一行' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('此项为必填项').first().waitFor(); // the new row's key is required
    const key = `e2e.key.${unique}`;
    await page.getByLabel(`键 ${before}`).fill(key);
    await page.getByLabel(`值 ${before}`).fill('ethereum');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    await page.reload();
    await until(async () => page.getByLabel(`键 ${before}`).inputValue(), 'the key read back').toBe(key);
  });

  it('shows the blocking recommendations when a category in use is deleted', async () => {
    await openScreen(page, app.url, '/system/category');
    const name = `E2E category ${unique}`;
    const category = await apiCall(page, '/v1/admin/category/create', { name, lang: 'zh-Hans' });
    const recommend = await apiCall(page, '/v1/admin/application/recommend/create', {
      slot: 'top',
      application_id: 1,
      category_id: category.data?.id ?? 0,
    });
    expect(recommend.result).toBe(0);
    await page.getByRole('button', { name: '刷新' }).filter({ visible: true }).click();
    await page.getByRole('button', { name: `删除 ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    const conflict = page.getByRole('dialog').filter({ has: page.getByRole('columnheader') });
    await conflict.waitFor();
    expect(await conflict.getByRole('row').count()).toBeGreaterThan(1);
    await expectNoSeriousA11y(page);
    await page.keyboard.press('Escape');
    await conflict.waitFor({ state: 'detached' });
  });
});

describe('/system exports', () => {
  it('exports every matching wallet address to a real .xlsx', async () => {
    await openScreen(page, app.url, '/system/exportUser');
    await page.getByRole('row').nth(1).waitFor();
    const file = await downloadHead(page, () => page.getByRole('button', { name: '导出 Excel' }).click());
    expect(file.name).toMatch(/\.xlsx$/);
    expect(file.head).toBe('PK');
  });

  it('exports a table (消息导出) to a real .xlsx', async () => {
    await openScreen(page, app.url, '/system/msgExcel');
    const file = await downloadHead(page, () => page.getByRole('button', { name: '导出 Excel' }).click());
    expect(file.head).toBe('PK');
  });
});

describe('every /system screen', () => {
  it.each(groupVisits('system'))('%s opens without error and passes axe', (path) => expectScreenClean(page, app.url, path));

  it('a form dialog and the password dialog pass axe', async () => {
    await openScreen(page, app.url, '/system/explorer');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoSeriousA11y(page);
    await page.keyboard.press('Escape');
    await openScreen(page, app.url, '/system/appkey');
    await page.getByRole('button', { name: /^删除/ }).first().click();
    await page.getByRole('dialog').getByLabel('登录密码').waitFor();
    await expectNoSeriousA11y(page);
    await page.keyboard.press('Escape');
    await openScreen(page, app.url, '/system/blockchain');
    await page.getByRole('row').nth(1).waitFor();
    await page.screenshot({ path: '/tmp/console-system-list.png' });
  });
});
