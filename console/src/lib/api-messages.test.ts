import { describe, expect, it } from 'vitest';
import document from '@wallet-admin/sdk/openapi.json';
import i18n from '@/i18n';
import enResults from '@/i18n/en/results';
import zhResults from '@/i18n/zh/results';
import { failedField, failureText, lendFieldLabels, underFieldText } from './api-messages';

const codes = (document as { components: { schemas: { ResultCode: { enum: number[] } } } }).components.schemas.ResultCode.enum.filter(
  (code) => code !== 0,
);

describe('messages of result codes', () => {
  it.each([
    ['zh', zhResults],
    ['en', enResults],
  ] as const)('has a %s message for every failure code of the contract', (_language, catalogue) => {
    const messages = catalogue.results as Record<string, unknown>;
    for (const code of codes) expect([code, typeof messages[String(code)]]).toEqual([code, 'string']);
  });

  it('names the field by the label its form lent while the call was pending, and falls back to the code', async () => {
    i18n.changeLanguage('zh');
    let text: Promise<{ title: string }> | undefined;
    await lendFieldLabels(
      'createLanguage',
      (field) => (field === 'code' ? '语言代码' : field),
      async () => {
        text = failureText({
          result: 40009,
          message: 'conflict: language.code already exists',
          operationId: 'createLanguage',
          field: 'code',
        });
        await Promise.resolve();
      },
    );
    expect((await text)?.title).toBe('“语言代码”已存在，不能重复');
    // Unknown code: the server's words stay as the detail.
    expect(await failureText({ result: 12345, message: 'odd', operationId: 'x' })).toEqual({ title: '操作失败（12345）', detail: 'odd' });
    expect(await failureText({ result: 40001, message: 'wrong password', operationId: 'login' })).toEqual({
      title: '账号或密码错误',
      detail: undefined,
    });
    expect(await underFieldText({ result: 40009, message: 'conflict', operationId: 'x' })).toBe('已存在相同的值，请换一个');
    expect(await underFieldText({ result: 40000, message: '必须大于等于 1', operationId: 'x' })).toBe('必须大于等于 1');
  });

  it('tells the field a message names by its label, under the field', async () => {
    const failure = {
      result: 40000,
      message: '输入无效：pool_address 必须是 0x 和 40 位十六进制数字',
      operationId: 'op',
      field: 'pool_address',
    };
    const label = (field: string) => (field === 'pool_address' ? '池子合约' : field);
    expect(await lendFieldLabels('op', label, () => underFieldText(failure))).toBe('输入无效：池子合约 必须是 0x 和 40 位十六进制数字');
    // Only the name itself: not a longer name that contains it.
    const longer = { ...failure, message: 'old_pool_address and pool_address_v2 differ from pool_address' };
    expect(await lendFieldLabels('op', label, () => underFieldText(longer))).toBe(
      'old_pool_address and pool_address_v2 differ from 池子合约',
    );
  });

  it('reads the field without a body./query. prefix', () => {
    expect(failedField({ field: 'body.chain_id' })).toBe('chain_id');
    expect(failedField({ field: 'items.2.key' })).toBe('items.2.key');
    expect(failedField({ field: undefined })).toBeUndefined();
  });
});
