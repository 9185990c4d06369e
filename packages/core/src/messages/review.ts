/**
 * Messages of the four-eyes review process (issue 11 §1, §2, §4; spec 01 §7.14 review process, 03 §2
 * reviewSetting, 03 §3 review types): the review settings, the review queue, decisions, their errors
 * (FD49xx), the order trail notes, the web screens and the CLI's `funddesk review`. Part of the zh-CN
 * catalogue (see zh-CN.ts). The spec gives no text for these: the Chinese is ours.
 */
export const reviewMessages = {
  // ---- errors (FD49xx, core/src/errors/catalogue.ts) ----
  /** FD4901: a checker may not review an order they placed (four-eyes). */
  'review.error.ownOrder': '不能复核本人提交的订单',
  /** FD4902: the order was decided meanwhile (another checker, or the same request twice). */
  'review.error.alreadyDecided': '该订单已被处理，请刷新后查看',
  /** FD4903: the order was cancelled by its maker meanwhile. */
  'review.error.cancelled': '该订单已撤单，无需复核',
  /** FD4904: the caller is not a configured person of the order's current level. */
  'review.error.notAssigned': '您不是该订单当前复核级别的复核人',
  /** FD4905: one person may not decide both levels of one order. */
  'review.error.sameChecker': '同一人不能同时完成一级和二级复核',
  /** FD4906: a rejection needs its reason. */
  'review.error.commentRequired': '驳回时请填写原因',
  /** FD4907: a review setting without the persons its levels need ({level}: 1 or 2). */
  'review.error.levelPersonsMissing': '请为第{level}级复核设置至少一名复核人',
  /** FD4908: a person who is not a checker of the organisation. */
  'review.error.personInvalid': '复核人须为本机构的复核员',
  /** FD4909: two levels need two different persons in all. */
  'review.error.twoLevelsOnePerson': '二级复核须至少设置两名不同的复核人',

  // ---- review types (spec 03 §3) and scenes (issue 11 §1) ----
  'review.type.NO_REVIEW': '无需复核',
  'review.type.ONE_REVIEW': '一级复核',
  'review.type.TWO_REVIEW': '二级复核',
  'review.level.1': '一级',
  'review.level.2': '二级',
  'review.scene.SHOPPING_CART_PURCHASE': '购物车申购',
  'review.scene.SINGLE_PURCHASE': '单笔申购',
  'review.scene.REDEMPTION': '赎回',
  'review.scene.CONVERSION': '转换',
  'review.scene.BATCH_PURCHASE': '批量申购',
  'review.scene.BATCH_REDEMPTION': '批量赎回',
  'review.decision.approve': '通过',
  'review.decision.reject': '驳回',

  // ---- order timeline and trail notes (server) ----
  'review.event.placed': '已提交，待{level}复核',
  'review.event.approvedNext': '{level}复核通过，待{next}复核。意见：{comment}',
  'review.event.approved': '{level}复核通过，申请已受理，申请日 {tradeDay}。意见：{comment}',
  'review.event.rejected': '{level}复核驳回。原因：{comment}',
  'review.event.noComment': '无',
  /** The order's failReason after a rejection. */
  'review.failReason': '复核驳回：{comment}',

  // ---- the application-day rule at approval (spec 02 §1 15:00, DESIGN §5) ----
  'review.cutoff.before': '现在通过，申请日为 {tradeDay}。',
  'review.cutoff.after': '已过当日15:00（或非交易日），现在通过的订单申请日将顺延至下一交易日 {tradeDay}。',
  /** End-of-day rule (docs/decisions.md "Orders pending review at the end of the day"). */
  'review.rolled': '已跨交易日：提交于 {placedDay}，通过后按通过时的申请日 {tradeDay} 办理',

  // ---- web: the review queue (/trade/reviewQueue) ----
  'menu.trade.reviewQueue': '交易复核',
  'menu.account.reviewSetting': '复核设置',
  'review.queue.title': '交易复核',
  'review.queue.filter.scene': '业务场景',
  'review.queue.filter.all': '全部',
  'review.queue.filter.fundId': '基金代码',
  'review.queue.filter.mine': '只看待我复核',
  'review.queue.col.select': '选择',
  'review.queue.col.serialNo': '订单号',
  'review.queue.col.scene': '业务场景',
  'review.queue.col.fund': '基金',
  'review.queue.col.amount': '金额/份额',
  'review.queue.col.maker': '经办人',
  'review.queue.col.applyTime': '提交时间',
  'review.queue.col.level': '当前级别',
  'review.queue.empty': '暂无待复核的订单',
  'review.queue.selected': '已选择 {n} 笔',
  'review.queue.selectAll': '全选',
  'review.queue.approve': '复核通过',
  'review.queue.reject': '复核驳回',
  'review.queue.comment': '复核意见',
  'review.queue.commentPlaceholder': '驳回时必填',
  'review.queue.confirmTitle': '确认复核',
  'review.queue.confirmApprove': '确认通过所选 {n} 笔订单？',
  'review.queue.confirmReject': '确认驳回所选 {n} 笔订单？',
  'review.queue.confirm': '确认',
  'review.queue.cancel': '取消',
  'review.queue.done': '已处理 {ok} 笔，失败 {failed} 笔',
  'review.queue.failedLine': '{serialNo}：{message}',

  // ---- web: the review settings (/account/reviewSetting) ----
  'review.settings.title': '复核设置',
  'review.settings.col.scene': '业务场景',
  'review.settings.col.type': '复核方式',
  'review.settings.col.level1': '一级复核人',
  'review.settings.col.level2': '二级复核人',
  'review.settings.col.updated': '最近修改',
  'review.settings.save': '保存',
  'review.settings.saved': '复核设置已保存',
  'review.settings.readOnly': '您没有修改复核设置的权限',
  'review.settings.none': '—',
  'review.settings.history': '修改记录',
  'review.settings.history.time': '时间',
  'review.settings.history.person': '修改人',
  'review.settings.history.scene': '业务场景',
  'review.settings.history.before': '修改前',
  'review.settings.history.after': '修改后',
  'review.settings.history.empty': '暂无修改记录',
  'review.settings.summary': '{type}；一级：{level1}；二级：{level2}',

  // ---- web: the approval trail in the trade detail ----
  'review.trail.title': '复核记录',
  'review.trail.maker': '经办人',
  'review.trail.checker': '{level}复核人',
  'review.trail.time': '时间',
  'review.trail.decision': '结果',
  'review.trail.comment': '意见',
  'review.trail.empty': '该订单无需复核',
} as const;
