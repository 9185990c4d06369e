/**
 * Messages of 个人信息 (/user/userInfo) and 身份证影像 (/user/idCardHome) (issue 15 §1; spec 01 §2.2, §7.8,
 * §7.9; spec 02 §5 certificate images) and of `funddesk account show`. Part of the zh-CN catalogue (see
 * zh-CN.ts); keys start with `idDoc.`, `userInfo.` and `cli.account.`.
 */
export const personalInfoMessages = {
  // ---- refusals (catalogue codes FD1201-FD1212) ----
  'idDoc.error.imageType': '请上传JPG或PNG格式的图片',
  'idDoc.error.imageTooLarge': '图片过大，请上传不超过{maxMb}MB的图片',
  'idDoc.error.notCard': '未识别到身份证{side}，请上传清晰完整的身份证{side}照片',
  'idDoc.error.blurred': '图片不清晰，请重新拍摄或上传',
  'idDoc.error.rotated': '图片方向不正确，请将身份证摆正后重新拍摄或上传',
  'idDoc.error.numberInvalid': '身份证号码不正确，请核对后重新输入',
  'idDoc.error.birthDate': '身份证号码中的出生日期不正确',
  'idDoc.error.validity': '证件有效期不正确，请填写起止日期，长期有效的证件截止日期填写“长期”',
  'idDoc.error.expiredOnConfirm': '该证件已于{validTo}过期，请上传有效期内的证件',
  'idDoc.error.expired': '您的身份证件已于{validTo}过期，请更新证件信息后再交易',
  'idDoc.error.expired.action': '去更新',
  'idDoc.error.imagesMissing': '请先上传身份证人像面和国徽面照片',
  'idDoc.error.ocrUnavailable': '证件识别服务暂不可用，请稍后重试或手动填写',

  // ---- words ----
  'idDoc.side.front': '人像面',
  'idDoc.side.back': '国徽面',
  'idDoc.longTerm': '长期',
  'idDoc.validity.range': '{from} 至 {to}',
  'idDoc.state.valid': '有效',
  'idDoc.state.expired': '已过期',
  'idDoc.state.none': '未上传',
  'idDoc.full.1001': '完整',
  'idDoc.full.1002': '不完整',

  // ---- 个人信息 ----
  'userInfo.title': '个人信息',
  'userInfo.base.title': '基本信息',
  'userInfo.invest.title': '投资信息',
  'userInfo.field.loginName': '登录名',
  'userInfo.field.name': '姓名',
  'userInfo.field.mobile': '手机号',
  'userInfo.field.credType': '证件类型',
  'userInfo.field.credNumber': '证件号码',
  'userInfo.field.validity': '证件有效期',
  'userInfo.field.credState': '证件状态',
  'userInfo.field.infoIsFull': '信息完整性',
  'userInfo.field.orgName': '所属机构',
  'userInfo.field.riskLevel': '风险等级',
  'userInfo.field.riskExpireDate': '测评有效期至',
  'userInfo.risk.none': '未测评',
  'userInfo.expired': '您的身份证件已于{validTo}过期，请重新上传身份证影像并确认证件信息。',
  'userInfo.incomplete': '您的个人信息不完整（姓名、手机号、证件类型、证件号码或证件有效期），请先完善',
  'userInfo.gotoIdCard': '更新证件',
  'userInfo.edit': '修改信息',
  'userInfo.edit.title': '修改个人信息',
  'userInfo.edit.validTo': '证件有效期截止日',
  'userInfo.edit.validToHint': 'YYYY-MM-DD，长期有效填写“长期”',
  'userInfo.edit.save': '保存',
  'userInfo.edit.cancel': '取消',
  'userInfo.edit.saved': '保存成功',
  'userInfo.empty': '--',

  // ---- 身份证影像 ----
  'idDoc.title': '身份证影像',
  'idDoc.intro':
    '请上传或拍摄本人居民身份证的人像面和国徽面，系统识别后请核对信息并确认。支持JPG、PNG格式，不超过{maxMb}MB。',
  'idDoc.upload': '上传{side}',
  'idDoc.capture': '拍照',
  'idDoc.capture.title': '拍摄身份证{side}',
  'idDoc.capture.shoot': '拍摄',
  'idDoc.capture.cancel': '取消',
  'idDoc.capture.unavailable': '无法打开摄像头，请改为上传图片',
  'idDoc.capture.video': '摄像头画面',
  'idDoc.recognising': '识别中…',
  'idDoc.recognised': '已识别',
  'idDoc.preview': '身份证{side}预览',
  'idDoc.placeholder': '暂未上传{side}',
  'idDoc.check.title': '请核对识别结果',
  'idDoc.field.name': '姓名',
  'idDoc.field.credNumber': '公民身份号码',
  'idDoc.field.address': '住址',
  'idDoc.field.authority': '签发机关',
  'idDoc.field.validFrom': '有效期起',
  'idDoc.field.validTo': '有效期止',
  'idDoc.field.validToHint': '长期有效填写“长期”',
  'idDoc.confirm': '确认提交',
  'idDoc.confirmed': '证件信息已更新',
  'idDoc.back': '返回个人信息',

  // ---- CLI: funddesk account show ----
  'cli.account.show.org': '机构',
  'cli.account.show.person': '本人',
  'cli.account.show.credType': '证件类型',
  'cli.account.show.credNumber': '证件号码',
  'cli.account.show.validity': '证件有效期',
  'cli.account.show.credState': '证件状态',
  'cli.account.show.infoIsFull': '信息完整性',
  'cli.account.show.risk': '风险等级',
  'cli.account.show.riskExpire': '测评有效期至',
} as const;

/**
 * The `funddesk account show` command's help line, in the CLI's light catalogue (cliEntry.ts): the help loads
 * without the rest of the messages.
 */
export const personalInfoCliMessages = {
  'cli.command.account.show':
    '显示当前机构与本人的账户信息：证件类型与有效期、信息完整性、风险等级与有效期（批量下单前检查；--json 输出）',
} as const;
