/**
 * Messages of permission management (/permissionMgt/userManage and roleManage, spec 03 §2, §7; spec 01 §7.6)
 * and of `funddesk users` (issue 11 §3, §4). Part of the zh-CN catalogue (see zh-CN.ts). The spec gives no
 * text for these screens or refusals: the Chinese is ours.
 */
export const permissionMessages = {
  /** FD1101: the mobile number is not a mainland mobile number (11 digits starting 13-19). */
  'error.personMobileFormat': '手机号码格式不正确',
  /** FD1102: the certificate number does not fit its type (for an ID card: 18 characters and check digit). */
  'error.personCredNumber': '证件号码不正确',
  /** FD1103: the email address is malformed. */
  'error.personEmailFormat': '邮箱格式不正确',
  /** FD1104: another person has this mobile number. */
  'error.personMobileDuplicate': '该手机号码已被其他用户使用',
  /** FD1105: the login name is taken. */
  'error.personLoginNameTaken': '该登录名已被使用',
  /** FD1106: the person is unknown or not of the administrator's organisation. */
  'error.personNotInOrg': '该用户不属于本机构',
  /** FD1107: a role code that is not one of the roles an administrator assigns (forged). */
  'error.roleUnknown': '角色不存在',
  /** FD1108: the change would leave the organisation without an active administrator. */
  'error.lastAdministrator': '机构至少需要保留一名管理员',
  /** FD1109: the administrator role keeps its permission-management privileges. */
  'error.adminPrivilegeLocked': '管理员角色的权限管理权限不可移除',
  /** FD1110: a privilege code that is not in the role's tree. */
  'error.privilegeUnknown': '权限不存在',
  /** FD1111: the confirmation does not repeat the initial password. */
  'error.personPasswordMismatch': '两次输入的密码不一致',
  /** FD1112: an administrator disabling or removing themselves. */
  'error.personSelf': '不能对自己执行此操作',
  /** FD1113: the person's name is empty or too long. */
  'error.personNameFormat': '姓名须为1-30个字符',

  'role.op': '交易员',
  'role.treasurer': '操作员',
  'role.jgt_old_op': '原经办人',
  'role.manager': '管理人',
  'role.first_checker': '一级复核员',
  'role.second_checker': '二级复核员',
  'role.inquirer': '查询员',
  'role.jgt_person': '管理员',
  'role.hosting': '托管用户',
  'role.cockpit': '驾驶舱用户',

  'person.status.active': '正常',
  'person.status.disabled': '已停用',
  'credType.0': '居民身份证',
  'credType.1': '护照',
  'credType.2': '港澳居民来往内地通行证',
  'credType.3': '台湾居民来往大陆通行证',

  'perm.user.title': '账号管理',
  'perm.user.add': '新增用户',
  'perm.user.edit': '编辑',
  'perm.user.disable': '停用',
  'perm.user.enable': '启用',
  'perm.user.remove': '移除',
  'perm.user.col.loginName': '登录名',
  'perm.user.col.name': '姓名',
  'perm.user.col.mobile': '手机号码',
  'perm.user.col.credType': '证件类型',
  'perm.user.col.credNumber': '证件号码',
  'perm.user.col.email': '邮箱',
  'perm.user.col.roles': '角色',
  'perm.user.col.status': '状态',
  'perm.user.col.actions': '操作',
  'perm.user.field.loginPwd': '初始登录密码',
  'perm.user.field.confirmPassword': '确认初始密码',
  'perm.user.initialPwdHint': '用户首次登录时须修改初始密码。',
  'perm.user.confirmDisable': '确定停用用户“{name}”吗？停用后该用户无法登录。',
  'perm.user.confirmRemove': '确定将用户“{name}”移出本机构吗？',
  'perm.user.saved': '保存成功',
  'perm.role.title': '角色权限',
  'perm.role.privileges': '“{role}”的权限',
  'perm.role.save': '保存权限',
  'perm.role.saved': '权限已更新，相关用户下次操作时生效',
  'perm.role.functions': '功能权限',
  'privilege.fund_search': '基金搜索',
  'privilege.public_fund_position_detail': '持仓明细',
  'privilege.login_pwd': '登录密码',
  'privilege.public_accounts': '公募账户',
  'privilege.public_trans_detail': '交易详情',
  'privilege.shopping_cart': '购物车',
  'privilege.transfer': '转换',
  'privilege.super_transfer': '超级转换',
  'privilege.trans_pwd': '交易密码',
  'privilege.trans_pwd_forget_password': '找回交易密码',
  'privilege.subs_forget_password': '申购页忘记密码',
  'privilege.review_process': '交易复核',
  'privilege.review_setting_edit': '复核流程设置',
  'privilege.all_accounts_public_assets_query': '全部账户资产查询',
  'privilege.private_fund_public_plan': '私募产品查看',
  'perm.common.cancel': '取消',
  'perm.common.confirm': '确定',
  'perm.common.save': '保存',
} as const;
