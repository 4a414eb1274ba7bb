// The screen engine's forms and tables as operators meet them (issue 12): messages in the console's language
// with the clashing field named, one row however fast 保存 is clicked, a stale edit refused with the change shown,
// ranges checked before sending, drafts kept across tab switches and leaving a dirty form asking first, one
// localized calendar, and tables that fit at 1440 and 390 px (no page overflow, no cell under the fixed 操作
// column, config tables as cards on phones, skeleton rows while loading), axe clean.
import { describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { DEMO_USERS, expectNoSeriousA11y, newPage, signIn, useApp, type RunningApp, until } from './harness';
import { apiCall, choose, expectToast, openScreen, watchErrors } from './screen-helpers';

let app: RunningApp;
let browser: Browser;
let page: Page;
const unique = Date.now().toString(36).slice(-5);
useApp(async (session) => {
  ({ app, browser } = session);
  ({ page } = await newPage(browser, { width: 1440, height: 900 }));
  await signIn(page, app.url);
});

/** A page of its own context in English (the saved language), signed in as `user`. */
async function englishPage(user: { user: string; password: string } = DEMO_USERS.admin, width = 1440): Promise<Page> {
  const { context, page: english } = await newPage(browser, { width, height: width > 500 ? 900 : 844 });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(english, app.url, user.user, user.password);
  return english;
}

/** The visible element matching `selector` (kept-alive pages stay in the document, hidden). */
const visible = (scope: Page, selector: string) => scope.locator(selector).filter({ visible: true });

/** Clicks the visible submit button twice in one task, as a double click faster than any render would. */
async function clickSaveTwice(target: Page): Promise<void> {
  await target.evaluate(() => {
    const save = [...document.querySelectorAll<HTMLButtonElement>('form button[type="submit"]')].find((b) => b.offsetParent !== null);
    if (!save) throw new Error('no visible submit button');
    save.click();
    save.click();
  });
}

/** Requests of the page whose URL contains `part`, collected from now on. */
function collect(target: Page, part: string): Request[] {
  const seen: Request[] = [];
  target.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request);
  });
  return seen;
}

async function listTotal(target: Page, path: string): Promise<number> {
  const answer = (await apiCall(target, path)) as { result: number; data?: { total?: number } };
  return answer.data?.total ?? -1;
}

/** The tags bar's link to an open page. */
const tag = (target: Page, path: string) => target.getByRole('navigation', { name: '已访问页面' }).locator(`a[href="#${path}"]`);

const dialogNamed = (target: Page, name: string | RegExp) => target.getByRole('dialog', { name });

describe('messages in the console language', () => {
  it('names a duplicate language code under its field and in the toast (zh), and sends Accept-Language', async () => {
    const requests = collect(page, '/v1/admin/language/create');
    await openScreen(page, app.url, '/system/language');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('语言代码').fill('en');
    await dialog.getByLabel('语言名称').fill(`Dup ${unique}`);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '“语言代码”已存在，不能重复');
    await dialog.getByText('已存在相同的值，请换一个').waitFor();
    expect(await dialog.getByLabel('语言代码').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialogNamed(page, '放弃未保存的修改？').getByRole('button', { name: '放弃修改' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(requests[0]?.headers()['accept-language']).toMatch(/^zh/);
  });

  it('says the same in English, with the English label, and the sign-in refusal too', async () => {
    const english = await englishPage();
    const requests = collect(english, '/v1/admin/language/create');
    await openScreen(english, app.url, '/system/language');
    await english.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = english.getByRole('dialog');
    await dialog.getByLabel('Code').fill('en');
    await dialog.getByLabel('Language name').fill(`Dup ${unique}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(english, '“Code” already exists and must be unique');
    await dialog.getByText('This value is already taken: choose another').waitFor();
    expect(await english.locator('[data-sonner-toast]').allTextContents()).not.toContainEqual(expect.stringMatching(/[\u4e00-\u9fff]/));
    await english.context().close();

    const { context, page: login } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    await login.goto(`${app.url}/#/login`);
    await login.locator('input[name="user_name"]').fill('admin');
    await login.locator('input[name="password"]').fill('Wrong@12345');
    await login.locator('form button[type="submit"]').click();
    await login.getByText('Wrong account or password').first().waitFor();
    await context.close();
    expect(requests[0]?.headers()['accept-language']).toMatch(/^en/);
  });
});

describe('no doubled work', () => {
  it('creates one row when 保存 is clicked twice in one task, with an Idempotency-Key', async () => {
    const name = `Twice ${unique}`;
    const creates = collect(page, '/v1/admin/block_chain/create');
    await openScreen(page, app.url, '/system/blockchain/add');
    await visible(page, 'input[name="name"]').fill(name);
    await visible(page, 'input[name="symbol"]').fill('TWC');
    await choose(page, page, '链平台', 'EOS');
    await clickSaveTwice(page);
    await expectToast(page, '新增成功');
    await page.waitForURL(/#\/system\/blockchain(\?|$)/);
    expect(await listTotal(page, `/v1/admin/block_chain/list?key=${encodeURIComponent(name)}`)).toBe(1);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('stale edits', () => {
  it('refuses the later save of a row changed since it was opened, shows mine vs theirs, takes theirs or overwrites', async () => {
    const created = await apiCall(page, '/v1/admin/block_chain/create', {
      name: `Stale ${unique}`,
      symbol: 'OLD',
      platform: 4,
      decimals: 8,
    });
    const id = created.data?.id;
    expect(id).toBeGreaterThan(0);
    const { context, page: other } = await newPage(browser, { width: 1440, height: 900 });
    await signIn(other, app.url);
    const edit = `/system/blockchain/add?id=${id}`;
    for (const target of [page, other]) {
      await openScreen(target, app.url, edit);
      await until(() => visible(target, 'input[name="symbol"]').inputValue(), 'symbol read back as OLD').toBe('OLD');
    }
    // The first operator saves a new symbol.
    await visible(page, 'input[name="symbol"]').fill('THEIRS');
    await visible(page, 'form button[type="submit"]').click();
    await expectToast(page, '保存成功');
    // The second, who read OLD, is refused: the dialog lists the symbol, theirs beside mine.
    await visible(other, 'input[name="symbol"]').fill('MINE');
    await visible(other, 'form button[type="submit"]').click();
    const stale = dialogNamed(other, '该记录已被他人修改');
    await stale.waitFor();
    const row = stale.getByRole('row', { name: /符号/ });
    expect(await row.getByRole('cell').allTextContents()).toEqual(['MINE', 'THEIRS']);
    await expectNoSeriousA11y(other);
    await stale.getByRole('button', { name: '采用对方的修改' }).click();
    await until(() => visible(other, 'input[name="symbol"]').inputValue(), 'symbol showing their version THEIRS').toBe('THEIRS');
    // Now on their version: a save goes through.
    await visible(other, 'input[name="name"]').fill(`Stale renamed ${unique}`);
    await visible(other, 'form button[type="submit"]').click();
    await expectToast(other, '保存成功');

    // The first operator still holds an old version: overwrite saves theirs over it.
    await openScreen(page, app.url, edit);
    await until(() => visible(page, 'input[name="name"]').inputValue(), 'the renamed chain read back').toBe(`Stale renamed ${unique}`);
    await openScreen(other, app.url, edit);
    await until(() => visible(other, 'input[name="symbol"]').inputValue(), 'symbol showing their version THEIRS').toBe('THEIRS');
    await visible(other, 'input[name="symbol"]').fill('SECOND');
    await visible(other, 'form button[type="submit"]').click();
    await expectToast(other, '保存成功');
    await visible(page, 'input[name="symbol"]').fill('FINAL');
    await visible(page, 'form button[type="submit"]').click();
    await dialogNamed(page, '该记录已被他人修改').getByRole('button', { name: '覆盖保存' }).click();
    await expectToast(page, '保存成功');
    const saved = (await apiCall(page, `/v1/admin/block_chain/get?id=${id}`)) as { data?: { symbol?: string } };
    expect(saved.data?.symbol).toBe('FINAL');
    await context.close();
  });
});

describe('duplicates and ranges', () => {
  it('checks the chain id rule before sending and names a duplicate chain id under its field', async () => {
    const creates = collect(page, '/v1/admin/block_chain/create');
    await openScreen(page, app.url, '/system/blockchain/add');
    await visible(page, 'input[name="name"]').fill(`Second Ethereum ${unique}`);
    await visible(page, 'input[name="symbol"]').fill('ETH');
    await choose(page, page, '链平台', /^Ethereum$/);
    await visible(page, 'input[name="chain_id"]').fill('-1');
    await visible(page, 'form button[type="submit"]').click();
    await visible(page, 'form').getByText('格式不正确').waitFor();
    expect(creates).toHaveLength(0);
    await visible(page, 'input[name="chain_id"]').fill('1');
    await visible(page, 'form button[type="submit"]').click();
    await expectToast(page, '“链 ID”已存在，不能重复');
    await visible(page, 'form').getByText('已存在相同的值，请换一个').waitFor();
    expect(await visible(page, 'input[name="chain_id"]').getAttribute('aria-invalid')).toBe('true');
    expect(creates).toHaveLength(1);
    // Sent again unchanged, the attempt keeps its Idempotency-Key (the server replays its answer); new values get a new one.
    await visible(page, 'form button[type="submit"]').click();
    await until(() => creates.length, 'a second create request sent').toBe(2);
    await visible(page, 'input[name="chain_id"]').fill('56');
    await visible(page, 'form button[type="submit"]').click();
    await until(() => creates.length, 'a third create request sent').toBe(3);
    const keys = creates.map((request) => request.headers()['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await visible(page, 'form').getByRole('button', { name: '取消' }).click();
    await dialogNamed(page, '放弃未保存的修改？').getByRole('button', { name: '放弃修改' }).click();
    await page.waitForURL(/#\/system\/blockchain(\?|$)/);
  });

  it('refuses a repeated key in 关联关系配置 under the repeated cell', async () => {
    await openScreen(page, app.url, '/system/underRelationConfig');
    const first = visible(page, 'input[name="items.0.key"]');
    await until(() => first.inputValue(), 'the first field filled').not.toBe('');
    const key = await first.inputValue();
    const count = await visible(page, 'tbody tr').count();
    await visible(page, 'form')
      .getByRole('button', { name: /添加一行/ })
      .click();
    await visible(page, `input[name="items.${count}.key"]`).fill(key);
    await visible(page, `input[name="items.${count}.value"]`).fill('duplicate');
    await visible(page, 'form button[type="submit"]').click();
    await expectToast(page, `“键 ${count + 1}”已存在，不能重复`);
    await visible(page, 'form').getByText('已存在相同的值，请换一个').waitFor();
    expect(await visible(page, `input[name="items.${count}.key"]`).getAttribute('aria-invalid')).toBe('true');
    await visible(page, 'form').getByRole('button', { name: '重置' }).click();
    await until(() => visible(page, 'tbody tr').count(), 'the added row dropped by 重置').toBe(count);
  });
});

describe('drafts and leaving', () => {
  it('keeps typed input across a tab switch (新增区块链, 首页DeFi)', async () => {
    await openScreen(page, app.url, '/system/homeDeFi');
    await openScreen(page, app.url, '/system/blockchain/add');
    await visible(page, 'input[name="name"]').fill(`Draft ${unique}`);
    await tag(page, '/dashboard').click();
    await page.waitForURL(/#\/dashboard/);
    await tag(page, '/system/homeDeFi').click();
    await visible(page, 'input[name="items.0.name"]').fill(`DeFi draft ${unique}`);
    await tag(page, '/system/blockchain/add').click();
    await until(() => visible(page, 'input[name="name"]').inputValue(), 'the form draft kept across the tab switch').toBe(
      `Draft ${unique}`,
    );
    await tag(page, '/system/homeDeFi').click();
    await until(() => visible(page, 'input[name="items.0.name"]').inputValue(), 'the DeFi draft kept across the tab switch').toBe(
      `DeFi draft ${unique}`,
    );
    // Its 重置 gives the saved document back and the draft goes.
    await visible(page, 'form').getByRole('button', { name: '重置' }).click();
    await until(() => visible(page, 'input[name="items.0.name"]').inputValue(), 'the saved DeFi document back after 重置').not.toBe(
      `DeFi draft ${unique}`,
    );
  });

  it('asks before a dirty form is left: 取消, tag close, browser back, sign-out; discarding forgets the draft', async () => {
    await tag(page, '/system/blockchain/add').click();
    const question = dialogNamed(page, '放弃未保存的修改？');
    const stay = () => question.getByRole('button', { name: '取消' }).click();
    const stillHere = async () => {
      await question.waitFor({ state: 'detached' });
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/system/blockchain/add');
      expect(await visible(page, 'input[name="name"]').inputValue()).toBe(`Draft ${unique}`);
    };
    await visible(page, 'form').getByRole('button', { name: '取消' }).click();
    await stay();
    await stillHere();
    await tag(page, '/system/blockchain/add').locator('xpath=..').getByRole('button', { name: /^关闭/ }).click();
    await stay();
    await stillHere();
    await page.goBack();
    await stay();
    await stillHere();
    await page.getByRole('button', { name: /: admin$/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await stay();
    await stillHere();
    await expectNoSeriousA11y(page);
    // Discard: back on the list, and the add page opens empty again.
    await visible(page, 'form').getByRole('button', { name: '取消' }).click();
    await question.getByRole('button', { name: '放弃修改' }).click();
    await page.waitForURL(/#\/system\/blockchain(\?|$)/);
    await openScreen(page, app.url, '/system/blockchain/add');
    expect(await visible(page, 'input[name="name"]').inputValue()).toBe('');
  });

  it('asks before the browser tab closes or reloads with unsaved edits', async () => {
    const { context, page: tab } = await newPage(browser);
    await signIn(tab, app.url);
    await openScreen(tab, app.url, '/system/blockchain/add');
    await visible(tab, 'input[name="name"]').fill('Unload');
    const asked = new Promise<string>((resolve) =>
      tab.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await tab.reload();
    expect(await asked).toBe('beforeunload');
    await context.close();
  });
});

describe('dates', () => {
  it('picks a moment on a localized calendar (zh and en, as the operator) and a range without browser date inputs on a phone', async () => {
    const operator = (await newPage(browser, { width: 1440, height: 900 })).page;
    await signIn(operator, app.url, DEMO_USERS.operator.user, DEMO_USERS.operator.password);
    await openScreen(operator, app.url, '/app/splash');
    await operator.getByRole('button', { name: '新增', exact: true }).click();
    await operator.getByLabel('开始时间', { exact: true }).locator('xpath=following-sibling::button').click();
    const calendar = dialogNamed(operator, '日历');
    await calendar.waitFor();
    expect(await calendar.textContent()).toMatch(/\d{4}年\d{1,2}月/);
    expect(await calendar.locator('.rdp-weekday').allTextContents()).toContain('一');
    await calendar.getByRole('button', { name: /15日/ }).first().click();
    await until(() => operator.getByLabel('开始时间', { exact: true }).inputValue(), '开始时间 set to the 15th 00:00').toMatch(
      /^\d{4}-\d{2}-15 00:00$/,
    );
    await expectNoSeriousA11y(operator);
    await operator.context().close();

    const english = await englishPage(DEMO_USERS.operator);
    await openScreen(english, app.url, '/app/splash');
    await english.getByRole('button', { name: 'Add', exact: true }).click();
    await english.getByRole('button', { name: 'Pick a date' }).first().click();
    const month = dialogNamed(english, 'Calendar');
    await month.waitFor();
    expect(await month.textContent()).toMatch(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    await english.context().close();

    const { context, page: admin } = await newPage(browser, { width: 390, height: 844 });
    await signIn(admin, app.url);
    await openScreen(admin, app.url, '/system/address');
    expect(await admin.locator('input[type="date"], input[type="datetime-local"]').count()).toBe(0);
    const picker = visible(admin, 'form[role="search"] button[aria-haspopup="dialog"]');
    await picker.click();
    const range = dialogNamed(admin, '日历');
    await range.getByRole('button', { name: /10日/ }).first().click();
    await range.getByRole('button', { name: /12日/ }).first().click();
    await range.waitFor({ state: 'detached' });
    expect(await picker.textContent()).toMatch(/^\d{4}-\d{2}-10 – \d{4}-\d{2}-12$/);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

/** Horizontal overlaps between the fixed actions cell of each row and the row's other cells (rounded px). */
async function overlapsWithActions(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const found: string[] = [];
    const table = [...document.querySelectorAll('table')].find((t) => t.offsetParent !== null);
    for (const row of table ? [...table.querySelectorAll('tr')] : []) {
      const cells = [...row.children] as HTMLElement[];
      const actions = cells.at(-1)?.getBoundingClientRect();
      if (!actions) continue;
      for (const cell of cells.slice(0, -1)) {
        const box = cell.getBoundingClientRect();
        if (box.right - 1 > actions.left && box.left < actions.right - 1) found.push(`${cell.textContent ?? ''} under 操作`);
      }
    }
    return found;
  });
}

describe('tables fit', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`explorer, address and exportUser at ${viewport.width} px: no page overflow, no cell under 操作, axe clean`, async () => {
      const { context, page: view } = await newPage(browser, viewport);
      await signIn(view, app.url);
      const errors = watchErrors(view);
      for (const path of ['/system/explorer', '/system/address', '/system/exportUser']) {
        await openScreen(view, app.url, path);
        await visible(view, 'tbody tr td').first().waitFor();
        await view.waitForLoadState('networkidle');
        expect(await view.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expect(await overlapsWithActions(view)).toEqual([]);
        await expectNoSeriousA11y(view);
      }
      await errors.check();
      await context.close();
    });
  }

  it('stacks the config tables as cards on a phone, with inputs of a usable width', async () => {
    const { context, page: phone } = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone, app.url);
    for (const path of ['/system/underRelationConfig', '/system/homeDeFi']) {
      await openScreen(phone, app.url, path);
      const input = visible(phone, 'tbody input').first();
      await input.waitFor();
      expect((await input.boundingBox())?.width).toBeGreaterThan(250);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11y(phone);
    }
    await context.close();
  });

  it('draws skeleton rows under the column headers while the first page loads', async () => {
    const { context, page: view } = await newPage(browser);
    await signIn(view, app.url);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await view.route('**/v1/admin/explorer/list**', async (route) => {
      await held;
      await route.continue();
    });
    await view.goto(`${app.url}/#/system/explorer`);
    await view.locator('tr[data-skeleton]').first().waitFor();
    expect(await view.getByRole('columnheader').count()).toBeGreaterThan(3);
    expect(await view.locator('tr[data-skeleton]').count()).toBeGreaterThan(1);
    release();
    await view.locator('tr[data-skeleton]').first().waitFor({ state: 'detached' });
    expect(await visible(view, 'tbody tr').count()).toBeGreaterThan(1);
    await context.close();
  });
});
