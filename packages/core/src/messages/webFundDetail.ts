/**
 * Messages of the fund detail's sections (issue 14 §2 "Fund detail completed"; spec 03 §7 fund detail group):
 * managers, dividends and splits, the modelled intraday estimate, share classes and holdings. Part of the zh-CN
 * catalogue (see zh-CN.ts); keys start with `fundDetail.`.
 */
export const webFundDetailMessages = {
  // ---- 基金经理 (fund/manager) ----
  'fundDetail.manager.title': '基金经理',
  'fundDetail.manager.name': '现任基金经理',
  'fundDetail.manager.dataReturn': '{from}以来单位净值涨幅',
  'fundDetail.manager.period': '区间',
  'fundDetail.manager.periodValue': '{from} 至 {to}',
  'fundDetail.manager.noTenure':
    '数据不含基金经理任职日期与历任记录，上表为数据期内（{from} 起）的单位净值涨幅，并非任职回报。',
  'fundDetail.manager.empty': '暂无数据（该基金无档案资料）',

  // ---- 分红与拆分 (remote/fundBonus, fundDistribution) ----
  'fundDetail.bonus.title': '分红与拆分',
  'fundDetail.bonus.dividends': '分红记录',
  'fundDetail.bonus.recordDate': '权益登记日',
  'fundDetail.bonus.payDate': '红利发放日',
  'fundDetail.bonus.per10Shares': '每10份派息（元）',
  'fundDetail.bonus.navOnRecordDate': '登记日单位净值',
  'fundDetail.bonus.none': '暂无分红记录',
  'fundDetail.bonus.splits': '拆分记录',
  'fundDetail.bonus.noSplits': '暂无拆分记录',

  // ---- 盘中估值 (remote/fundRealTimeNetValue) ----
  'fundDetail.estimate.title': '盘中估值',
  'fundDetail.estimate.nav': '估算净值',
  'fundDetail.estimate.change': '估算涨幅',
  'fundDetail.estimate.asOf': '估值时间 {date} {time}',
  'fundDetail.estimate.base': '基于 {date} 单位净值 {nav}',
  'fundDetail.estimate.note': '盘中估值由确定性模型生成，并非实时行情，仅供参考。',
  'fundDetail.estimate.reason.money': '货币基金不提供盘中估值',
  'fundDetail.estimate.reason.noNav': '暂无净值数据，无法估值',
  'fundDetail.estimate.reason.nonTradingDay': '今日非交易日，暂无盘中估值',
  'fundDetail.estimate.reason.beforeOpen': '尚未开盘（9:30 起提供盘中估值）',

  // ---- 份额类别 (ab-shares) ----
  'fundDetail.classes.title': '份额类别',
  'fundDetail.classes.table': '同一基金的其他份额类别',
  'fundDetail.classes.class': '份额',
  'fundDetail.classes.code': '基金代码',
  'fundDetail.classes.name': '基金简称',
  'fundDetail.classes.nav': '最新净值',
  'fundDetail.classes.rate1y': '近1年',
  'fundDetail.classes.classLetter': '{letter}类',
  'fundDetail.classes.none': '未找到该基金的其他份额类别',

  // ---- 持仓 (heavyStock, industry, asset allocation) ----
  'fundDetail.holdings.title': '持仓',
  'fundDetail.holdings.heavyStocks': '重仓股',
  'fundDetail.holdings.industry': '行业配置',
  'fundDetail.holdings.assets': '资产配置',
  'fundDetail.holdings.empty': '暂无持仓数据',
  'fundDetail.holdings.item': '{part}：暂无数据',
  'fundDetail.holdings.reason':
    '本系统的数据源不包含基金持仓（重仓股、行业配置、资产配置），因此不展示相关数据。',
} as const;
