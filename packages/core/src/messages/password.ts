/**
 * Messages of the login-password reset (spec 01 §5, §7.5: A/pc/org/resetLoginPassword and
 * A/pc/person/pwd/retrieve/loginPwd/set). Part of the zh-CN catalogue (see zh-CN.ts); the keys are the
 * FundDesk codes of this area (docs/api.md). The spec gives no text for these situations: the Chinese is ours.
 */
export const passwordMessages = {
  /** FD1011: the reset's verify ticket is unknown, used, expired, of another purpose or another person. */
  'error.verifyTicketInvalid': '身份验证已失效，请重新获取验证码',
  /** FD1012: the new login password breaks the rule (core rules/loginPassword.ts). */
  'error.passwordWeak': '密码须为8-20位，且同时包含字母和数字',
  /** FD1013: the new login password is the current one. */
  'error.passwordUnchanged': '新密码不能与原密码相同',
} as const;
