// The /centralizewallet group end to end as a user whose role holds exactly the /centralizewallet screens: every
// route opens cleanly and passes axe; the custodial drill-down goes three levels deep (users → a user's assets → an
// asset's movements), a reload at the deepest level shows the same rows and breadcrumb, and the breadcrumb and
// "up" lead back; the currency hub leads to every currency page: a currency is added with a name in a language, an
// alert is added, the gas API's key stays masked across a save; the DeFi protocols open from their exchange data.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11y, type RunningApp, until } from './harness';
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
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const code = `Q${letters[Date.now() % 26]!}${letters[Math.floor(Date.now() / 26) % 26]!}`;

useGroupUsers(['centralizewallet'], ({ app: running, users }) => {
  app = running;
  page = users.centralizewallet!.page;
});

const trail = () => page.getByRole('navigation', { name: '上级路径' });
const firstCells = async () => (await page.getByRole('row').nth(1).textContent()) ?? '';

describe('every /centralizewallet screen, as a user holding only /centralizewallet', () => {
  it('the menu offers exactly the /centralizewallet group', async () => {
    const routes = (await apiCall(page, '/v1/admin/user/routes')).data as unknown as { path: string }[];
    expect(routes.map((group) => group.path).filter((path) => path !== '/')).toEqual(['/centralizewallet']);
  });
  it.each(groupVisits('centralizewallet'))('%s opens without error and passes axe', (path) => expectScreenClean(page, app.url, path));
});

describe('the custodial drill-down', () => {
  it('goes from a user to their assets to an asset’s movements, reloads there, and goes back up', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/centralizewallet/UserIndex');
    await page.getByRole('searchbox').fill('U100001');
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, 'U100001').getByRole('button', { name: /^资产/ }).click();
    await page.waitForURL(/UserAssetsList\?custody_user_id=1$/);
    await trail().getByText('张伟 · U100001').waitFor();
    await until(() => page.getByRole('row').count(), "the user's six chains listed (seven rows with the header)").toBe(7); // the header and the user's six chains

    await rowWith(page, 'Ethereum').getByRole('button', { name: /^明细/ }).click();
    await page.waitForURL(/userassetsinforlist\?custody_user_id=1&custody_asset_id=1$/);
    const here = trail().locator('[aria-current="page"]');
    await until(() => here.textContent(), 'the breadcrumb naming the asset (ETH · address)').toMatch(/^ETH · 0x[0-9a-f]{40}$/);
    await page.getByText('共 26 条').waitFor();
    const first = await firstCells();
    await page.getByRole('button', { name: '跳转到第 2 页' }).click();
    await page.waitForURL(/page=2/);
    await until(firstCells, 'page 2 of the asset details shown').not.toBe(first); // page 1 stays on screen until page 2 arrives
    const rows = await firstCells();
    const crumb = await here.textContent();
    await expectNoSeriousA11y(page);

    await page.reload();
    await here.waitFor();
    await until(() => here.textContent(), 'the same breadcrumb after the reload').toBe(crumb);
    await until(firstCells, 'the same page 2 rows after the reload').toBe(rows);
    await page.getByText('共 26 条').waitFor();

    await page.getByRole('button', { name: '返回上级' }).click();
    await page.waitForURL(/UserAssetsList\?custody_user_id=1$/);
    await rowWith(page, 'Ethereum').getByRole('button', { name: /^代币/ }).click();
    await page.waitForURL(/UserAssetsTokenList\?custody_user_id=1&custody_asset_id=1$/);
    await rowWith(page, 'Tether USD').waitFor();
    await trail().getByRole('button', { name: '张伟 · U100001' }).click();
    await page.waitForURL(/UserAssetsList\?custody_user_id=1$/);
    await trail().getByRole('button', { name: '用户资产' }).click();
    await page.waitForURL(/UserIndex/);
    await errors.check();
  });

  it('the server refuses an asset asked under another user', async () => {
    const answer = await apiCall(page, '/v1/admin/custody_movement/list?custody_user_id=2&custody_asset_id=1');
    expect(answer.result).toBe(40000);
  });
});

describe('currencies, alerts, the gas API and DeFi data', () => {
  it('adds a currency from the hub, names it in English on its page, and deletes it', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/centralizewallet/UserIndex');
    await page.getByRole('button', { name: '币种首页', exact: true }).click();
    await page.waitForURL(/currencyindex/);
    await page.getByRole('button', { name: '币种列表', exact: true }).click();
    await page.waitForURL(/currencylist/);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/addcurrency/);
    await page.getByLabel('代码').fill(code);
    await page.getByLabel('名称').fill('测试币种');
    await page.getByLabel('符号').fill('¤');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/addcurrency\?id=\d+/);

    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/addcurrencyname\?currency_id=\d+/);
    await choose(page, page, '语言', 'English');
    await page.getByLabel('该语言下的名称').fill('Test currency');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/addcurrency\?id=\d+/);
    await rowWith(page, 'Test currency').waitFor();

    await openScreen(page, app.url, '/centralizewallet/currencylist');
    await page.getByRole('searchbox').fill(code);
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, code).getByRole('button', { name: /^删除/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
    await errors.check();
  });

  it('adds a rate alert on a currency', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/centralizewallet/currenctalert');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/addcurrenctalert/);
    await page.getByLabel('预警名称').fill('E2E 人民币升破 7.40');
    await page.getByRole('combobox', { name: '币种', exact: true }).fill('CNY');
    await page.getByRole('option', { name: /CNY/ }).first().click();
    await page.getByLabel('阈值（兑 1 USD）').fill('7.4000');
    await page.getByLabel('接收人').fill('fx@example.com');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/currenctalert/);
    await rowWith(page, 'E2E 人民币升破 7.40').waitFor();
    await errors.check();
  });

  it('keeps the gas API key masked across a save', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/centralizewallet/ethgasapi');
    await until(() => page.getByLabel('API Key', { exact: true }).inputValue(), 'the masked API Key read from the settings').toBe(
      '************GSAU',
    );
    await page.getByLabel('刷新间隔（秒）').fill('20');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    const stored = (await apiCall(page, '/v1/admin/eth_gas_api/get')).data as unknown as { api_key: string; refresh_seconds: number };
    expect(stored).toMatchObject({ api_key: '************GSAU', refresh_seconds: 20 });
    await errors.check();
  });

  it('opens the DeFi protocols from their exchange data', async () => {
    await openScreen(page, app.url, '/centralizewallet/defiexdata');
    await rowWith(page, 'ARB/USDC').first().waitFor();
    await page.getByRole('button', { name: 'DeFi信息', exact: true }).click();
    await page.getByRole('dialog').getByRole('row').filter({ hasText: 'Across' }).waitFor();
  });
});
