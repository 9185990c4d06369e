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
} as const;
