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
  /** FD1016: the current login password given to change it is wrong. */
  'error.loginPasswordWrong': '原登录密码不正确',
  /** FD1017: the new trade password is the current one. */
  'error.tradePasswordUnchanged': '新交易密码不能与原交易密码相同',

  // 密码管理 (/user/password/login, /user/password/trade) and 找回交易密码 (/user/forgetTradePassword).
  'password.page.title': '密码管理',
  'password.tab.login': '登录密码',
  'password.tab.trade': '交易密码',
  'password.login.old': '原登录密码',
  'password.login.new': '新登录密码',
  'password.login.confirm': '确认新登录密码',
  'password.login.hint': '8-20位，同时包含字母和数字；修改成功后需重新登录。',
  'password.login.done': '登录密码修改成功，请重新登录',
  'password.trade.old': '原交易密码',
  'password.trade.new': '新交易密码',
  'password.trade.confirm': '确认新交易密码',
  /** The trade password's rule, under its fields (密码管理, 找回交易密码, 首次登录设置). */
  'password.trade.hint': '交易密码用于下单确认，为6位数字。',
  'password.trade.done': '交易密码修改成功',
  'password.trade.forgot': '忘记交易密码？',
  /** A password field left empty (密码管理, 找回交易密码, 首次登录设置). */
  'password.required': '请输入{field}',
  /** The new password and its confirmation differ. */
  'password.mismatch': '两次输入的密码不一致',
  'password.submit': '确认修改',
  'password.retrieve.title': '找回交易密码',
  'password.retrieve.setTitle': '设置交易密码',
  'password.retrieve.intro': '为保障资金安全，请先验证身份，再设置新的交易密码。',
  'password.retrieve.step.verify': '验证身份',
  'password.retrieve.step.set': '设置交易密码',
  'password.retrieve.next': '下一步',
  'password.retrieve.codeFormat': '请输入6位数字验证码',
  'password.retrieve.done': '交易密码设置成功',
} as const;
