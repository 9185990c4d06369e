/**
 * Words of the domain that every package shows: role labels, order states and trade types. Part of the
 * zh-CN catalogue (see zh-CN.ts); the CLI, the web and the server's generated files all use these keys, so
 * that a label is written once. Keys end in the wire code (`role.<RoleCode>`, `tradeStatus.<OrderStatus>`,
 * `tradeType.<tradeType>`), so a caller may build them from the code.
 */
export const domainMessages = {
  // ---- roles, spec 01 §1 (role codes: core domain/session.ts roleCodes) ----
  /** spec 01 §1: the operator is 交易员 in the institution variant (and in the CLI) */
  'role.op': '交易员',
  /** spec 01 §1: the operator is 操作员 elsewhere (the enterprise variant) */
  'role.op.enterprise': '操作员',
  'role.first_checker': '一级复核员',
  'role.second_checker': '二级复核员',
  'role.inquirer': '查询员',
  'role.manager': '管理人',
  'role.jgt_person': '管理员',
  /**
   * The old operator (jgt_old_op): the transactor being replaced during a transactor change (spec 01 §2.3,
   * §4.2), called 原经办人 as on the change-manager-result page.
   */
  'role.jgt_old_op': '原经办人',
  'role.hosting': '托管用户',
  'role.cockpit': '驾驶舱用户',
  'role.treasurer': '司库',

  // ---- order states (issue 3) and trade types (spec 02 §2) ----
  'tradeStatus.accepted': '已受理',
  'tradeStatus.pendingReview': '待复核',
  'tradeStatus.cancelled': '已撤单',
  'tradeStatus.confirmed': '已确认',
  'tradeStatus.failed': '失败',
  'tradeType.purchase': '申购',
  'tradeType.redemption': '赎回',
  'tradeType.conversion': '转换',
} as const;
