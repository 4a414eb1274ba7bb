// The password rules of docs/spec/product-spec.md §5 without zod, so a caller that only checks a password (or shows a
// message) does not pull the schema library into its bundle.
export const PASSWORD_EMPTY_MESSAGE = '输入的密码不能为空';
export const PASSWORD_RULE_MESSAGE = '密码长度为8-30位，必须包含字母、特殊字符和数字';
export const PASSWORD_MISMATCH_MESSAGE = '两次输入的新密码不一致';
export const VERIFY_CODE_EMPTY_MESSAGE = '请输入谷歌验证码';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 30;

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
