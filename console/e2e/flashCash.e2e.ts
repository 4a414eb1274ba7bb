// The /flashCash group end to end as a user whose role holds exactly the /flashCash screens (created through the
// API as admin in the set-up), against the reference server: every route opens cleanly and passes axe; an order is
// found by its number and by a transaction hash with its timeline; the orders of the last 90 days are exported to
// a real .xlsx holding every matching row; a setting is added, edited and deleted; a class gets a subclass, and a
// market is placed under that class and subclass with the class → subclass picker.
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11y, type RunningApp, STATE_TIMEOUT, until } from './harness';
import {
  apiCall,
  choose,
  expectScreenClean,
  expectToast,
  groupVisits,
  openScreen,
  rowWith,
  useGroupUsers,
  watchErrors,
} from './screen-helpers';
import { businessDaysBack } from '../src/lib/business-time';

let app: RunningApp;
let page: Page;
const unique = Date.now().toString(36).slice(-5);

useGroupUsers(['flashCash'], ({ app: running, users }) => {
  app = running;
  page = users.flashCash!.page;
});

type Order = { id: number; order_no: string; from_tx_hash: string; to_tx_hash: string };
const firstOrder = async (query: string): Promise<Order> =>
  ((await apiCall(page, `/v1/admin/swap_order/list?count=1&${query}`)).data as unknown as { list: Order[] }).list[0]!;

/** The rows of the first sheet of an .xlsx file (a zip): read from its central directory, inflated with zlib. */
function sheetRows(file: Buffer): number {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let entry = file.readUInt32LE(end + 16);
  for (let i = 0; i < file.readUInt16LE(end + 10); i++) {
    const nameLength = file.readUInt16LE(entry + 28);
    const name = file.subarray(entry + 46, entry + 46 + nameLength).toString();
    if (name === 'xl/worksheets/sheet1.xml') {
      const local = file.readUInt32LE(entry + 42);
      const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
      const data = file.subarray(start, start + file.readUInt32LE(entry + 20));
      const xml = (file.readUInt16LE(entry + 10) === 0 ? data : inflateRawSync(data)).toString();
      return xml.match(/<row[\s>]/g)?.length ?? 0;
    }
    entry += 46 + nameLength + file.readUInt16LE(entry + 30) + file.readUInt16LE(entry + 32);
  }
  throw new Error('no sheet1.xml in the workbook');
}

/** Searches the visible list by keyword. */
/** Picks a row in a reference picker of `scope` (the engine's searchable combobox) by typing part of its label. */
async function pick(scope: Locator, label: string, text: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

async function search(text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

async function download(trigger: () => Promise<void>): Promise<{ name: string; file: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: STATE_TIMEOUT }), trigger()]);
  return { name: file.suggestedFilename(), file: readFileSync(await file.path()) };
}

describe('every /flashCash screen, as a user holding only /flashCash', () => {
  it('the menu offers exactly the /flashCash group', async () => {
    const routes = (await apiCall(page, '/v1/admin/user/routes')).data as unknown as { path: string }[];
    expect(routes.map((group) => group.path).filter((path) => path !== '/')).toEqual(['/flashCash']);
  });
  it.each(groupVisits('flashCash'))('%s opens without error and passes axe', (path) => expectScreenClean(page, app.url, path));
});

describe('/flashCash jobs, as the swap operator', () => {
  it('finds an order by its number and by a transaction hash, and shows its timeline', async () => {
    const errors = watchErrors(page);
    const order = await firstOrder('status=2&route_type=1');
    await openScreen(page, app.url, '/flashCash/ordertracking');
    const key = page.getByLabel('订单号 / 交易哈希 / 订单 ID');
    await key.fill(order.order_no);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    const timeline = page.getByRole('list', { name: '订单进度' });
    await timeline.getByText('已发币').waitFor();
    expect(await timeline.getByRole('listitem').count()).toBe(4);
    await timeline.getByText(order.to_tx_hash).waitFor();
    await page.getByText(order.from_tx_hash).first().waitFor();

    // The hash as a user pastes it from an explorer: upper-case hex.
    const other = await firstOrder('status=3');
    const refund = ((await apiCall(page, `/v1/admin/swap_order/get?id=${other.id}`)).data as unknown as { refund_tx_hash: string })
      .refund_tx_hash;
    await key.fill(`0x${refund.slice(2).toUpperCase()}`);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await timeline.getByText('已退款', { exact: true }).waitFor();
    await timeline.getByText('兑换失败').waitFor();
    await page.getByText(other.order_no).first().waitFor();
    await expectNoSeriousA11y(page);
    await errors.check();
  });

  it("opens an order's timeline from the order list", async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/flashCash/orderList');
    const row = page.getByRole('row').nth(1);
    const number = ((await row.getByRole('cell').nth(0).textContent()) ?? '').trim();
    await row.getByRole('button', { name: '追踪' }).click();
    await page.waitForURL(/#\/flashCash\/ordertracking\?key=/);
    await page.getByRole('list', { name: '订单进度' }).getByText('下单').waitFor();
    await until(() => page.getByLabel('订单号 / 交易哈希 / 订单 ID').inputValue(), 'the order search holding the order number').toBe(
      number,
    );
    await errors.check();
  });

  it('exports every order of the last 90 days in a state to a real .xlsx', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/flashCash/orderList');
    await choose(page, page, '状态', '已完成');
    await page.waitForURL(/status=2/);
    await page.getByRole('row').nth(1).waitFor();
    // The list's default range: from the business day's midnight 90 days back (UTC+8, whatever the browser's zone).
    const from = businessDaysBack(90);
    const total = ((await apiCall(page, `/v1/admin/swap_order/list?count=1&status=2&from=${from}`)).data as unknown as { total: number })
      .total;
    expect(total).toBeGreaterThan(10); // more than one page: the export must fetch them all
    const { name, file } = await download(() => page.getByRole('button', { name: '导出 Excel' }).click());
    expect(name).toMatch(/\.xlsx$/);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(sheetRows(file)).toBe(total + 1); // the header row and every matching order
    await expectToast(page, `已导出 ${total} 行`);
    await errors.check();
  });

  it('exports the Transit daily report to a real .xlsx', async () => {
    await openScreen(page, app.url, '/flashCash/transitExcel');
    await page.getByRole('row').nth(1).waitFor();
    const { file } = await download(() => page.getByRole('button', { name: '导出 Excel' }).click());
    expect(sheetRows(file)).toBeGreaterThan(11);
  });

  it('adds, edits and deletes a swap setting; a malformed key is refused under its field', async () => {
    const errors = watchErrors(page);
    const key = `e2e.setting_${unique}`;
    await openScreen(page, app.url, '/flashCash/configlist');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('配置键').fill('Bad Key');
    await dialog.getByLabel('配置值').fill('30');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('格式不正确').waitFor();
    await dialog.getByLabel('配置键').fill(key);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');

    await search(key);
    await rowWith(page, key).getByRole('button', { name: /^编辑/ }).click();
    await dialog.getByLabel('配置值').fill('45');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    await until(() => rowWith(page, key).first().textContent(), 'the row listing its new value 45').toContain('45');

    await rowWith(page, key).getByRole('button', { name: /^删除/ }).click();
    await dialog.getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
    await until(() => rowWith(page, key).count(), 'the deleted row gone from the list').toBe(0);
    await errors.check();
  });

  it('gives a class a subclass, then places a market under them with the class → subclass picker', async () => {
    const errors = watchErrors(page);
    const className = `E2E 分类 ${unique}`;
    const subclassName = `E2E 子类 ${unique}`;
    await openScreen(page, app.url, '/flashCash/classMarketConfig');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('分类名称').fill(className);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');

    await rowWith(page, className).getByRole('button', { name: '子分类' }).click();
    const subclasses = page.getByRole('dialog').filter({ hasText: className }).or(page.getByRole('dialog').first()).first();
    await subclasses.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog').last();
    await form.getByLabel('子分类名称').fill(subclassName);
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await subclasses.getByText(subclassName).waitFor();
    await expectNoSeriousA11y(page);
    await page.keyboard.press('Escape');

    await openScreen(page, app.url, '/flashCash/swapMarketConfig');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog.getByLabel('交易对').fill('LINK/USDC');
    await pick(dialog, '基础币', 'WETH');
    await pick(dialog, '计价币', 'USDC');
    // No subclass before a class; then only the chosen class's subclasses.
    const subclass = dialog.getByRole('combobox', { name: '子分类', exact: true });
    await until(() => subclass.isDisabled(), '子分类 disabled before a class is chosen').toBe(true);
    await expectNoSeriousA11y(page);
    await pick(dialog, '分类', className);
    await subclass.fill('E2E');
    // Only the chosen class's subclass is offered (an option reads its label and `#id`).
    await until(() => page.getByRole('option').allTextContents(), "only the chosen class's subclass offered").toEqual([
      expect.stringMatching(new RegExp(`^${subclassName} #\\d+$`)),
    ]);
    // (Choosing another class drops the subclass: RefPicker.test.tsx.)
    await page.getByRole('option', { name: subclassName }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await search('LINK/USDC');
    await until(() => rowWith(page, 'LINK/USDC').first().textContent(), 'LINK/USDC listed with its subclass').toContain(subclassName);
    expect(await rowWith(page, 'LINK/USDC').first().textContent()).toContain(className);
    await errors.check();
  });
});
