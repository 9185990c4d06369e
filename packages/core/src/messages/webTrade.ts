/**
 * Messages of the web app's purchase path: cart drawer, side panel, trade password, risk, summary PDF
 * and batch result dialogs (packages/web/src/features/cart, src/components). Part of the zh-CN
 * catalogue (see zh-CN.ts); keys start with `trade.`. Rule messages (amount checks, cart refusals) live
 * in rules.ts (`rules.cart.*`); the trade-password error texts in zh-CN.ts (`error.tradePassword*`).
 * Where the spec quotes Chinese it is used verbatim (cited); the rest is ours.
 */
export const webTradeMessages = {
  // ---- cart add, spec 02 §8 ----
  /** spec 02 §8 */
  'trade.cart.added': '加入购物车成功',
  'trade.cart.add': '加入购物车',

  // ---- floating side panel, spec 01 §2.1, 03 §2 ----
  'trade.panel.cart': '购物车',
  'trade.panel.bank': '监管银行',
  'trade.bank.title': '监管银行信息',
  'trade.bank.public': '公募基金销售结算资金监管账户',
  'trade.bank.private': '私募基金募集结算资金监管账户',
  'trade.bank.accountName': '户名',
  'trade.bank.accountNo': '账号',
  'trade.bank.bankName': '开户行',
  /** The spec does not record the accounts' text; these are FundDesk's demo accounts. */
  'trade.bank.public.name': '方德基金销售有限公司基金销售结算专用账户',
  'trade.bank.public.no': '1001 0000 0000 0000 001',
  'trade.bank.public.bank': '中国工商银行股份有限公司北京分行营业部',
  'trade.bank.private.name': '方德基金销售有限公司私募基金募集专用账户',
  'trade.bank.private.no': '1101 0000 0000 0000 002',
  'trade.bank.private.bank': '招商银行股份有限公司北京分行',
  'trade.bank.note': '请通过以上监管账户划付认申购款项，切勿向任何个人账户转账。',

  // ---- cart drawer, spec 02 §2, §3, §5 ----
  'trade.drawer.title': '购物车',
  'trade.drawer.count': '共 {count} 只基金（最多 {max} 只）',
  'trade.drawer.empty': '购物车还是空的，去基金列表挑选基金吧',
  'trade.drawer.clear': '清空购物车',
  'trade.drawer.clearConfirm': '确定清空购物车中的全部基金吗？',
  'trade.drawer.remove': '删除',
  'trade.drawer.removeConfirm': '确定将「{fundName}」移出购物车吗？',
  'trade.drawer.minvalue': '起购金额',
  'trade.drawer.maxvalue': '单笔上限',
  'trade.drawer.dailyMaxValue': '日累计上限',
  'trade.drawer.amount': '购买金额（元）',
  'trade.drawer.amountPlaceholder': '请输入购买金额',
  'trade.drawer.fee': '预估手续费',
  'trade.drawer.feeValue': '{fee}元',
  'trade.drawer.total': '合计金额',
  'trade.drawer.totalValue': '{total}元',
  'trade.drawer.buy': '一键购买',
  /** spec 02 §5: hosting users cannot buy */
  'trade.drawer.hostingUser': '托管用户不能买入',
  'trade.drawer.account': '交易账户',
  'trade.drawer.accountPlaceholder': '请选择交易账户',
  /** spec 02 §4, §8: no account chosen */
  'trade.drawer.selectAccount': '请先选择交易账户',

  // ---- trade password dialog, spec 02 §2, §4, §5 ----
  /** spec 02 §2 'Shopping cart order' */
  'trade.password.title': '购物车下单',
  'trade.password.label': '交易密码',
  'trade.password.placeholder': '请输入6位交易密码',
  'trade.password.forgot': '忘记交易密码？',
  'trade.password.agreement': '我已阅读并同意《开放式基金电子交易服务协议》及《风险揭示书》',
  'trade.password.confirm': '确认下单',

  // ---- risk dialog, spec 02 §4, §5 ----
  'trade.risk.title': '风险揭示',
  'trade.risk.matchedIntro':
    '您本次购买的基金风险等级为{fundRisk}，您的风险承受能力等级为{userRisk}。请仔细阅读并确认以下声明：',
  'trade.risk.mismatchIntro':
    '您本次购买的基金风险等级为{fundRisk}，超出了您的风险承受能力等级{userRisk}。如坚持购买，请确认以下声明：',
  /** spec 02 §5 */
  'trade.risk.tickAll': '请勾选声明内容',
  'trade.risk.selectAll': '全选',
  'trade.risk.confirm': '确认',
  'trade.risk.matched.1': '本人已认真阅读并理解所购基金的基金合同、招募说明书和产品资料概要。',
  'trade.risk.matched.2': '本人已了解所购基金的风险收益特征，知晓基金的过往业绩不代表其未来表现。',
  'trade.risk.matched.3': '本人知晓基金投资有风险，基金管理人不保证基金一定盈利，也不保证最低收益。',
  'trade.risk.matched.4': '本人已了解所购基金的申购、赎回规则及相关费用。',
  'trade.risk.matched.5': '本人确认所购基金的风险等级与本机构的风险承受能力相匹配。',
  'trade.risk.matched.6': '本人确认用于购买基金的资金来源合法，且为本机构自有资金。',
  'trade.risk.matched.7': '本人确认本次交易为本机构真实意愿的表示，并承担相应的投资风险。',
  'trade.risk.matched.8': '本人已知晓交易日15:00后提交的申请将按下一交易日处理。',
  'trade.risk.matched.9': '本人已知晓销售机构不会以任何形式承诺投资收益或承担投资损失。',
  'trade.risk.mismatch.1': '本机构主动要求购买风险等级高于自身风险承受能力的基金。',
  'trade.risk.mismatch.2': '本机构已充分知晓以下风险：',
  'trade.risk.mismatch.2.1': '所购基金的风险等级高于本机构的风险承受能力等级；',
  'trade.risk.mismatch.2.2': '投资该基金可能导致超出本机构承受能力的损失；',
  'trade.risk.mismatch.2.3': '销售机构已就不匹配情况向本机构作出警示。',
  'trade.risk.mismatch.3': '本机构坚持购买，并自行承担由此产生的一切投资风险和后果。',

  // ---- summary PDF dialog, spec 02 §2, 03 §4 ----
  /** spec 02 §2, 03 §4 'confirm fully read and agree' */
  'trade.pdf.confirm': '确认已完整阅读并同意',
  'trade.pdf.title': '{fundName}产品资料概要',
  'trade.pdf.scrollHint': '请滚动阅读至文末后确认',
  'trade.pdf.loading': '正在加载产品资料概要…',

  // ---- progress and batch result dialogs, spec 02 §2, §4 ----
  /** spec 02 §2 'order in progress, please wait' */
  'trade.progress.title': '订单处理中，请稍候',
  'trade.progress.value': '已处理 {progress}%',
  'trade.result.successTitle': '下单成功',
  'trade.result.accepted': '您的申购申请已受理',
  'trade.result.pendingReview': '您的申购申请已受理，待复核通过后生效',
  'trade.result.summary': '共 {total} 笔，成功 {success} 笔，失败 {fail} 笔',
  'trade.result.batchSerialNo': '批次号：{batchSerialNo}',
  'trade.result.failureTitle': '批量交易失败',
  /** spec 02 §8: cart batch failure */
  'trade.result.failureDownloaded': '失败明细已自动下载，请查看后重新下单',
  'trade.result.failureAll': '本次下单全部失败',
  'trade.result.close': '查看待处理交易',
} as const;
