// The /application group end to end as the operator (who holds exactly /app and /application), against the
// reference server: every route opens cleanly and passes axe; a submission is rejected (with its reason) and
// another approved; three DApps are hidden at once; a DApp is moved by dragging; a DApp's languages and chains
// are edited on its page; deleting a recommended DApp shows the recommendations that block it.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DEMO_USERS, newPage, signIn, type RunningApp, TOTP_SECRET, totp, useApp, until } from './harness';
import { apiCall, choose, dataCell, expectScreenClean, expectToast, groupVisits, openScreen, rowWith, watchErrors } from './screen-helpers';

let app: RunningApp;
let page: Page;
let browser: Browser;
const unique = Date.now().toString(36).slice(-5);
useApp(async ({ app: running, browser: launched }) => {
  app = running;
  browser = launched;
  ({ page } = await newPage(browser, { width: 1440, height: 900 }));
  await signIn(page, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);
});

describe('every /application screen, as the operator', () => {
  it.each(groupVisits('application'))('%s opens without error and passes axe', (path) => expectScreenClean(page, app.url, path));
});

describe('/application jobs, as the operator', () => {
  it("names each link's category, not its id (category_id is x-ref: category)", async () => {
    await openScreen(page, app.url, '/application/dappCategory');
    const first = page.getByRole('row').nth(1);
    await first.waitFor();
    const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    const column = headers.findIndex((text) => text.startsWith('分类'));
    expect(column).toBeGreaterThan(-1);
    // A link may name a category of any language (the lookup lists one language at a time).
    const names = new Set<string>();
    for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
      const categories = (await apiCall(page, `/v1/admin/category/lookup?count=100&lang=${lang}`)).data as unknown as {
        list: { name: string }[];
      };
      for (const category of categories.list) names.add(category.name);
    }
    await until(
      async () => names.has(((await first.getByRole('cell').nth(column).textContent()) ?? '').trim()),
      "the first row's 分类 naming a category of some language",
    ).toBe(true);
  });

  it('rejects a submission with its reason and approves another, which creates its DApp', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/application/dappVerify');
    const first = page.getByRole('row').nth(1);
    await first.waitFor();
    const rejected = (await dataCell(first, 2).textContent()) ?? '';
    await first.getByRole('button', { name: '拒绝' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '拒绝' }).click();
    await dialog.getByText('请填写说明').waitFor();
    await dialog.getByLabel('说明').fill(`Missing audit report (${unique})`);
    await dialog.getByRole('button', { name: '拒绝' }).click();
    await expectToast(page, '操作成功');
    await until(() => rowWith(page, rejected).count(), 'the rejected submission gone from the pending list').toBe(0); // the list shows pending ones

    const next = page.getByRole('row').nth(1);
    const approved = (await dataCell(next, 2).textContent()) ?? '';
    const dapps = async () =>
      (
        (await apiCall(page, `/v1/admin/application/lookup?count=1&key=${encodeURIComponent(approved)}`)).data as unknown as {
          total: number;
        }
      ).total;
    const before = await dapps();
    await next.getByRole('button', { name: '通过' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
    await expectToast(page, '操作成功');
    await choose(page, page, '审核状态', '已通过');
    await until(() => rowWith(page, approved).first().textContent(), 'the approved DApp listed with operator as its reviewer').toContain(
      'operator',
    );
    expect(await dapps()).toBe(before + 1); // the approval created the DApp

    // The review buttons are on a submission's own page too.
    const pending = (await apiCall(page, '/v1/admin/application_submit/list?audit_status=0&count=1')).data as unknown as {
      list: { id: number }[];
    };
    await openScreen(page, app.url, `/application/dappVerifyInfo?id=${pending.list[0]!.id}`);
    await page.getByRole('button', { name: '拒绝' }).click();
    await page.getByRole('dialog').getByLabel('说明').fill('Duplicate of an existing DApp');
    await page.getByRole('dialog').getByRole('button', { name: '拒绝' }).click();
    await expectToast(page, '操作成功');
    await until(() => page.getByRole('button', { name: '通过' }).count(), 'no 通过 button left (nothing pending)').toBe(0); // no longer pending
    await errors.check();
  });

  it('hides three DApps at once and shows them again', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/application/dapp');
    const rows = page.getByRole('row');
    await rows.nth(3).waitFor();
    const names: string[] = [];
    for (const i of [1, 2, 3]) {
      names.push(((await rows.nth(i).getByRole('cell').nth(4).textContent()) ?? '').trim());
      await rows.nth(i).getByRole('checkbox').click();
    }
    await page.getByText('已选 3 项').waitFor();
    await page.getByRole('region', { name: '已选条目' }).getByRole('button', { name: '隐藏' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '隐藏' }).click();
    await expectToast(page, '操作成功');
    for (const name of names) await until(() => rowWith(page, name).first().textContent(), `${name} listed as 隐藏`).toContain('隐藏');
    await page.getByRole('checkbox', { name: '选择本页全部' }).click();
    await page.getByRole('region', { name: '已选条目' }).getByRole('button', { name: '显示' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '显示' }).click();
    await expectToast(page, '操作成功');
    await errors.check();
  });

  it('moves a DApp by dragging it, and with Alt+↓ on its handle', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/application/dapp');
    const rows = page.getByRole('row');
    await rows.nth(3).waitFor();
    const title = (i: number) => rows.nth(i).getByRole('cell').nth(4).textContent();
    const first = await title(1);
    await rows.nth(1).dragTo(rows.nth(3));
    await expectToast(page, '保存成功');
    await until(() => title(3), 'the dragged DApp in the third row').toBe(first);
    const second = await title(1);
    await rows.nth(1).getByRole('button', { name: /调整/ }).press('Alt+ArrowDown');
    await until(() => title(2), 'the DApp moved down one row by Alt+↓').toBe(second);
    await errors.check();
  });

  it('moves a hot DApp with Alt+↓ and by dragging, edits its place and hides it (issue 58: reorder and edit by declaration)', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/application/dapphot');
    const rows = page.getByRole('row');
    await rows.nth(3).waitFor();
    const dapp = async (i: number) => ((await rows.nth(i).getByRole('cell').nth(2).textContent()) ?? '').trim();
    // A DApp reads #id until the lookup of the page's DApps answers.
    await until(() => dapp(1), "the first hot DApp's name").not.toMatch(/^#/);
    const first = await dapp(1);
    await rows.nth(1).getByRole('button', { name: /调整/ }).press('Alt+ArrowDown');
    // Its 保存成功 toast may be gone under load (or be the last test's): the reload below shows it was saved.
    await until(() => dapp(2), 'the hot DApp moved down one row by Alt+↓').toBe(first);
    const top = await dapp(1);
    await rows.nth(1).dragTo(rows.nth(3));
    await until(() => dapp(3), 'the dragged hot DApp in the third row').toBe(top);
    // The order holds after a reload: it was saved, not only drawn.
    await page.reload();
    await until(async () => [await dapp(1), await dapp(3)], 'the moved hot DApps in their places after a reload').toEqual([first, top]);

    await rowWith(page, top).getByRole('button', { name: /^编辑/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('排序').fill('7777');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    await until(() => page.getByRole('spinbutton', { name: new RegExp(`^排序值 ${top}`) }).inputValue(), 'the edited place').toBe('7777');
    await rowWith(page, top).getByRole('button', { name: '隐藏' }).click();
    await until(() => rowWith(page, top).getByRole('button', { name: '显示' }).count(), 'the hidden hot DApp offering 显示').toBe(1);
    await errors.check();
  });

  it('pins a DApp to a position of its category', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/application/dapp');
    const row = page.getByRole('row').nth(2);
    await row.waitFor();
    const title = ((await row.getByRole('cell').nth(4).textContent()) ?? '').trim();
    await row.getByRole('button', { name: '固定位置' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('固定位置').fill('1');
    await dialog.getByRole('button', { name: '固定位置' }).click();
    await expectToast(page, '操作成功');
    await until(() => rowWith(page, title).first().getByRole('cell').nth(9).textContent(), 'the fixed DApp showing position 1').toBe('1');
    await errors.check();
  });

  it("edits a DApp's languages and chains on its page", async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/application/dapp');
    await page.getByRole('row').nth(1).getByRole('button', { name: /^编辑/ }).click();
    await page.waitForURL(/#\/application\/dapp\/\d+$/);
    const languages = page
      .getByRole('region', { name: 'DApp 多语言' })
      .or(page.locator('section').filter({ hasText: 'DApp 多语言' }))
      .first();
    await page.getByText('DApp 多语言').first().waitFor();
    await page.getByRole('button', { name: '新增', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await choose(dialog, page, '语言', 'English');
    await dialog.getByLabel('标题').fill(`E2E title ${unique}`);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await languages.getByText(`E2E title ${unique}`).waitFor();

    await page.getByRole('button', { name: '新增', exact: true }).nth(1).click();
    await choose(dialog, page, '区块链', /BNB|Ethereum|以太坊/);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await errors.check();
  });

  it('shows the recommendations that block deleting a recommended DApp', async () => {
    const entries = await apiCall(page, '/v1/admin/application/recommend/recommend_list?count=1');
    const { application_id: id } = (entries.data as unknown as { list: { application_id: number }[] }).list[0]!;
    const dapp = (await apiCall(page, `/v1/admin/application/get?id=${id}`)).data as unknown as {
      title: string;
      lang: string;
      category_id: number;
    };
    const query = new URLSearchParams({ lang: dapp.lang, category_id: String(dapp.category_id), key: dapp.title });
    await openScreen(page, app.url, `/application/dapp?${query.toString()}`);
    const row = page.getByRole('row').filter({ hasText: dapp.title }).first();
    await row.getByRole('button', { name: /^删除/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    const link = page
      .getByRole('dialog')
      .getByRole('link', { name: /推荐 #\d+/ })
      .first();
    await link.click(); // to a blocking recommendation
    await page.waitForURL(/#\/application\/recommend\/detail\/\d+$/);
    await page.getByRole('term').filter({ hasText: '推荐位' }).waitFor();
  });

  it('adds a channel on its page, a search keyword, a white-listed domain, a hot DApp and a category entry', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/application/channel/add');
    await page.getByLabel('名称').fill(`E2E channel ${unique}`);
    await page.getByLabel('渠道代码').fill(`e2e_${unique}`);
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/#\/application\/channel(\?|$)/);
    await rowWith(page, `e2e_${unique}`).waitFor();

    for (const [path, fill] of [
      ['/application/key', async () => page.getByRole('dialog').getByLabel('关键词').fill(`e2e ${unique}`)],
      [
        '/application/white',
        async () => {
          await page.getByRole('dialog').getByLabel('域名').fill(`*.e2e-${unique}.example.com`);
          await page.getByRole('dialog').getByLabel('名称').fill(`E2E ${unique}`);
        },
      ],
      [
        '/application/dapphot',
        async () => {
          await page.getByRole('dialog').getByRole('combobox', { name: 'DApp' }).fill('Aave');
          await page.getByRole('option', { name: /Aave/ }).first().click();
        },
      ],
      [
        '/application/dappCategory',
        async () => {
          await page.getByRole('dialog').getByRole('combobox', { name: 'DApp' }).fill('Curve');
          await page.getByRole('option', { name: /Curve/ }).first().click();
        },
      ],
    ] as const) {
      await openScreen(page, app.url, path);
      await page.getByRole('button', { name: '新增', exact: true }).click();
      await fill();
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
      await expectToast(page, '新增成功');
    }
    await errors.check();
  });

  it('hides a DApp tag everywhere, saves the discover build and adds a contact whose delete asks the password', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/application/dapptag');
    const tag = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '隐藏' }) })
      .first();
    const name = ((await tag.getByRole('cell').first().textContent()) ?? '').trim();
    await tag.getByRole('button', { name: '隐藏' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '隐藏' }).click();
    await expectToast(page, '操作成功');
    await until(
      () => rowWith(page, name).first().getByRole('button', { name: '隐藏' }).count(),
      'no 隐藏 button on the DApp (hidden everywhere)',
    ).toBe(0); // hidden on every DApp

    await openScreen(page, app.url, '/application/discover');
    await page.getByLabel('构建哈希').fill('not hex');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('格式不正确').waitFor();
    await page.getByLabel('构建哈希').fill(`abcdef${unique.replace(/[^0-9a-f]/g, '0')}`);
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');

    await openScreen(page, app.url, '/application/contact');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'DApp' }).fill('Lido');
    await page.getByRole('option', { name: /Lido/ }).first().click();
    await dialog.getByLabel('名称').fill(`E2E contact ${unique}`);
    await dialog.getByLabel('邮箱').fill('bd@lido.example');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.getByRole('searchbox').fill(`E2E contact ${unique}`);
    await page.getByRole('searchbox').press('Enter');
    // Corrected in place (issue 58), not deleted and added again.
    await rowWith(page, `E2E contact ${unique}`).getByRole('button', { name: /^编辑/ }).click();
    await dialog.getByLabel('职位').fill('BD lead');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    await until(() => rowWith(page, `E2E contact ${unique}`).textContent(), 'the corrected position in the row').toContain('BD lead');
    await rowWith(page, `E2E contact ${unique}`).getByRole('button', { name: /^删除/ }).click();
    await dialog.getByLabel('登录密码').fill(DEMO_USERS.operator.password);
    await dialog.getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
    await errors.check();
  });

  it('deletes a contact with one confirmation when its proof of presence is old: the code is asked in the same dialog', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/application/contact');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'DApp' }).fill('Lido');
    await page.getByRole('option', { name: /Lido/ }).first().click();
    await dialog.getByLabel('名称').fill(`E2E sudo contact ${unique}`);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    // An old proof (what REAUTH_MINUTES without one leave), set in the database, and the demo authenticator enrolled
    // for the operator so the test can read its codes (as settings.e2e does).
    const db = new Database(join(app.dataDir, 'wallet-admin.sqlite'));
    db.prepare('update admin_user set totp_secret = ?, totp_enrolled_at = 1 where user_name = ?').run(
      TOTP_SECRET,
      DEMO_USERS.operator.user,
    );
    db.prepare('update admin_session set verified_at = 0 where user_id = (select id from admin_user where user_name = ?)').run(
      DEMO_USERS.operator.user,
    );
    db.close();
    await page.getByRole('searchbox').fill(`E2E sudo contact ${unique}`);
    await page.getByRole('searchbox').press('Enter');
    await rowWith(page, `E2E sudo contact ${unique}`).getByRole('button', { name: /^删除/ }).click();
    await dialog.getByLabel('登录密码').fill(DEMO_USERS.operator.password);
    await dialog.getByRole('button', { name: '删除' }).click();
    await dialog.getByLabel('谷歌验证码').fill(totp());
    // Still the one dialog: the password dialog asks the code, no second dialog (确认是您本人) opened over it.
    expect(await page.getByRole('dialog').count()).toBe(1);
    await dialog.getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
    await until(() => rowWith(page, `E2E sudo contact ${unique}`).count(), 'the deleted contact gone from the list').toBe(0);
    await errors.check();
  });

  it("adds a recommendation on its page with the DApp picker and times, and finds it in the DApp's list", async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/application/DAppRecommend');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/#\/application\/DAppRecommendInfo/);
    await page.getByRole('combobox', { name: 'DApp' }).fill('Uniswap');
    await page
      .getByRole('option', { name: /Uniswap/ })
      .first()
      .click();
    await page.getByLabel('显示标题').fill(`E2E pick ${unique}`);
    await page.getByLabel('开始时间').fill('2026-12-01 00:00');
    await page.getByLabel('结束时间').fill('2026-12-31 23:59');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    await page.waitForURL(/#\/application\/DAppRecommend(\?|$)/);
    await page.getByRole('searchbox').fill(`E2E pick ${unique}`);
    await page.getByRole('searchbox').press('Enter');
    await until(() => rowWith(page, `E2E pick ${unique}`).first().textContent(), 'the picked DApp listed with 2026-12-01').toContain(
      '2026-12-01',
    );
    await errors.check();
  });
});

describe('the DApp list at 1,400 px', () => {
  it("shows its 排序 column beside the pinned actions, not under them (a row's nine actions wrap)", async () => {
    const { context, page: narrow } = await newPage(browser, { width: 1400, height: 900 });
    await signIn(narrow, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);
    await openScreen(narrow, app.url, '/application/dapp');
    const first = narrow.getByRole('row').nth(1);
    await first.getByRole('button', { name: /^编辑/ }).waitFor();
    const headers = (await narrow.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    const column = headers.findIndex((text) => text.startsWith('排序'));
    expect(column).toBeGreaterThan(-1);
    const cell = first.getByRole('cell').nth(column);
    // What a click at the middle of the cell reaches is the cell or something inside it, not the actions column.
    const reached = await cell.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { inside: hit !== null && element.contains(hit), hit: hit?.outerHTML.slice(0, 120) ?? null };
    });
    expect(reached, `the 排序 cell's middle reaches ${reached.hit}`).toMatchObject({ inside: true });
    await context.close();
  });
});
