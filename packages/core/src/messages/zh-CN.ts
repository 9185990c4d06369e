/**
 * The zh-CN message catalogue: every user-facing string of FundDesk, keyed by a stable identifier.
 *
 * Where the spec quotes a message it is used verbatim (the key's comment cites the section);
 * where the spec paraphrases in English the Chinese here is ours. Placeholders are `{name}`.
 * Areas add their strings to this one object so that a grep for a message finds a single source.
 */
import { fillMessage } from './fill.js';
import { rulesMessages } from './rules.js';
import { sessionPromptMessages } from './sessionPrompts.js';
import { webMessages } from './web.js';
import { cliMessages } from './cli.js';
import { serverMessages } from './server.js';
import { webProductMessages } from './webProduct.js';
import { webTradeMessages } from './webTrade.js';
import { webTradingMessages } from './webTrading.js';
import { webScreensMessages } from './webScreens.js';
import { webBatchMessages } from './webBatch.js';
import { sessionMessages } from './session.js';
import { statementsMessages } from './statements.js';
import { batchMessages } from './batch.js';
import { tradingMessages } from './trading.js';
import { passwordMessages } from './password.js';
import { firstLoginMessages } from './firstLogin.js';
import { permissionMessages } from './permission.js';
import { menuMessages } from './menu.js';
import { orgRecordCliMessages, orgRecordMessages } from './orgRecord.js';
import { domainMessages } from './domain.js';
import { reviewMessages } from './review.js';
import { honestFiguresMessages } from './honestFigures.js';
import { webFundToolsMessages } from './webFundTools.js';
import { webFundDetailMessages } from './webFundDetail.js';
import { webPortfolioMessages } from './webPortfolio.js';
import { favouritesCliMessages, webFavouritesMessages } from './webFavourites.js';
import { webHomeMessages } from './webHome.js';
import { webScreeningMessages } from './webScreening.js';
import { webProductExtrasMessages } from './webProductExtras.js';
import { doubleRecordMessages } from './doubleRecord.js';
import { privateFundMessages } from './privateFund.js';
import { riskCrsCliMessages, riskCrsMessages } from './riskCrs.js';
import { privateTradeCliMessages, privateTradeMessages } from './privateTrade.js';
import { privateTradePathsMessages } from './privateTradePaths.js';
import { personalInfoCliMessages, personalInfoMessages } from './personalInfo.js';
import { profitTrendMessages } from './profitTrend.js';
import { tradeInfoCliMessages, tradeInfoMessages } from './orgTradeInfo.js';
import { cockpitCliMessages, cockpitMessages } from './cockpit.js';

const baseMessages = {
  // ---- global errors, spec 01 §8 ----
  /** spec 01 §8, HTTP 404 */
  'error.http404': '接口地址不存在',
  /** spec 01 §8, HTTP 401 or JWT expired */
  'error.sessionExpired': '登录信息已过期，请重新登录',
  /** spec 01 §8, timeout */
  'error.timeout': '请求超时，请刷新页面重试',
  /** spec 01 §8, A00103 */
  'error.menuFailed': '获取菜单失败',
  /** spec 01 §8, A00198 (paraphrased in the spec) */
  'error.permissionChanged': '操作员权限已变更，请重新登录',
  /** spec 01 §8, S00010 */
  'error.illegalLink': '当前链接非法，将重定向到首页',
  /** spec 01 §8, A00070 */
  'error.tradePasswordLocked': '密码错误超出次数限制，请稍后重试',
  'error.tradePasswordLocked.title': '密码错误超出次数限制',
  'error.tradePasswordLocked.action': '找回密码',
  /** spec 01 §8, A00076 */
  'error.tradePasswordNotSet': '为了您的交易安全，请先设置交易密码',
  'error.tradePasswordNotSet.title': '您尚未设置交易密码',
  'error.tradePasswordNotSet.action': '立即设置',
  /** spec 01 §8, other wrong trade password */
  'error.tradePasswordWrong': '输入错误，继续输错{N}次后账户将会被锁定',
  'error.tradePasswordWrong.title': '原密码不正确',
  'error.tradePasswordWrong.action': '重试',
  /** spec 01 §8, A800045 */
  'error.profileIncomplete.title': '温馨提示',
  'error.profileIncomplete': '您的个人信息不完整（姓名、手机号、证件类型、证件号码或证件有效期），请先完善',
  'error.profileIncomplete.action': '去完善',
  /** spec 01 §8, A800046 */
  'error.authorisationRequired': '请先完成授权',
  /** spec 01 §8 messages */
  'error.wechatDownload': '微信浏览器不支持下载。推荐使用谷歌浏览器访问',
  'error.downloadFailed': '文件下载失败',
  'error.fileTimeout': '生成文件超时',
  'error.fileFailed': '生成文件失败',
  'error.accountListFailed': '账户列表获取失败',
  'error.accountAbnormal': '账户异常',
  'error.pdfLoad': 'pdf加载出错，请重试！',
  'common.success': '成功',

  // ---- npm start banner (packages/server/src/main.ts) ----
  'start.ready': '本地环境已启动',
  'start.enterprise': '企业司库版',
  'start.data': '数据目录',
  'start.seeded': '首次启动，已导入真实行情数据，用时',
  'start.logins': '演示账号',
  'start.password': '登录密码',
  'start.tradePassword': '交易密码',
  /** The mark of every order of the demo trade history (trade/demoHistory.ts; docs/decisions.md). */
  'start.demoHistory.remark': '演示数据：本地环境的示例交易',
  'start.demoHistory': '已生成演示交易记录 {orders} 笔（FUNDDESK_DEMO_HISTORY=0 可关闭）',
  /** DESIGN §7: dev tools never on a listener other hosts can reach; docs/security.md */
  'start.devToolsNotLoopback':
    '拒绝启动：开发工具（FUNDDESK_DEV_TOOLS=1，含验证码邮箱和故障注入）只能在本机回环地址上开启，HOST={host} 不是回环地址。请去掉 FUNDDESK_DEV_TOOLS 或把 HOST 设为 127.0.0.1。',
  'start.devToolsOn':
    '开发工具已开启（验证码邮箱 /__dev/mailbox、故障注入 /__dev/faults），仅本机可访问；切勿用于生产环境',
  'common.copied': '复制成功',
  'common.copyUnsupported': '该浏览器不支持自动复制',
  'common.empty': '暂无数据',
  /** spec 01 §8, export failure */
  'error.exportBusy': '当前页面访问量较大，请您稍后再试',
  /** spec 01 §4.2 */
  'error.managerAlreadyOpened':
    '管理人已开立管理机构账户，请以管理员身份登录已开立的管理机构账户，并新增产品。',
  /** spec 01 §4.2, all accounts synthesizeState 99 (paraphrased) */
  'error.accountNotExist': '账户不存在',

  // ---- FundDesk's own codes for situations the spec names but does not code (docs/api.md) ----
  'error.loginFailed': '用户名或密码错误',
  'error.loginLocked': '登录失败次数过多，请15分钟后再试',
  'error.forbidden': '您没有权限进行此操作',
  'error.orgForbidden': '您无权操作该机构或账户',
  'error.badRequest': '请求参数不合法',
  'error.bodyTooLarge': '请求内容过大',
  'error.fundNotFound': '基金不存在',
  'error.keywordTooLong': '搜索内容不能超过{max}个字符',
  'error.internal': '系统繁忙，请稍后再试',
  'error.network': '网络连接失败，请检查网络后重试',
  'error.decryptFailed': '加密数据无效，请刷新页面后重试',
  'error.rateLimited': '操作过于频繁，请稍后再试',
  'error.unknown': '操作失败，请稍后重试',

  // ---- buy eligibility, spec 02 §5 / 03 §5 ----
  /** spec 03 §5 suspended (paraphrased in the spec) */
  'buy.suspended':
    '因特殊原因（如基金封闭期、分级基金母基金不定期折算、QDII基金境外法定节假日等），该基金暂停相关交易，具体请以基金公司公告为准',
  /** spec 03 §5 missing summary */
  'buy.noSummary': '因缺少产品资料概要，该基金暂不支持买入',
  /** spec 03 §5 TA restriction */
  'buy.taRestricted': '该基金不支持{type}客户买入',
  /** spec 03 §5 limits */
  'buy.limitRestricted': '因基金公司交易限制，该基金暂不支持买入',
  'buy.notSupportedYet': '暂不支持',
  'buy.hostingUser': '托管用户不能买入',

  // ---- display words ----
  /** spec 03 §5: limit >= 999999999 */
  'display.unlimited': '不限额',
  /** spec 02 §5: cart line limit display */
  'display.noLimit': '无限额',
  'display.none': '--',
  'display.wan': '万',
  'display.yi': '亿',
  'display.ratePeriod.default': '近3月',

  // ---- risk levels zxfxdj_1..5, spec 02 §4 / 03 §3 ----
  'risk.zxfxdj_1': '低风险',
  'risk.zxfxdj_2': '中低风险',
  'risk.zxfxdj_3': '中风险',
  'risk.zxfxdj_4': '中高风险',
  'risk.zxfxdj_5': '高风险',
  'risk.short.zxfxdj_1': 'R1',
  'risk.short.zxfxdj_2': 'R2',
  'risk.short.zxfxdj_3': 'R3',
  'risk.short.zxfxdj_4': 'R4',
  'risk.short.zxfxdj_5': 'R5',

  // ---- fund type codes, spec 03 §3 ----
  'fundType.0': '股票型',
  'fundType.2': '货币型',
  'fundType.5': 'QDII',
  'fundType.E': '债券型',
  'fundType.A': '混合型',
  'fundType.F': 'FOF',
  'fundType.R': 'REITs',
  'fundType.C': '商品型',
  'fundType.I': '指数型',
  'fundType.X': '其他',

  // ---- open-day codes, spec 03 §4 ----
  'openDay.230': '开放申购赎回',
  'openDay.210': '开放申购',
  'openDay.220': '开放赎回',
  'openDay.201': '预计开放申购',
  'openDay.202': '预计开放赎回',
  'openDay.221': '预计开放申购，开放赎回',
  'openDay.203': '预计开放申购赎回',
  'openDay.212': '开放申购，预计开放赎回',
  'openDay.310': '封闭期产品，暂停交易至预计到期日',
  'openDay.510': '暂停交易至封闭期结束',

  // ---- client types for the TA restriction message ----
  'clientType.2': '机构',
  'clientType.3': '产品',
} as const;

/** The whole catalogue: the shared messages above plus each area's own file. */
export const zhCN = {
  ...baseMessages,
  ...rulesMessages,
  ...sessionPromptMessages,
  ...serverMessages,
  ...webMessages,
  ...webProductMessages,
  ...webTradeMessages,
  ...webTradingMessages,
  ...webScreensMessages,
  ...webBatchMessages,
  ...sessionMessages,
  ...statementsMessages,
  ...cliMessages,
  ...batchMessages,
  ...tradingMessages,
  ...passwordMessages,
  ...firstLoginMessages,
  ...permissionMessages,
  ...menuMessages,
  ...orgRecordMessages,
  ...orgRecordCliMessages,
  ...domainMessages,
  ...honestFiguresMessages,
  ...webFundToolsMessages,
  ...webFundDetailMessages,
  ...webPortfolioMessages,
  ...webFavouritesMessages,
  ...favouritesCliMessages,
  ...webHomeMessages,
  ...webScreeningMessages,
  ...webProductExtrasMessages,
  ...profitTrendMessages,
  ...privateFundMessages,
  ...riskCrsMessages,
  ...riskCrsCliMessages,
  ...personalInfoMessages,
  ...personalInfoCliMessages,
  ...reviewMessages,
  ...privateTradeMessages,
  ...privateTradeCliMessages,
  ...tradeInfoMessages,
  ...tradeInfoCliMessages,
  ...privateTradePathsMessages,
  ...doubleRecordMessages,
  ...cockpitMessages,
  ...cockpitCliMessages,
} as const;

/** A key of the message catalogue. */
export type MessageKey = keyof typeof zhCN;

/**
 * Looks up a catalogue message and fills its `{name}` placeholders.
 * @param key - catalogue key
 * @param params - placeholder values; a missing one leaves the placeholder as written
 * @returns the Chinese text
 */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return fillMessage(zhCN[key], params);
}
