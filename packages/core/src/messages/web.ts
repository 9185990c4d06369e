/**
 * Messages of the web app (packages/web). Part of the zh-CN catalogue (see zh-CN.ts);
 * keys are prefixed by area so that they never collide.
 */
export const webMessages = {
  // ---- app and shell, spec 01 §2.1 ----
  'web.app.brand': 'FundDesk',
  'web.app.subtitle': '基金销售服务平台',
  /** spec 01 §1: hotline, working hours */
  'web.hotline.label': '客服热线',
  'web.hotline.number': '400-820-0000',
  'web.hotline.hours': '工作日 09:00-18:00',
  'web.header.groupId': '客户号：{groupId}',
  'web.header.switchOrg': '切换机构',
  'web.header.orgSearch': '请输入机构名称或客户号',
  'web.header.userInfo': '个人信息',
  'web.header.password': '密码管理',
  /** spec 01 §2.1: safe-logout entry */
  'web.header.logout': '安全退出',
  'web.header.logoutConfirm': '确定要退出登录吗？',
  'web.header.switchSuccess': '已切换至 {corpName}',
  'web.header.switching': '正在切换机构…',
  'web.sidebar.collapse': '收起菜单',
  'web.sidebar.expand': '展开菜单',
  'web.tabs.close': '关闭',
  'web.tabs.closeOthers': '关闭其他',
  'web.tabs.closeAll': '关闭全部',
  'web.tabs.fundDetail': '基金详情 {fundId}',

  // ---- accessibility, issue 17 §2 (WCAG 2.1 AA): landmarks, skip link, shortcut, titles, names ----
  /** the skip link, first in the tab order of every shell page (WCAG 2.4.1) */
  'web.a11y.skipToMain': '跳到主要内容',
  /** the name of the visited-view tab bar (spec 01 §2.1) */
  'web.a11y.openPages': '已打开的页面',
  /** the document title of a page (WCAG 2.4.2): its tab title, then the brand */
  'web.a11y.documentTitle': '{title} - FundDesk',
  /** the name of every close button (dialogs, drawers, tabs) */
  'web.a11y.close': '关闭',
  /** the name of a busy spinner (Blueprint's own is the English "loading") */
  'web.a11y.loading': '加载中',
  /** the name of a progress bar that has no visible label */
  'web.a11y.progress': '进度',
  /** the name of a scrollable region (PDF dialog), focusable so a keyboard can scroll it */
  'web.a11y.pdfContent': '{fundName} 文件内容',
  /** sort state of a sortable column header, read after its name */
  'web.a11y.sortAscending': '升序',
  'web.a11y.sortDescending': '降序',
  /** the captcha image's name and its alternatives (docs/decisions.md: captcha alternative) */
  'web.a11y.captchaRefresh': '换一张',
  'web.a11y.captchaText': '改用文字验证码',
  'web.a11y.captchaImageKind': '改用图形验证码',
  'web.a11y.captchaQuestionLabel': '文字验证码',
  'web.a11y.captchaAnswerPlaceholder': '请输入答案（数字）',
  /** the text captcha's question (server auth/captcha.ts randomTextCaptcha) */
  'captcha.question': '{a} 加 {b} 等于几？请输入数字答案',
  'web.common.confirm': '确定',
  'web.common.prompt': '提示',
  'web.common.cancel': '取消',
  'web.common.retry': '重试',
  'web.common.backHome': '返回首页',

  // ---- pages not built yet, 404, errors ----
  'web.building.title': '功能建设中',
  'web.building.description': '“{title}”页面正在建设中，敬请期待。',
  'web.notFound.title': '页面不存在',
  'web.notFound.description': '您访问的页面不存在或已被移除。',
  'web.errorBoundary.title': '页面出错了',
  'web.errorBoundary.description': '页面加载时发生错误，请刷新页面重试。',
  'web.errorBoundary.reload': '刷新页面',
  'web.menu.loadFailed': '菜单加载失败',
  'web.menu.empty': '暂无可用菜单',

  // ---- login, spec 01 §2.2, §4.2 ----
  'web.login.loginName': '登录名',
  'web.login.loginNamePlaceholder': '请输入登录名',
  'web.login.password': '登录密码',
  'web.login.passwordPlaceholder': '请输入登录密码',
  'web.login.submit': '登录',
  'web.login.loginNameRequired': '请输入登录名',
  'web.login.passwordRequired': '请输入登录密码',
  'web.login.forgotPassword': '忘记密码',
  'web.login.showPassword': '显示密码',
  'web.login.hidePassword': '隐藏密码',
  'web.login.footer': '市场有风险，投资需谨慎',
  'web.login.noOrg': '您名下暂无可用机构，请联系管理员',
  /** spec 01 §2.2: /login/chooseOrganization title */
  'web.chooseOrg.title': '选择企业',
  'web.chooseOrg.description': '您的账号关联了多个机构，请选择本次登录的机构',
  'web.chooseOrg.search': '请输入机构名称或客户号',
  'web.chooseOrg.enter': '进入',
  'web.chooseOrg.back': '返回登录',
  'web.chooseOrg.count': '共 {count} 家机构',
  /** spec 01 §4.2: organisation tab 1 (type number 1) */
  'web.chooseOrg.tab.institution': '机构账户',
  /** spec 01 §4.2: organisation tab 2 (type numbers 2, 3 and 4) */
  'web.chooseOrg.tab.product': '产品账户',
  'web.login.personTitle': '个人登录',
  'web.login.toPerson': '个人用户登录',
  'web.login.toOrg': '机构用户登录',

  // ---- forgot password, spec 01 §2.2 fundBackPassword/:type, §7.4, §7.5 ----
  'web.forgot.title': '忘记密码',
  'web.forgot.title.org': '找回机构登录密码',
  'web.forgot.title.person': '找回个人登录密码',
  'web.forgot.step.verify': '验证身份',
  'web.forgot.step.reset': '设置新密码',
  'web.forgot.step.done': '完成',
  'web.forgot.next': '下一步',
  'web.forgot.newPassword': '新登录密码',
  'web.forgot.newPasswordPlaceholder': '8-20位，含字母和数字',
  'web.forgot.confirmPassword': '确认新密码',
  'web.forgot.confirmPasswordPlaceholder': '请再次输入新密码',
  'web.forgot.passwordRule': '密码须为8-20位，且同时包含字母和数字',
  'web.forgot.passwordMismatch': '两次输入的密码不一致',
  'web.forgot.submit': '确认修改',
  'web.forgot.done': '密码已重置，请使用新密码登录',
  'web.forgot.backToLogin': '返回登录',

  // ---- fixed pages, spec 01 §2.2, §2.3 ----
  'web.maintain.title': '系统维护中',
  'web.maintain.description': '为了给您提供更好的服务，平台正在进行系统维护，维护期间暂停服务。',
  'web.maintain.window': '维护时间：{dStart} 至 {dEnd}',
  'web.maintain.refresh': '刷新',
  'web.wechat.title': '请在浏览器中打开',
  'web.wechat.description':
    '当前应用内浏览器无法使用本平台，请复制链接后在电脑浏览器（推荐谷歌浏览器）中打开。',
  'web.page.settingLogin': '首次登录设置',
  'web.page.orgInfo': '机构信息',
  'web.page.openResult': '开户结果',
  'web.page.openAccountType': '选择开户类型',
  'web.page.changeManagerResult': '经办人变更结果',
  'web.page.treasure': '司库开户',
  'web.page.cockpit': '驾驶舱',
  'web.page.deeplink': '页面跳转',
  'web.page.pdf': '文件预览',
  'web.page.helpCenter': '帮助中心',
  'web.page.doubleRecord': '双录',
  'web.page.agreement': '协议',
  'web.page.openGuide': '开户指引',
  'web.page.openAccount': '机构开户',
  'web.page.siku': '司库介绍',
  'web.page.activity': '活动报告',

  // ---- shell: notice banner, org bar, hotline, spec 01 §1, §2.1 ----
  'web.notice.close': '关闭公告',
  'web.notice.closeConfirm': '关闭后该公告将不再对本机构显示，确定关闭吗？',
  'web.notice.more': '查看详情',
  'web.notice.label': '公告',
  'web.header.myOrgs': '我的机构（{count}）',
  'web.header.orgList': '机构列表',

  // ---- fund search, spec 01 §2.1, §5; spec 03 §2, §5 ----
  /** spec 01 §2.1: placeholder asks for fund code or name */
  'web.fundSearch.placeholder': '请输入基金代码或名称',
  'web.fundSearch.history': '浏览历史',
  'web.fundSearch.favourites': '我的自选',
  'web.fundSearch.results': '搜索结果',
  'web.fundSearch.clearHistory': '清空',
  'web.fundSearch.loadingMore': '加载更多…',
  'web.fundSearch.noMore': '没有更多了',
  /** The search box's loading indicator while the search request runs (spec 03 §9). */
  'web.fundSearch.searching': '搜索中…',

  // ---- date field (components/DateField), spec 01 §5 date range ----
  'web.dateField.invalid': '日期格式应为 YYYY-MM-DD',
  'web.dateField.outOfRange': '日期不在可选范围内',
  'web.dateField.today': '今天',
  'web.dateField.clear': '清除',
  'web.dateField.previousMonth': '上个月',
  'web.dateField.nextMonth': '下个月',
  'web.dateField.month': '月份',
  'web.dateField.year': '年份',
} as const;
