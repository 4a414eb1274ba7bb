// The /token group end to end as a user who holds ONLY the /token screens (a role and an account the set-up makes
// through the API as the admin), against the reference server: every route opens cleanly and passes axe, and no
// call of the group is refused for permission (40003); a token is added after validateToken refused a malformed
// and then a taken address; its texts are edited per language and a market is added from its page; submissions
// are rejected (with a reason) and approved (which creates the token); an NFT's data: URI metadata is previewed and
// the collections are published with the admin header password.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type RunningApp, until } from './harness';
import {
  apiCall,
  choose,
  confirmWithAdminPassword,
  dataCell,
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
const unique = Date.now().toString(36).slice(-5);
let userName = '';

useGroupUsers(['token'], ({ app: running, users }) => {
  app = running;
  ({ page, userName } = users.token!);
});

describe('every /token screen, as a user holding only /token', () => {
  it.each(groupVisits('token'))('%s opens without error and passes axe', (path) => expectScreenClean(page, app.url, path));
});

/** The message under a form field (kept-alive screens stay in the page, hidden: only the visible one is meant). */
const fieldMessage = (text: string | RegExp) => page.locator('form [role="alert"]').filter({ hasText: text, visible: true }).first();

describe('/token jobs, as a user holding only /token', () => {
  const address = `0x${Date.now().toString(16).padStart(12, '0')}${'ab'.repeat(14)}`;
  let tokenId = 0;

  it('adds a token only after validateToken accepts its address, storing it normalized', async () => {
    await openScreen(page, app.url, '/token/tokenlist');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/#\/token\/tokenadd/);
    await choose(page, page, '区块链', /^Ethereum \(ETH\)/);
    await page.getByLabel('地址', { exact: true }).fill('not-a-contract');
    await page.getByLabel('符号', { exact: true }).fill(`E2E${unique.toUpperCase()}`);
    await page.getByLabel('名称', { exact: true }).fill(`E2E Token ${unique}`);
    await page.getByRole('button', { name: '保存' }).click();
    await fieldMessage('0x 加 40 位十六进制数字').waitFor(); // refused under the address, in the console's language
    // A contract another token already has is refused too.
    await page.getByLabel('地址', { exact: true }).fill('0xdac17f958d2ee523a2206206994597c13d831ec7');
    await page.getByRole('button', { name: '保存' }).click();
    await fieldMessage(/代币已存在：id \d+|已存在相同的值/).waitFor(); // the engine's check call, or the save's 40009

    await page.getByLabel('地址', { exact: true }).fill(address.toUpperCase().replace('0X', '0x'));
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/#\/token\/tokendetail\?id=\d+/); // the new token's own page, with its sections
    tokenId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
    await until(() => page.getByLabel('地址', { exact: true }).inputValue(), '地址 read back in lower case').toBe(address.toLowerCase());
    // The two refusals were toasted as well (expected here): they go before the next job looks for error toasts.
    await until(() => page.locator('[data-sonner-toast][data-type="error"]').count(), 'the refusal toasts gone').toBe(0);
  });

  it("edits the token's texts in three languages as one form", async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, `/token/tokendetail?id=${tokenId}`);
    const texts = page.getByRole('region', { name: '代币多语言' }).filter({ visible: true });
    await texts.getByLabel('名称（English）').fill(`E2E Token ${unique}`);
    await texts.getByLabel('名称（繁體中文）').fill(`測試代幣 ${unique}`);
    await texts.getByLabel('提示（简体中文）').fill('测试代币，请勿交易');
    await texts.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    const saved = (await apiCall(page, `/v1/admin/token_lang_extension/list?token_id=${tokenId}&count=10`)).data as unknown as {
      list: { lang: string; name: string; notice: string }[];
    };
    expect(saved.list.map((row) => row.lang).sort()).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    expect(saved.list.find((row) => row.lang === 'zh-Hant')?.name).toBe(`測試代幣 ${unique}`);
    expect(saved.list.find((row) => row.lang === 'zh-Hans')?.notice).toBe('测试代币，请勿交易');
    await errors.check();
  });

  it("adds a market from the token's page on marketadd, the token filled in by name", async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, `/token/tokendetail?id=${tokenId}`);
    await page.getByRole('region', { name: '行情' }).filter({ visible: true }).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/#\/token\/marketadd\?token_id=\d+/);
    await until(() => page.getByRole('combobox', { name: '代币' }).inputValue(), '代币 holding the new token').toContain(
      `E2E${unique.toUpperCase()}`,
    );
    await page.getByLabel('分区标签').fill('E2E');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    // Saved, the operator is back on the token, not on the token list.
    await page.waitForURL(new RegExp(`#/token/tokendetail\\?id=${tokenId}$`));
    const markets = (await apiCall(page, `/v1/admin/token_market/search_list?token_id=${tokenId}`)).data as unknown as {
      total: number;
      list: { quote_symbol: string }[];
    };
    expect(markets.total).toBe(1);
    expect(markets.list[0]?.quote_symbol).toBe('USDT');
    await errors.check();
  });

  it('picks a hot token by name; the list shows its label, not its id', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/token/hot');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: '代币' }).fill(`E2E${unique.toUpperCase()}`);
    await page
      .getByRole('option', { name: new RegExp(`E2E${unique.toUpperCase()}`) })
      .first()
      .click();
    await until(() => dialog.getByText(/^Ethereum/).count(), 'the chain filled in with the token').toBeGreaterThan(0); // the chain came with the token
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await openScreen(page, app.url, `/token/hot?token_id=${tokenId}`);
    await until(() => rowWith(page, `E2E${unique.toUpperCase()} · E2E Token ${unique}`).count(), 'the market listed once').toBe(1);
    // Its buttons name it by its token too, not by `#id`.
    await page.getByRole('button', { name: `编辑 E2E${unique.toUpperCase()} · E2E Token ${unique}`, exact: true }).waitFor();
    await errors.check();
  });

  it('rejects a submission with its reason and approves another, which creates its token', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/token/tokenVerify');
    const first = page.getByRole('row').nth(1);
    await first.waitFor();
    const rejected = ((await dataCell(first, 0).textContent()) ?? '').trim();
    await first.getByRole('button', { name: '拒绝' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('说明').fill(`No audit report (${unique})`);
    await dialog.getByRole('button', { name: '拒绝' }).click();
    await expectToast(page, '操作成功');
    const submission = async (id: string) =>
      (await apiCall(page, `/v1/admin/token_submit/get?id=${id}`)).data as unknown as {
        audit_status: number;
        audit_remark: string;
        token_id: number;
        audited_by: string;
      };
    await until(async () => (await submission(rejected)).audit_status, 'the rejected submission stored with audit status 2').toBe(2);
    expect(await submission(rejected)).toMatchObject({
      audit_remark: `No audit report (${unique})`,
      audited_by: userName,
      token_id: 0,
    });

    const next = page.getByRole('row').nth(1);
    await until(
      async () => ((await dataCell(next, 0).textContent()) ?? '').trim(),
      'the next submission in the first row after the rejection',
    ).not.toBe(rejected);
    const approved = ((await dataCell(next, 0).textContent()) ?? '').trim();
    await next.getByRole('button', { name: '通过' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
    await expectToast(page, '操作成功');
    await until(async () => (await submission(approved)).audit_status, 'the approved submission stored with audit status 1').toBe(1);
    const created = (await submission(approved)).token_id;
    expect(created).toBeGreaterThan(0);
    expect(((await apiCall(page, `/v1/admin/token/lookup?id=${created}`)).data as unknown as { total: number }).total).toBe(1);
    await errors.check();
  });

  it("previews an NFT's on-chain (data: URI) metadata in the JSON viewer", async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/token/NFT');
    await page.getByRole('searchbox').fill('Genesis');
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, 'Wallet Admin Genesis').first().getByRole('button', { name: '预览元数据' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '读取' }).click();
    await dialog.getByText('Wallet Admin Genesis #1').first().waitFor();
    const json = dialog.getByRole('group', { name: '元数据 JSON' });
    await json.getByText('"On-chain metadata sample"').waitFor();
    expect(await dialog.getByText('Background').count()).toBeGreaterThan(0);
    await dialog.press('Escape');
    await errors.check();
  });

  it('publishes the NFT collections to the app, giving the admin header password', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/token/NFT');
    // The previous job's "操作成功" must be gone: the helper takes that toast for this action's success.
    await until(() => page.locator('[data-sonner-toast]').count(), 'the toasts gone').toBe(0);
    await page.getByRole('button', { name: '全部同步' }).click();
    await confirmWithAdminPassword(page, '全部同步');
    await expectToast(page, '操作成功');
    const synced = async () =>
      ((await apiCall(page, '/v1/admin/nft_token_info/list?status=0&count=1')).data as unknown as { list: { synced_at: number | null }[] })
        .list[0]?.synced_at ?? 0;
    await until(synced, 'the NFT collections marked synced').toBeGreaterThan(0);
    await errors.check();
  });
});
