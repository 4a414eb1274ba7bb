// Client-side rules of the change-password form (product spec §5). Issues sit on their field's path so a
// form library (react-hook-form + zodResolver) shows each under its input.
import { z } from 'zod';

export const PASSWORD_EMPTY_MESSAGE = '输入的密码不能为空';
export const PASSWORD_RULE_MESSAGE = '密码长度为8-30位，必须包含字母、特殊字符和数字';
export const PASSWORD_MISMATCH_MESSAGE = '两次输入的新密码不一致';
export const VERIFY_CODE_EMPTY_MESSAGE = '请输入谷歌验证码';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

/** 8-30 characters with at least one letter, one digit and one character that is neither. */
export function isStrongPassword(value: string): boolean {
  const length = [...value].length; // code points, so an emoji counts once
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /[A-Za-z]/.test(value) &&
    /[0-9]/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

const passwordField = z.string({ error: PASSWORD_EMPTY_MESSAGE }).min(1, { error: PASSWORD_EMPTY_MESSAGE });

export const changePasswordSchema = z
  .object({
    /** The current (old) password. */
    password: passwordField,
    new_password: z.string({ error: PASSWORD_EMPTY_MESSAGE }).superRefine((value, ctx) => {
      // One message per state: empty is not also reported as too short.
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: PASSWORD_EMPTY_MESSAGE });
      else if (!isStrongPassword(value)) ctx.addIssue({ code: 'custom', message: PASSWORD_RULE_MESSAGE });
    }),
    repeat: passwordField,
    google_verify_code: z.string({ error: VERIFY_CODE_EMPTY_MESSAGE }).trim().min(1, { error: VERIFY_CODE_EMPTY_MESSAGE }),
  })
  .superRefine((value, ctx) => {
    // Only compare two filled-in values: an empty repeat already says so.
    if (value.repeat.length > 0 && value.new_password.length > 0 && value.repeat !== value.new_password) {
      ctx.addIssue({ code: 'custom', path: ['repeat'], message: PASSWORD_MISMATCH_MESSAGE });
    }
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;
