/**
 * Messages of the web app's product area (packages/web/src/features/product). Part of the zh-CN
 * catalogue (see zh-CN.ts); keys start with `product.`.
 *
 * Shared words (fund types, risk levels, open-day codes, 不限额, --, 暂无数据, 基金不存在, the buy
 * eligibility messages) are not repeated here: the pages use their catalogue keys.
 */
export const webProductMessages = {
  // ---- public fund list, spec 03 §2 publicIndex ----
  'product.filter.all': '全部',
  'product.filter.type': '基金类型',
  'product.filter.keyword': '基金代码、名称或拼音简称',
  'product.filter.search': '查询',
  'product.filter.reset': '重置',
  /** Only funds with NAV data in the data set (506 of 27,023, DESIGN §6). */
  'product.filter.withNavOnly': '仅看有净值数据',
  'product.list.total': '共 {total} 只基金',
  'product.list.loading': '加载中…',
  'product.list.sortHint': '点击列头排序',

  'product.col.fundId': '基金代码',
  'product.col.shortName': '基金简称',
  'product.col.fundType': '基金类型',
  'product.col.risk': '风险等级',
  'product.col.nav': '单位净值',
  'product.col.navDate': '净值日期',
  'product.col.dailyReturn': '日涨跌幅',
  'product.col.rrInThreeMonth': '近3月',
  'product.col.rate1y': '近1年',
  'product.col.fundSize': '基金规模',
  'product.col.minLimit': '起购金额',
  'product.col.buyStatus': '申购状态',
  'product.col.actions': '操作',

  'product.action.detail': '详情',
  'product.action.addFavourite': '加自选',
  'product.action.removeFavourite': '取消自选',

  /** Purchase status of a buyable fund (spec 03 §5: all eligibility conditions hold). */
  'product.buyStatus.open': '可申购',
  /** Purchase status of a fund in its offering period (template 2). */
  'product.buyStatus.offering': '认购中',

  // ---- pager, spec 03 §5 (at most 7 page numbers) ----
  'product.pager.prev': '上一页',
  'product.pager.next': '下一页',
  'product.pager.page': '第 {page} 页',

  // ---- simulated figures, DESIGN §6 ----
  'product.simulated.tag': '模拟',
  'product.simulated.rowTip': '该基金部分数据（如净值、规模、费率）为模拟数据，仅供演示',
  'product.simulated.note': '本页部分数据为模拟数据：{fields}',
  'product.simulated.navTip': '模拟净值（数据集之后由确定性模型生成）',
  /** Labels of the wire names in FundDetail.simulatedFields (server market/simulated.ts). */
  'product.simulated.field.nav': '净值',
  'product.simulated.field.fundSize': '基金规模',
  'product.simulated.field.fees': '费率',
  'product.simulated.field.limits': '交易限额',
  'product.simulated.field.moneyYield': '万份收益与七日年化',
  'product.simulated.field.rating': '评级',
  'product.simulated.field.risk': '风险等级',
  'product.simulated.field.tradeStatus': '交易状态与开放日',
  'product.simulated.field.summary': '产品资料概要',
  'product.simulated.field.taRestriction': 'TA客户类型限制',
  'product.simulated.field.template': '产品模板',
  'product.simulated.field.exchange': '转换',
  'product.simulated.field.periodReturns': '阶段收益',
  'product.simulated.listSeparator': '、',
  'product.simulated.series': '模拟',

  // ---- favourites, spec 03 §4 / §8 ----
  'product.favourite.added': '已加入自选',
  'product.favourite.removed': '已取消自选',

  // ---- fund detail header, spec 03 §2 equality / money / firstpublish ----
  'product.detail.back': '返回基金列表',
  'product.detail.nav': '单位净值',
  'product.detail.navDate': '净值日期 {date}',
  'product.detail.dailyReturn': '日涨跌幅',
  'product.detail.incomePer10k': '万份收益(元)',
  'product.detail.sevenDayYield': '七日年化',
  'product.detail.minLimit': '起购金额',
  'product.detail.maxLimit': '单笔上限',
  'product.detail.dailyMaxValue': '日累计上限',
  'product.detail.purchaseStatus': '申购状态',
  'product.detail.openDay': '开放状态',
  'product.detail.buyOpenTime': '申购开放 {start} 至 {end}',
  'product.detail.sellOpenTime': '赎回开放 {start} 至 {end}',
  'product.detail.buyOpenFrom': '申购开放 {start} 起',
  'product.detail.sellOpenFrom': '赎回开放 {start} 起',
  'product.detail.eligibility': '购买资格',
  /** Purchase side of the open-day code (spec 03 §4): open now or not. */
  'product.detail.purchaseOpen': '开放申购',
  'product.detail.purchasePaused': '暂停申购',
  'product.detail.eligible': '可购买',
  'product.detail.offeringBadge': '新发基金',
  'product.detail.offeringPeriod': '认购期 {start} 至 {end}',
  'product.detail.moneyBadge': '货币基金',
  'product.detail.loadFailed': '加载失败：{message}',
  'product.detail.retry': '重试',
  'product.detail.noNav': '暂无净值',

  // ---- profile ----
  'product.profile.title': '基金档案',
  'product.profile.fullName': '基金全称',
  'product.profile.establishDate': '成立日期',
  'product.profile.fundSize': '基金规模',
  'product.profile.fundSizeAsOf': '{size}（截至 {date}）',
  'product.profile.company': '基金公司',
  'product.profile.managers': '基金经理',
  'product.profile.custodian': '托管银行',
  'product.profile.rating': '评级',
  'product.profile.ratingBy': '{rating}（{agency}）',
  'product.profile.benchmark': '业绩比较基准',
  'product.profile.objective': '投资目标',
  'product.profile.strategy': '投资策略',
  'product.profile.managerSeparator': '、',
  'product.profile.expand': '展开',
  'product.profile.collapse': '收起',

  // ---- period returns, pc/ins/periodrate ----
  'product.periods.title': '阶段涨幅',
  'product.periods.period': '周期',
  'product.periods.fund': '本基金',
  'product.periods.asOf': '截至 {date}',
  'product.period.1w': '近1周',
  'product.period.1m': '近1月',
  'product.period.3m': '近3月',
  'product.period.6m': '近6月',
  'product.period.ytd': '今年以来',
  'product.period.1y': '近1年',
  'product.period.2y': '近2年',
  'product.period.3y': '近3年',
  'product.period.since': '成立以来',
  'product.period.all': '成立以来',

  // ---- trend chart, pc/ins/fund/nvTrend and achievementTrend ----
  'product.chart.title': '业绩走势',
  'product.chart.mode.return': '累计收益率',
  'product.chart.mode.nav': '单位净值',
  'product.chart.benchmark': '对比指数',
  'product.chart.fund': '本基金',
  'product.chart.indexNoData': '{index} 暂无数据',
  'product.chart.loading': '图表加载中…',
  'product.chart.navAxis': '单位净值',

  // ---- NAV history ----
  'product.navHistory.title': '历史净值',
  'product.navHistory.date': '日期',
  'product.navHistory.nav': '单位净值',
  'product.navHistory.dailyReturn': '日增长率',
  'product.navHistory.count': '共 {total} 条',

  // ---- fees, queryUserFundFeeAndDiscount, spec 03 §5 ----
  'product.fee.title': '交易费率',
  'product.fee.buy': '申购费率',
  'product.fee.running': '运作费用',
  'product.fee.amountTier': '申购金额',
  'product.fee.holdingPeriod': '持有期限',
  'product.fee.sellRate': '赎回费率',
  'product.fee.manage': '管理费',
  'product.fee.custody': '托管费',
  'product.fee.perYear': '{rate}/年',
  'product.fee.estimate': '费用试算',
  'product.fee.estimateAmount': '申购金额(元)',
  'product.fee.estimateResult': '申购费 {fee} 元，净申购金额 {net} 元',
  'product.fee.estimateHint': '输入金额试算申购费（价外法）',
  'product.fee.simulated': '费率为模拟数据，仅供参考，以基金合同及招募说明书为准',
} as const;
