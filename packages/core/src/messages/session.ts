/**
 * Messages of the session decisions (core/src/session). Part of the zh-CN catalogue (see zh-CN.ts); keys
 * are prefixed `session.` so that they never collide.
 */
export const sessionMessages = {
  /** spec 01 §4.7 (verbatim) */
  'session.tradePwdPrompt.message': '您还没有设置过交易密码，是否前去设置?',
  /** spec 01 §4.7 */
  'session.tradePwdPrompt.confirm': '前去设置',
  /** spec 01 §4.7 */
  'session.tradePwdPrompt.cancel': '取消',

  // ---- variants, spec 01 §1; spec 03 §1 (titles differ by variant) ----
  'session.variant.institution.title': 'FundDesk 机构基金销售服务平台',
  'session.variant.institution.subtitle': '基金销售服务平台',
  'session.variant.institution.tag': '机构版',
  'session.variant.enterprise.title': 'FundDesk 企业司库理财平台',
  'session.variant.enterprise.subtitle': '司库理财平台',
  'session.variant.enterprise.tag': '企业版',
  'session.login.institution.title': '机构登录',
  'session.login.enterprise.title': '司库登录',

  // ---- account selection, spec 01 §2.1, §2.3; spec 03 §4 ----
  /** spec 01 §2.3, spec 03 §4: the all-accounts choice */
  'session.account.all': '全部账户',
  /** spec 01 §2.1: the picker's hint when the person has no account (hidden for managers) */
  'session.account.emptyHint': '如需查看其他账户，请联系账户管理员在账户管理页面添加关联账户',

  // ---- hotline, spec 01 §1, §9 ----
  'session.hotline.open': '服务中',
  'session.hotline.closed': '非服务时间',
} as const;
