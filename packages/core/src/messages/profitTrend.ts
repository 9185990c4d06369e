/**
 * Messages of 收益走势 on 公募资产分析 (spec 03 §7 pa/queryPeriodProfitTrend; issue 14 §5 Analysis). Part of the zh-CN
 * catalogue (see zh-CN.ts); keys start with `profitTrend.`. The periods 近1月 … 今年以来 are fundTools.period.*, the
 * benchmark label and 暂无数据 option portfolio.backtest.*.
 */
export const profitTrendMessages = {
  'profitTrend.title': '收益走势',
  'profitTrend.period': '统计区间',
  'profitTrend.period.since': '持有以来',
  'profitTrend.series.return': '账户收益率',
  'profitTrend.aria': '{from} 至 {to} 账户收益率与{benchmark}涨跌幅走势（均以 {from} 为 0%）',
  'profitTrend.empty': '所选账户暂无已确认的交易，没有收益走势',
  'profitTrend.emptyPeriod': '所选账户在该区间内没有持仓',
  'profitTrend.range': '{from} 至 {to}，共 {count} 个交易日（交易所交易日）',
  'profitTrend.note':
    '持仓份额由已确认交易重建，按各基金当日（无净值时取之前最近一日）净值估值；累计收益 = 持仓市值 − 净投入（申购金额含费用 − 赎回到账金额）；区间收益率按时间加权计算，申购赎回的资金进出不计为收益。',
  'profitTrend.benchmarkEnd': '{name}数据截至 {date}，此后不再绘制',
  'profitTrend.untraced': '以下持仓没有可追溯的已确认交易，未计入走势：{funds}',
  'profitTrend.summary': '区间收益概况',
  'profitTrend.col.item': '项目',
  'profitTrend.col.figure': '数值',
  'profitTrend.startValue': '期初持仓市值（元）',
  'profitTrend.endValue': '期末持仓市值（元）',
  'profitTrend.netInflow': '区间净投入（元）',
  'profitTrend.periodProfit': '区间收益（元）',
  'profitTrend.cumulativeProfit': '累计收益（元）',
  'profitTrend.periodReturn': '区间收益率',
  'profitTrend.benchmarkReturn': '{name}涨跌幅',
  'profitTrend.days': '逐日明细',
  'profitTrend.col.date': '日期',
  'profitTrend.col.value': '持仓市值（元）',
  'profitTrend.col.invested': '净投入（元）',
  'profitTrend.col.profit': '累计收益（元）',
  'profitTrend.col.return': '区间收益率',
} as const;
