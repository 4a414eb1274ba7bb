import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './password.js';
import { isStrongPassword } from './password-rules.js';

const EMPTY = '输入的密码不能为空';
const RULE = '密码长度为8-30位，必须包含字母、特殊字符和数字';
const MISMATCH = '两次输入的新密码不一致';

/** field path → messages, as a form would show them. */
function issues(input: unknown): Record<string, string[]> {
  const result = changePasswordSchema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const valid = { password: 'old-Pass1', new_password: 'New@pass1', repeat: 'New@pass1', google_verify_code: '123456' };

describe('changePasswordSchema', () => {
  it('accepts a valid form', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it('every empty password field says the password cannot be empty, on its own path', () => {
    expect(issues({ ...valid, password: '' })).toEqual({ password: [EMPTY] });
    expect(issues({ ...valid, new_password: '', repeat: 'x' })).toEqual({ new_password: [EMPTY] });
    expect(issues({ ...valid, repeat: '' })).toEqual({ repeat: [EMPTY] });
    expect(issues({ password: '', new_password: '', repeat: '', google_verify_code: '1' })).toEqual({
      password: [EMPTY],
      new_password: [EMPTY],
      repeat: [EMPTY],
    });
    expect(issues({ google_verify_code: '1' })).toEqual({ password: [EMPTY], new_password: [EMPTY], repeat: [EMPTY] });
  });

  it.each([
    ['Ab1!', 'too short'],
    ['Abcdefg1', 'no special character'],
    ['abcdefg!', 'no digit'],
    ['1234567!', 'no letter'],
    [`A1!${'a'.repeat(28)}`, '31 characters'],
  ])('rejects %s (%s) with the rule message', (newPassword) => {
    expect(issues({ ...valid, new_password: newPassword, repeat: newPassword })).toEqual({ new_password: [RULE] });
  });

  it.each([['Abcdef1!'], [`A1!${'a'.repeat(27)}`], ['密码abc123!'], ['a1 bcdefg']])('accepts %s', (newPassword) => {
    expect(issues({ ...valid, new_password: newPassword, repeat: newPassword })).toEqual({});
  });

  it('a repeat that differs is reported on repeat', () => {
    expect(issues({ ...valid, repeat: 'New@pass2' })).toEqual({ repeat: [MISMATCH] });
    // both problems at once: each under its field
    expect(issues({ ...valid, new_password: 'short', repeat: 'other' })).toEqual({ new_password: [RULE], repeat: [MISMATCH] });
  });

  it('requires a Google verification code and applies no other rule to it', () => {
    expect(Object.keys(issues({ ...valid, google_verify_code: '' }))).toEqual(['google_verify_code']);
    expect(Object.keys(issues({ ...valid, google_verify_code: '   ' }))).toEqual(['google_verify_code']);
    expect(issues({ ...valid, google_verify_code: 'abc' })).toEqual({});
  });

  it('isStrongPassword counts characters, not UTF-16 units', () => {
    expect(isStrongPassword('😀😀😀😀😀a1!')).toBe(true); // 8 code points, 13 units
    expect(isStrongPassword(`a1!${'😀'.repeat(27)}`)).toBe(true); // 30 code points
  });
});
