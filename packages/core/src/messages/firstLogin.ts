/**
 * Messages of the first-login settings page (/orgaccount/settingLogin) and the change-manager-result page
 * (/orgaccount/changeManagerResult), spec 01 §2.2, §2.3, §4.2, §7.5. Part of the zh-CN catalogue (see
 * zh-CN.ts). The spec gives no text for these pages: the Chinese is ours.
 */
export const firstLoginMessages = {
  /** FD1014: the trade password is not 6 digits (spec 01 §5). */
  'error.tradePasswordFormat': '交易密码须为6位数字',
  /** FD1015: the settings sent are not the missing ones. */
  'error.firstLoginSettingsMismatch': '设置项已变化，请刷新页面后重试',
  /** FD1018: a call refused until the first-login settings are done (issue 16 finding 3). */
  'error.firstLoginRequired': '请先完成首次登录设置',

  'firstLogin.title': '首次登录设置',
  'firstLogin.intro': '为保障账户安全，首次登录请完成以下设置后再使用。',
  'firstLogin.loginPwd.section': '设置登录密码',
  'firstLogin.loginPwd.hint': '请以个人密码替换初始密码：8-20位，同时包含字母和数字。',
  'firstLogin.loginPwd.label': '新登录密码',
  'firstLogin.loginPwd.confirm': '确认登录密码',
  'firstLogin.tradePwd.section': '设置交易密码',
  'firstLogin.tradePwd.label': '交易密码',
  'firstLogin.tradePwd.confirm': '确认交易密码',
  /** Items the page cannot set (approval process, operator): done by the administrator elsewhere. */
  'firstLogin.otherItems': '尚需完成：{items}。请联系本机构管理员在账户管理中设置后重新登录。',
  'firstLogin.item.approveSet': '复核流程设置',
  'firstLogin.item.operator': '经办人（交易员）设置',
  'firstLogin.submit': '确认设置',
  'firstLogin.nothing': '首次登录设置已完成。',
  'firstLogin.continue': '进入系统',
  'firstLogin.logout': '退出登录',

  'changeManager.title': '经办人变更中',
  'changeManager.intro': '本机构正在办理经办人变更，变更完成前暂不能使用其他功能。',
  'changeManager.old': '原经办人',
  'changeManager.new': '新经办人',
  'changeManager.submitTime': '提交时间',
  'changeManager.status': '办理状态',
  'changeManager.status.changing': '审核中',
  'changeManager.refresh': '刷新',
  'changeManager.logout': '退出登录',
} as const;
