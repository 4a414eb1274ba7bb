// Issue 58, the everyday screens in Chromium as admin, on the engine's fixes every screen gets: a dialog raised on one
// page is gone when the operator moves to another (and does not come back with the page), and a row's history
// opened again after an edit shows the edit without a reload.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goTo, until, useSignedInApp, waitForScreen, type RunningApp } from './harness';
import { expectToast, openScreen } from './screen-helpers';

let app: RunningApp;
let page: Page;
useSignedInApp((session) => ({ app, page } = session));

const visible = (name: string) => page.getByRole('button', { name, exact: true }).filter({ visible: true });
const dialogs = () => page.getByRole('dialog').filter({ visible: true }).count();

describe('everyday screens', () => {
  it('a dialog raised on one page is gone on the next, and not back on the first', async () => {
    await openScreen(page, app.url, '/app/splash');
    await visible('新增').click();
    await page.getByRole('dialog').filter({ visible: true }).waitFor();
    await goTo(page, '/app/messagePush');
    await waitForScreen(page, '/app/messagePush');
    await until(dialogs, 'no dialog left over the push messages').toBe(0);
    // The page under it takes clicks: its own 新增 opens its own dialog.
    await visible('新增').click();
    await until(dialogs, "the push messages' own dialog").toBe(1);
    await page.keyboard.press('Escape');
    await until(dialogs, 'the dialog closed with Escape').toBe(0);
    await goTo(page, '/app/splash');
    await waitForScreen(page, '/app/splash');
    await until(dialogs, "the splash page's dialog not back with its page").toBe(0);
  });

  it("a row's history opened again after an edit shows the edit", async () => {
    await openScreen(page, app.url, '/app/splash');
    const edit = page
      .getByRole('button', { name: /^编辑 / })
      .filter({ visible: true })
      .first();
    const name = ((await edit.getAttribute('aria-label')) ?? '').replace(/^编辑 /, '');
    expect(name).not.toBe('');
    await visible(`历史 ${name}`).click();
    const history = page.getByRole('dialog').filter({ visible: true });
    await history
      .getByText(/暂无修改记录|版本/)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await until(dialogs, 'the history closed').toBe(0);

    const title = `${name} 已改 ${Date.now().toString(36).slice(-4)}`;
    await visible(`编辑 ${name}`).click();
    const form = page.getByRole('dialog').filter({ visible: true });
    await form.getByLabel('标题').fill(title);
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存成功');
    await until(dialogs, 'the form closed').toBe(0);

    await visible(`历史 ${title}`).click();
    await until(
      () => page.getByRole('dialog').filter({ visible: true }).getByText(title).count(),
      'the new title in the history, read again after the edit',
    ).toBeGreaterThan(0);
    // The edit changed the title only: its revision lists that one field, not every field the form sent.
    const newest = page.getByRole('dialog').filter({ visible: true }).getByRole('listitem').first();
    expect(await newest.getByRole('rowheader').allTextContents()).toEqual(['标题']);
  });

  it("the token form's chain list starts with Ethereum and finds a chain as its name is typed", async () => {
    await openScreen(page, app.url, '/token/tokenadd');
    await page.getByLabel('区块链', { exact: true }).filter({ visible: true }).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.first().textContent()).toMatch(/^Ethereum \(ETH\)/);
    await page.keyboard.type('TRO');
    await until(() => page.locator('[role=option][data-highlighted]').textContent(), 'TRON highlighted as typed').toMatch(/^TRON/);
    await page.keyboard.press('Enter');
    await until(() => page.getByLabel('区块链', { exact: true }).filter({ visible: true }).textContent(), 'TRON chosen').toMatch(/TRON/);
  });
});
