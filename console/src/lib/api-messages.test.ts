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
    // A code without words: the catalogue's, naming the code.
    expect(await failureText({ result: 12345, message: '', operationId: 'x' })).toEqual({ title: '操作失败（12345）' });
    expect(await underFieldText({ result: 40009, message: 'conflict', operationId: 'x' })).toBe('已存在相同的值，请换一个');
    expect(await underFieldText({ result: 40000, message: '必须大于等于 1', operationId: 'x' })).toBe('必须大于等于 1');
  });

  it("shows the server's own refusal, in the language it was asked in, instead of the code's generic text", async () => {
    i18n.changeLanguage('zh');
    // The specific refusals (issue 55) that used to read 没有此操作的权限 / You do not have permission for this action.
    const refusals = [
      '已拒绝密码登录：此账号只能使用通行密钥登录',
      '已关闭密码登录：请使用单点登录',
      '单点登录被拒绝：您所在的组都没有对应的角色（请联系管理员）',
      '无权限：只有超级管理员可以管理超级管理员账号',
    ];
    for (const message of refusals) expect(await failureText({ result: 40003, message, operationId: 'login' })).toEqual({ title: message });
    expect(await failureText({ result: 12345, message: 'odd', operationId: 'x' })).toEqual({ title: 'Odd' });
    i18n.changeLanguage('en');
    expect(
      await failureText({ result: 40003, message: 'forbidden: only a super-admin manages super-admin accounts', operationId: 'x' }),
    ).toEqual({
      title: 'Forbidden: only a super-admin manages super-admin accounts',
    });
    i18n.changeLanguage('zh');
  });

  it("keeps the catalogue's words where no server spoke or the console's own flow answered", async () => {
    i18n.changeLanguage('zh');
    expect(await failureText({ result: -1, message: 'timeout of 10000 ms exceeded', operationId: 'x' })).toEqual({
      title: '网络异常，请检查网络后重试',
    });
    expect(await failureText({ result: 40013, message: '请确认是您本人：重新验证身份后再试', operationId: 'x' })).toEqual({
      title: '请先确认是您本人：验证身份后再操作',
    });
    expect((await failureText({ result: 20202, message: '等待审批：请求 4 需由 /x 页面的另一位操作员批准', operationId: 'x' })).title).toBe(
      '已提交审批：需另一位操作员批准后生效',
    );
    // A field the answer names reads by its label, not by the server's name of it.
    const label = (field: string) => (field === 'pool_address' ? '池子合约' : field);
    const failure = { result: 40003, message: '无权限：pool_address 不可修改', operationId: 'op', field: 'pool_address' };
    expect(await lendFieldLabels('op', label, () => failureText(failure))).toEqual({ title: '无权限：池子合约 不可修改' });
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
