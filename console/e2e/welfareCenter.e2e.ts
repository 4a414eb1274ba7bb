// The /welfareCenter group end to end as a user whose role holds exactly the /welfareCenter screens, and
// /settings/invitation as a user holding the /settings screens (both created through the API by admin), against the
// reference server: every route opens cleanly and passes axe; the hidden pages open from their buttons (other welfare
// from the energy packages, campaigns from the codes, a campaign's items and banners from its row, reload-safe); the
// derived campaign status filters on the server; codes are generated in a batch whose .xlsx holds exactly the batch,
// and unused ones are destroyed; a staking rush is added and shows as not started.
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

let app: RunningApp;
let page: Page;
let settings: Page;
const unique = Date.now().toString(36).slice(-5);

useGroupUsers(['welfareCenter', 'settings'], ({ app: running, users }) => {
  app = running;
  page = users.welfareCenter!.page;
  settings = users.settings!.page;
});

/** The text of one file of an .xlsx workbook (a zip), read from its central directory; '' when absent. */
function zipText(file: Buffer, wanted: string): string {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let entry = file.readUInt32LE(end + 16);
  for (let i = 0; i < file.readUInt16LE(end + 10); i++) {
    const nameLength = file.readUInt16LE(entry + 28);
    const name = file.subarray(entry + 46, entry + 46 + nameLength).toString();
    if (name === wanted) {
      const local = file.readUInt32LE(entry + 42);
      const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
      const data = file.subarray(start, start + file.readUInt32LE(entry + 20));
      return (file.readUInt16LE(entry + 10) === 0 ? data : inflateRawSync(data)).toString();
    }
    entry += 46 + nameLength + file.readUInt16LE(entry + 30) + file.readUInt16LE(entry + 32);
  }
  return '';
}

/** The first sheet: how many rows it has and all its text (inline or shared strings). */
function sheet(file: Buffer): { rows: number; text: string } {
  const xml = zipText(file, 'xl/worksheets/sheet1.xml');
  return { rows: xml.match(/<row[\s>]/g)?.length ?? 0, text: xml + zipText(file, 'xl/sharedStrings.xml') };
}

async function download(on: Page, trigger: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([on.waitForEvent('download', { timeout: STATE_TIMEOUT }), trigger()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  return readFileSync(await file.path());
}

/** Picks a row in a reference picker of `scope` by typing part of its label. */
async function pick(on: Page, scope: Locator, label: string, text: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(text);
  await on
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

type Listed = { list: { id: number; code: string; status: number }[]; total: number };
const list = async (on: Page, path: string) => (await apiCall(on, path)).data as unknown as Listed;

describe('every /welfareCenter screen, as a user holding only /welfareCenter', () => {
  it('the menu offers exactly the /welfareCenter group', async () => {
    const routes = (await apiCall(page, '/v1/admin/user/routes')).data as unknown as { path: string }[];
    expect(routes.map((group) => group.path).filter((path) => path !== '/')).toEqual(['/welfareCenter']);
  });
  it.each(groupVisits('welfareCenter'))('%s opens without error and passes axe', (path) => expectScreenClean(page, app.url, path));
  it('/settings/invitation opens without error and passes axe, as a user holding /settings', () =>
    expectScreenClean(settings, app.url, '/settings/invitation'));
});

describe('/welfareCenter jobs', () => {
  it('reaches the hidden pages from their buttons; a campaign row opens its items, which survive a reload', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/welfareCenter/energyExchange');
    await page.getByRole('button', { name: '其他福利', exact: true }).click();
    await page.waitForURL(/#\/welfareCenter\/otherWelfare/);
    await rowWith(page, '每日签到领积分').first().waitFor();

    await openScreen(page, app.url, '/welfareCenter/sendCode');
    await page.getByRole('button', { name: '活动管理', exact: true }).click();
    await page.waitForURL(/#\/welfareCenter\/activity/);
    // The derived status, filtered by the server.
    await choose(page, page, '状态', '进行中');
    await page.waitForURL(/status=1/);
    const running = await list(page, '/v1/admin/campaign/list?status=1&count=100');
    expect(running.total).toBeGreaterThan(0);
    expect(running.total).toBeLessThanOrEqual(10);
    await until(() => page.getByRole('row').filter({ hasText: '进行中' }).count(), 'every running campaign listed').toBe(running.total); // one page: every running campaign
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: /未开始|已结束/ })
        .count(),
    ).toBe(0);

    const row = rowWith(page, '钱包五周年庆');
    await row.getByRole('button', { name: '活动奖品', exact: true }).click();
    await page.waitForURL(/#\/welfareCenter\/activityItem\?campaign_id=\d+/);
    await rowWith(page, '10 USDT 奖励').first().waitFor();
    const url = page.url();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(page.url()).toBe(url);
    await until(() => rowWith(page, '钱包五周年庆').count(), '钱包五周年庆 listed').toBeGreaterThan(0);
    await until(() => page.getByRole('row').filter({ hasNotText: '钱包五周年庆' }).count(), 'only 钱包五周年庆 rows listed').toBe(1); // the header only
    // An item added here belongs to this campaign: 所属活动 (required) starts filled in from the URL's scope.
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await until(() => dialog.getByRole('combobox', { name: '所属活动', exact: true }).inputValue(), '所属活动 prefilled').toBe(
      '钱包五周年庆',
    );
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await errors.check();
  });

  it("clears a date range with its × (a package's records): the default range does not come back, no from/to is sent", async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/welfareCenter/energyExchange');
    await page.getByRole('button', { name: '兑换记录', exact: true }).first().click();
    const records = page.getByRole('dialog', { name: '兑换记录' });
    // The spec's default: the last 90 days, shown in the picker with its ×.
    const clear = records.getByRole('button', { name: '清除日期' });
    await clear.waitFor();
    const asked: string[] = [];
    const collect = (request: { url: () => string }) => void (request.url().includes('/energy_exchange/list') && asked.push(request.url()));
    page.on('request', collect);
    await clear.click();
    await until(() => asked.length, 'the list asked again').toBeGreaterThan(0);
    page.off('request', collect);
    expect(asked.filter((url) => /[?&](from|to)=/.test(url))).toEqual([]);
    await clear.waitFor({ state: 'detached' });
    const package_id = new URL(asked[0]!).searchParams.get('energy_package_id');
    const all = await list(page, `/v1/admin/energy_exchange/list?count=1&energy_package_id=${package_id}`);
    await records.getByText(`共 ${all.total} 条`).waitFor();
    await errors.check();
  });

  it('generates codes for a campaign in one go, downloads exactly that batch, and destroys an unused code', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/welfareCenter/sendCode');
    await page.getByRole('button', { name: '批量发码' }).click();
    const dialog = page.getByRole('dialog');
    await pick(page, dialog, '所属活动', '跨链兑换返现');
    await dialog.getByLabel('数量').fill('10001');
    await dialog.getByRole('button', { name: '批量发码' }).click();
    await dialog.getByText('不能大于 10000').waitFor();
    await dialog.getByLabel('数量').fill('300');
    await dialog.getByRole('button', { name: '批量发码' }).click();
    const done = dialog.getByText(/已生成 300 条，批次号 ([A-Z0-9-]+)。/);
    await done.waitFor({ timeout: STATE_TIMEOUT });
    const batch = /批次号 ([A-Z0-9-]+)。/.exec((await done.textContent()) ?? '')![1]!;
    // The toast comes after the dialog's status (the first one loads sonner): axe sampled it fading in once.
    await expectToast(page, '已生成 300 条');
    await expectNoSeriousA11y(page);
    const file = await download(page, () => dialog.getByRole('button', { name: '下载 Excel' }).click());
    const workbook = sheet(file);
    expect(workbook.rows).toBe(301); // the header and exactly the batch
    const made = await list(page, `/v1/admin/campaign_code/list?batch_no=${batch}&count=1000`);
    expect(made.total).toBe(300);
    for (const code of made.list.slice(0, 20)) expect(workbook.text).toContain(`>${code.code}<`);
    // The campaign as the list shows it, by name, not its id.
    expect(workbook.text).toContain('跨链兑换返现');
    await dialog.locator('footer').getByRole('button', { name: '关闭' }).click();

    const code = made.list[0]!.code;
    await page.getByRole('searchbox').fill(code);
    await page.getByRole('searchbox').press('Enter');
    // Unused: 使用时间 shows nothing (a dash), not 不限.
    await until(() => rowWith(page, code).textContent(), 'the new code listed').toContain('未使用');
    expect(await rowWith(page, code).textContent()).not.toContain('不限');
    await rowWith(page, code).getByRole('button', { name: /^销毁/ }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: '销毁' }).click();
    await expectToast(page, '操作成功');
    await until(() => rowWith(page, code).textContent(), 'the code listed as 已销毁').toContain('已销毁');
    expect(await rowWith(page, code).getByRole('button', { name: /^销毁/ }).count()).toBe(0);
    await errors.check();
  });

  it('adds a staking rush that starts later: it shows as not started', async () => {
    const errors = watchErrors(page);
    const name = `E2E 质押 ${unique}`;
    await openScreen(page, app.url, '/welfareCenter/stakingRush');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名称', { exact: true }).fill(name);
    await pick(page, dialog, '代币', 'USDT');
    await dialog.getByLabel('年化收益率（%）').fill('8.8');
    await dialog.getByLabel('总额度').fill('abc');
    await dialog.getByLabel('开始时间').fill('2099-01-01 09:00');
    await dialog.getByLabel('结束时间').fill('2099-02-01 09:00');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('格式不正确').waitFor();
    await dialog.getByLabel('总额度').fill('250000');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.getByRole('searchbox').fill(name);
    await page.getByRole('searchbox').press('Enter');
    await until(() => rowWith(page, name).first().textContent(), 'the campaign listed as 未开始').toContain('未开始');
    await errors.check();
  });
});

describe('/settings/invitation, as a user holding /settings', () => {
  it('filters by pay type, generates a batch of WeChat codes with its .xlsx, and destroys two of them', async () => {
    const errors = watchErrors(settings);
    await openScreen(settings, app.url, '/settings/invitation');
    await choose(settings, settings, '支付方式', '微信');
    await settings.waitForURL(/pay_type=1/);
    await settings.getByRole('button', { name: '批量生成' }).click();
    const dialog = settings.getByRole('dialog');
    await choose(dialog, settings, '支付方式', '微信');
    await dialog.getByLabel('售价').fill('9.9');
    await dialog.getByLabel('数量').fill('40');
    await dialog.getByRole('button', { name: '批量生成' }).click();
    const done = dialog.getByText(/已生成 40 条，批次号 ([A-Z0-9-]+)。/);
    await done.waitFor({ timeout: STATE_TIMEOUT });
    const batch = /批次号 ([A-Z0-9-]+)。/.exec((await done.textContent()) ?? '')![1]!;
    expect(sheet(await download(settings, () => dialog.getByRole('button', { name: '下载 Excel' }).click())).rows).toBe(41);
    await dialog.locator('footer').getByRole('button', { name: '关闭' }).click();

    // The batch's codes by the filter's URL (a reload-safe list state).
    await openScreen(settings, app.url, `/settings/invitation?batch_no=${batch}`);
    await until(() => settings.getByLabel('批次号').inputValue(), '批次号 holding the batch').toBe(batch);
    await settings.getByText('共 40 条').waitFor(); // the batch's page, not the one before the filter
    const rows = settings.getByRole('row');
    for (const i of [1, 2]) await rows.nth(i).getByRole('checkbox').click();
    await settings.getByText('已选 2 项').waitFor();
    await settings.getByRole('region', { name: '已选条目' }).getByRole('button', { name: '销毁' }).click();
    await settings.getByRole('dialog').getByRole('button', { name: '销毁' }).click();
    await expectToast(settings, '操作成功');
    await until(
      async () => (await list(settings, `/v1/admin/invite_code/list?batch_no=${batch}&status=4`)).total,
      "two of the batch's codes stored with status 4",
    ).toBe(2);
    await expectNoSeriousA11y(settings);
    await errors.check();
  });
});
