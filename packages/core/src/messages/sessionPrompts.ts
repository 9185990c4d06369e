/**
 * Messages of the prompts around the session (spec 01 §4.5-§4.7, §8; spec 02 §4): agreement dialogs, the
 * upgrade dialog, the privacy agreement, the password-age reminder, person login, captcha and verification
 * codes, the authorisation dialog, and the local environment's dev pages. Part of the zh-CN catalogue (see
 * zh-CN.ts); keys are prefixed `prompt.`, `error.` (catalogue codes) or `dev.` so that they never collide.
 */
export const sessionPromptMessages = {
  // ---- FundDesk codes of this area (docs/api.md) ----
  'error.captchaRequired': '请输入图形验证码',
  'error.captchaWrong': '图形验证码错误或已失效，请重新输入',
  'error.verifyCodeWrong': '验证码错误或已失效，请重新获取',
  'error.verifyCodeTooFrequent': '验证码发送过于频繁，请{N}秒后再试',
  'error.agreementStale': '协议已更新，请重新阅读后签署',
  /** spec 01 §8: an upload failure (verbatim shape 'fail to post {url} {status}') */
  'error.uploadFailed': 'fail to post {url} {status}',

  // ---- agreement dialog sequence, spec 01 §4.5, spec 02 §4 ----
  'prompt.agreement.notice.title': '协议签署提示',
  'prompt.agreement.notice.body': '为保障您的合法权益，在继续使用服务前，请您仔细阅读并签署以下协议。',
  'prompt.agreement.notice.exit': '退出',
  'prompt.agreement.notice.continue': '继续',
  'prompt.agreement.sign.title': '协议签署',
  'prompt.agreement.sign.intro': '请仔细阅读以下协议，点击协议名称查看全文：',
  'prompt.agreement.sign.check': '我已阅读并同意以上协议',
  'prompt.agreement.sign.agree': '同意',
  'prompt.agreement.sign.disagree': '不同意',
  /** spec 02 §4 final notice: 'if you disagree we cannot continue serving you' */
  'prompt.agreement.final.title': '温馨提示',
  'prompt.agreement.final.body': '如您不同意上述协议，我们将无法继续为您提供服务。',
  'prompt.agreement.final.exit': '退出',
  'prompt.agreement.final.back': '继续阅读',
  'prompt.agreement.signed': '协议签署成功',
  /** spec 02 §4: long agreement lists collapse when the text exceeds two lines */
  'prompt.agreement.expand': '展开',
  'prompt.agreement.collapse': '收起',
  'prompt.agreement.version': '版本 {version}',
  'prompt.agreement.close': '关闭',

  // ---- upgrade dialog, 3 steps, spec 01 §4.5, spec 02 §4 ----
  /** spec 01 §4.5 'I have read and understood', enabled after the 3 s countdown */
  'prompt.upgrade.first.read': '我已阅读并知晓',
  'prompt.upgrade.first.countdown': '我已阅读并知晓（{N}s）',
  'prompt.upgrade.second.title': '协议签署',
  'prompt.upgrade.second.agree': '同意并签署',
  'prompt.upgrade.cancel': '取消',
  'prompt.upgrade.third.title': '温馨提示',
  'prompt.upgrade.third.body': '如您不同意更新后的协议，我们将无法继续为您提供服务。是否退出登录？',
  'prompt.upgrade.third.back': '返回阅读',
  'prompt.upgrade.third.logout': '退出登录',

  // ---- password-age reminder, spec 01 §4.6 ----
  /** spec 01 §4.6 (verbatim title and buttons) */
  'prompt.password.title': '温馨提示',
  'prompt.password.body': '您的登录密码已超过{days}天未修改，为了您的账户安全，建议您立即修改密码。',
  'prompt.password.change': '立即修改',
  'prompt.password.dismiss': '我知道了',

  // ---- privacy agreement before login, spec 01 §4.5 ----
  'prompt.privacy.consent': '我已阅读并同意',
  'prompt.privacy.required': '请先阅读并同意隐私政策',
  'prompt.privacy.version': '版本 {version}，{date} 起生效',

  // ---- person login, captcha, verification codes, spec 01 §1, §7.3, §7.4 ----
  'prompt.login.personHint': '适用于交易员、管理人、司库操作员',
  'prompt.login.byPassword': '密码登录',
  'prompt.login.byCode': '验证码登录',
  'prompt.login.captcha': '图形验证码',
  'prompt.login.captchaPlaceholder': '请输入图形验证码',
  'prompt.login.captchaRefresh': '看不清？换一张',
  'prompt.login.captchaImage': '图形验证码图片',
  'prompt.login.code': '验证码',
  'prompt.login.codePlaceholder': '请输入6位验证码',
  'prompt.login.sendCode': '获取验证码',
  'prompt.login.resendIn': '{N}秒后重新获取',
  'prompt.login.codeSent': '验证码已发送至{target}',
  'prompt.login.codeRequired': '请输入验证码',

  // ---- authorisation dialog (A800046), spec 01 §7.15, §5, §9 (567 px) ----
  'prompt.authorise.title': '授权提示',
  'prompt.authorise.body':
    '申请方申请获取以下信息：机构信息（机构名称、机构类型、证件类型、证件号码、证件有效期、办公地址）；经办人信息（姓名、手机号、证件类型、证件号码、证件有效期）。',
  'prompt.authorise.check': '我已阅读并同意上述授权',
  'prompt.authorise.confirm': '授权',
  'prompt.authorise.cancel': '取消',
  'prompt.authorise.done': '授权成功',

  // ---- verification code delivery (local environment: dev mailbox and server log) ----
  'server.verify.subject': 'FundDesk 验证码',
  'server.verify.body':
    '您的验证码为 {code}，{minutes}分钟内有效，用于{purpose}。如非本人操作，请忽略本消息。',
  'server.verify.purpose.login': '验证码登录',
  'server.verify.purpose.resetLoginPassword': '找回登录密码',
  'server.verify.purpose.resetTradePassword': '找回交易密码',
  'server.verify.target': '{loginName} 的预留联系方式',

  // ---- agreement texts the server composes (spec 01 §3 alterMsgDto, alterMsgDtoTwo) ----
  'server.agreement.alter.title': '协议更新提示',
  'server.agreement.alter.body':
    '尊敬的客户：为更好地保障您的合法权益，我们对{names}进行了更新。主要更新内容：{changes}请您仔细阅读更新后的协议，如有疑问请联系客服热线（工作日 09:00-18:00）。',
  'server.agreement.alter.noSummary': '条款表述优化。',
  'server.agreement.alterTwo.title': '协议签署',
  'server.agreement.alterTwo.body':
    '请阅读并签署更新后的协议。点击“同意并签署”，即表示您已阅读、理解并同意以下协议的全部内容。',

  // ---- dev pages of the local environment (never in production) ----
  'dev.mailbox.title': '本地邮箱（仅本地环境）',
  'dev.mailbox.note': '本地环境不发送短信和邮件，验证码投递到这里，并打印在服务器日志中。',
  'dev.mailbox.empty': '暂无邮件',
  'dev.mailbox.time': '时间',
  'dev.mailbox.recipient': '收件人',
  'dev.mailbox.subject': '主题',
  'dev.mailbox.body': '内容',
} as const;
