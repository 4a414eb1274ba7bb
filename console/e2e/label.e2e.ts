// The /label group end to end as a user whose role holds exactly the /label screens, against the reference server:
// every route opens cleanly and passes axe; address labels are imported from a real .xlsx (written here with
// write-excel-file's node entry) whose bad row the preview names and refuses to commit, then from the fixed file,
// all rows at once; a sheet with an unknown chain, a row already stored and a row repeated within the file gets each
// named in the preview (the import's dry run: what the commit refuses), with the cells as typed, a template and an
// error report to download, and only its good rows imported when asked; approving a user's fraud report puts its
// address on the fraud list.
import { zipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11y, STATE_TIMEOUT, type RunningApp, until } from './harness';
import { apiCall, expectScreenClean, expectToast, groupVisits, openScreen, rowWith, useGroupUsers, watchErrors } from './screen-helpers';

let app: RunningApp;
let page: Page;
const unique = Date.now().toString(36).slice(-5);

useGroupUsers(['label'], ({ app: running, users }) => {
  app = running;
  page = users.label!.page;
});

/** An .xlsx of labels: headings as an operator writes them (Chinese labels or field names), chains by name. */
async function labelSheet(badAddress: string): Promise<Buffer> {
  const hex = (n: number) => `0x${(parseInt(unique, 36) * 16 + n).toString(16).padStart(40, '0')}`;
  return writeXlsxFile([
    ['区块链', '地址', 'label', '类型', '备注'],
    ['Ethereum', hex(1), `E2E 交易所 ${unique}`, '交易所', '表格导入'],
    ['BNB Smart Chain', badAddress, `E2E Bridge ${unique}`, 'bridge', ''],
    ['Ethereum', hex(3), `E2E 巨鲸 ${unique}`, '巨鲸', 'whale'],
  ]).toBuffer();
}

async function chooseFile(file: Buffer): Promise<void> {
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles({
      name: `labels-${unique}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
}

/** Clicks `trigger` and reads the .xlsx the page downloads, as a spreadsheet reader gets it. */
async function download(trigger: () => Promise<void>): Promise<{ rows: unknown[][] }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: STATE_TIMEOUT }), trigger()]);
  const [sheet] = await readXlsxFile(await file.path());
  return { rows: sheet?.data ?? [] };
}

describe('every /label screen, as a user holding only /label', () => {
  it('the menu offers exactly the /label group', async () => {
    const routes = (await apiCall(page, '/v1/admin/user/routes')).data as unknown as { path: string }[];
    expect(routes.map((group) => group.path).filter((path) => path !== '/')).toEqual(['/label']);
  });
  it.each(groupVisits('label'))('%s opens without error and passes axe', (path) => expectScreenClean(page, app.url, path));
});

describe('/label jobs', () => {
  it('imports labels from an .xlsx: the bad row is named and nothing is saved until the file is fixed', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/label/List');
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // A mixed-case address whose EIP-55 checksum fails (a typo): refused by the preview, as the server would.
    await chooseFile(await labelSheet('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'));
    await dialog.getByText('共 3 行，其中 1 行有问题').waitFor();
    await rowWith(page, `E2E Bridge ${unique}`)
      .getByText(/地址: 大小写校验（EIP-55）不符/)
      .waitFor();
    const commit = dialog.getByRole('button', { name: '全部导入（3 行）' });
    expect(await commit.isDisabled()).toBe(true);
    await expectNoSeriousA11y(page);

    await chooseFile(await labelSheet('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'));
    await dialog.getByText('共 3 行，其中 0 行有问题').waitFor();
    await commit.click();
    await expectToast(page, '已导入 3 行');
    await page.getByRole('searchbox').fill(unique);
    await page.getByRole('searchbox').press('Enter');
    await until(() => rowWith(page, unique).count(), 'three imported rows listed').toBe(3);
    expect(await rowWith(page, `E2E Bridge ${unique}`).textContent()).toContain('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
    expect(await rowWith(page, `E2E 巨鲸 ${unique}`).textContent()).toContain('表格导入');
    await errors.check();
  });

  it('previews every rule the commit runs (unknown chain, stored row, repeat in the file) as typed, with template and error report, and imports only the good rows', async () => {
    const errors = watchErrors(page);
    const stored = (await apiCall(page, '/v1/admin/address_label/list?count=1')).data as unknown as {
      list: { address: string; blockchain_id: number }[];
    };
    const existing = stored.list[0]!;
    const hex = (n: number) => `0x${(parseInt(unique, 36) * 16 + n).toString(16).padStart(40, '0')}`;
    const sheet = await writeXlsxFile([
      ['区块链', '地址', 'label', '类型'],
      ['Ethereum', hex(7), `E2E 好行一 ${unique}`, '交易所'],
      ['Solana', hex(8), `E2E 未知链 ${unique}`, '交易所'],
      [String(existing.blockchain_id), existing.address, `E2E 已有 ${unique}`, '巨鲸'],
      ['Ethereum', hex(7).toUpperCase().replace('0X', '0x'), `E2E 重复 ${unique}`, '项目方'],
      ['Ethereum', hex(9), `E2E 好行二 ${unique}`, 'whale'],
    ]).toBuffer();
    await openScreen(page, app.url, '/label/List');
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog');

    const template = await download(() => dialog.getByRole('button', { name: '下载模板' }).click());
    expect(template.rows[0]).toEqual(expect.arrayContaining(['区块链', '地址', '标签', '类型']));
    expect(template.rows).toHaveLength(1);

    await chooseFile(sheet);
    await dialog.getByText('共 5 行，其中 3 行有问题').waitFor();
    await rowWith(page, `E2E 未知链 ${unique}`).getByText('区块链: 没有名为“Solana”的链').waitFor();
    await rowWith(page, `E2E 已有 ${unique}`).getByText('已存在').waitFor();
    await rowWith(page, `E2E 重复 ${unique}`).getByText('与第 2 行重复').waitFor();
    // The cells as typed: the chain's name and the category's label, not the stored id and code.
    const first = rowWith(page, `E2E 好行一 ${unique}`);
    expect(await first.getByRole('cell').allTextContents()).toEqual(['2', 'Ethereum', hex(7), `E2E 好行一 ${unique}`, '交易所', '']);
    expect(await dialog.getByRole('button', { name: '全部导入（5 行）' }).isDisabled()).toBe(true);
    await expectNoSeriousA11y(page);

    const report = await download(() => dialog.getByRole('button', { name: '下载错误报告' }).click());
    expect(report.rows[0]).toEqual(['表格行', '区块链', '地址', '标签', '类型', '问题']);
    expect(report.rows.slice(1).map((row) => [row[0], row[1], row[5]])).toEqual([
      [3, 'Solana', '区块链: 没有名为“Solana”的链'],
      [4, String(existing.blockchain_id), '地址: 已存在'],
      [5, 'Ethereum', '地址: 与第 2 行重复'],
    ]);

    await dialog.getByRole('checkbox', { name: '只导入无问题的 2 行' }).check();
    await dialog.getByRole('button', { name: '导入无问题的 2 行' }).click();
    await expectToast(page, '已导入 2 行');
    await page.getByRole('searchbox').fill(`E2E 好行`);
    await page.getByRole('searchbox').press('Enter');
    await until(() => rowWith(page, unique).count(), 'the two good rows listed').toBe(2);
    expect(await rowWith(page, `E2E 好行二 ${unique}`).textContent()).toContain('巨鲸');
    await errors.check();
  });

  it('refuses a spreadsheet that unpacks too big, a million-row CSV and a file over 10 MB before parsing them', async () => {
    const errors = watchErrors(page);
    await openScreen(page, app.url, '/label/List');
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // About 100 kB that unpacks to 100 MB: the worker stops inflating at 64 MB.
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(100 * 1024 * 1024) }, { level: 9 });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'bomb.xlsx', mimeType: 'application/zip', buffer: Buffer.from(bomb) });
    await dialog.getByText('表格解压后超过 64 MB：请拆分后导入').waitFor();
    const million = Buffer.from(`label\n${'x\n'.repeat(1_000_000)}`);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'million.csv', mimeType: 'text/csv', buffer: million });
    await dialog.getByText(/^一次最多导入 10,?000 行$/).waitFor();
    const big = Buffer.from(`label\n${'Ethereum,0x0000000000000000000000000000000000000000,x\n'.repeat(250_000)}`);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: big });
    await dialog.getByText('文件超过 10 MB：请拆分后导入').waitFor();
    // The main thread answered throughout: the dialog closes at once.
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await errors.check();
  });

  it("approves a user's fraud report and finds its address on the fraud list", async () => {
    const errors = watchErrors(page);
    const pending = (await apiCall(page, '/v1/admin/fraud_report/list?status=0&count=1')).data as unknown as {
      list: { id: number; address: string }[];
    };
    const report = pending.list[0]!;
    await openScreen(page, app.url, '/label/Report');
    const row = rowWith(page, report.address);
    await row.getByRole('button', { name: '通过' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
    await expectToast(page, '操作成功');

    await openScreen(page, app.url, `/label/fraudList?address=${report.address}`);
    await until(() => rowWith(page, report.address).count(), 'the reported address listed once').toBe(1);
    expect(await rowWith(page, report.address).textContent()).toContain('用户举报');
    await errors.check();
  });

  it('rejects two selected reports at once with one reason (bulk review)', async () => {
    const errors = watchErrors(page);
    type Report = { id: number; address: string; status: number; audit_remark: string };
    const pending = (await apiCall(page, '/v1/admin/fraud_report/list?status=0&count=2')).data as unknown as { list: Report[] };
    expect(pending.list).toHaveLength(2);
    await openScreen(page, app.url, '/label/Report?status=0');
    for (const report of pending.list) await rowWith(page, report.address).getByRole('checkbox').click();
    await page.getByText('已选 2 项').waitFor();
    await page.getByRole('region', { name: '已选条目' }).getByRole('button', { name: '拒绝' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(`批量驳回 ${unique}`);
    await dialog.getByRole('button', { name: '拒绝' }).click();
    await expectToast(page, '操作成功');
    for (const report of pending.list) {
      const read = async () =>
        (
          (await apiCall(page, `/v1/admin/fraud_report/list?count=100&key=${report.address}`)).data as unknown as { list: Report[] }
        ).list.find((r) => r.id === report.id);
      await until(async () => (await read())?.status, `report ${report.id} rejected`).toBe(2);
      expect((await read())?.audit_remark).toBe(`批量驳回 ${unique}`);
    }
    await errors.check();
  });
});
