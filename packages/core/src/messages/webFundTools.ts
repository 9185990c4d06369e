/**
 * Messages of the fund tools (issue 14 §5; spec 03 §2 fund tools): 基金比较 (/fundTools/fundCompare), 费率比较
 * (/fundTools/ratioCompare) and `funddesk funds compare`. Part of the zh-CN catalogue (see zh-CN.ts); keys start
 * with `fundTools.`.
 */
export const webFundToolsMessages = {
  // ---- refusals (core rules/fundMetrics.ts compareCountDecision, FD3010) ----
  'fundTools.error.count': '请选择 2 至 6 只基金进行比较',

  // ---- pages ----
  'fundTools.compare.title': '基金比较',
  'fundTools.ratio.title': '费率比较',

  // ---- fund picker ----
  'fundTools.picker.label': '添加基金（代码、名称或拼音简称）',
  'fundTools.picker.results': '搜索结果',
  'fundTools.picker.add': '添加',
  'fundTools.picker.remove': '移除 {name}',
  'fundTools.picker.removeShort': '移除',
  'fundTools.picker.chosen': '已选 {count}/{max} 只',
  'fundTools.picker.full': '最多比较 {max} 只基金',
  'fundTools.picker.needMore': '请至少选择 {min} 只基金',
  'fundTools.picker.noMatch': '没有匹配的基金',

  // ---- comparison sections ----
  'fundTools.section.facts': '基本信息',
  'fundTools.section.trend': '业绩走势',
  'fundTools.section.returns': '区间收益',
  'fundTools.section.risk': '风险指标',
  'fundTools.section.positions': '持仓分布',
  'fundTools.section.quarterly': '季度涨幅',

  // ---- position distribution (simulated: core rules/holdingsModel.ts) ----
  'fundTools.positions.note':
    '报告期 {quarter}。本地数据不含基金持仓，资产配置与行业分布按基金代码、季度和基金类型由确定性模型生成，仅作演示。',
  'fundTools.positions.assets': '资产配置（占净值比）',
  'fundTools.positions.industries': '行业分布（占净值比）',
  'fundTools.positions.rank': '第 {n} 大行业',
  'fundTools.positions.noStock': '无股票持仓',
  'fundTools.asset.stock': '股票',
  'fundTools.asset.bond': '债券',
  'fundTools.asset.fund': '基金',
  'fundTools.asset.other': '其他资产',
  'fundTools.asset.cash': '现金及存款',
  'fundTools.industry.electronics': '电子',
  'fundTools.industry.pharma': '医药生物',
  'fundTools.industry.food': '食品饮料',
  'fundTools.industry.powerEquipment': '电力设备',
  'fundTools.industry.banks': '银行',
  'fundTools.industry.nonBankFinance': '非银金融',
  'fundTools.industry.computers': '计算机',
  'fundTools.industry.metals': '有色金属',
  'fundTools.industry.autos': '汽车',
  'fundTools.industry.machinery': '机械设备',
  'fundTools.industry.chemicals': '基础化工',
  'fundTools.industry.defence': '国防军工',
  'fundTools.industry.media': '传媒',
  'fundTools.industry.appliances': '家用电器',
  'fundTools.industry.telecom': '通信',
  'fundTools.industry.other': '其他行业',

  // ---- quarterly chart (real NAV: core quarterlyReturns) ----
  'fundTools.quarter.label': '{year}年{n}季度',
  'fundTools.quarterly.note':
    '按真实净值计算：季度末净值 ÷ 上季度末净值 − 1（节假日取此前最后一个交易日的净值）。',
  'fundTools.quarterly.partial': '{quarter}截至 {asOf}',
  'fundTools.quarterly.aria': '所选基金最近 {count} 个季度的涨幅柱状图',
  'fundTools.quarterly.none': '所选基金的真实净值没有共同区间，无法计算季度涨幅',
  'fundTools.field.item': '项目',
  'fundTools.field.fundType': '基金类型',
  'fundTools.field.company': '基金公司',
  'fundTools.field.risk': '风险等级',
  'fundTools.field.size': '基金规模',
  'fundTools.field.establish': '成立时间',
  'fundTools.field.managers': '基金经理',
  'fundTools.field.navRange': '净值数据',
  'fundTools.navRange': '{from} 至 {to}',
  'fundTools.noNav': '暂无净值数据',
  /** the common period of the figures: real NAV only, ending where the earliest fund's data ends */
  'fundTools.period.asOf': '比较区间 {from} 至 {to}（真实净值，各基金共同区间）',
  'fundTools.period.none': '所选基金没有共同的净值区间，无法计算收益与风险指标',
  'fundTools.period.1m': '近1月',
  'fundTools.period.3m': '近3月',
  'fundTools.period.6m': '近6月',
  'fundTools.period.1y': '近1年',
  'fundTools.period.ytd': '今年以来',
  /** the common period's start when it is not the start of a year */
  'fundTools.period.sinceDate': '{date}以来',
  'fundTools.risk.annualisedReturn': '年化收益率',
  'fundTools.risk.volatility': '年化波动率',
  'fundTools.risk.maxDrawdown': '最大回撤',
  'fundTools.risk.sharpe': '夏普比率',
  'fundTools.risk.missingDays': '缺失交易日',
  'fundTools.risk.note':
    '按交易所交易日计算：日收益率的样本标准差 × √252 为年化波动率；夏普比率 =（年化收益率 − 无风险利率 {rate}%）÷ 年化波动率；节假日不算缺失。',
  'fundTools.chart.aria': '所选基金自 {from} 起的累计收益走势（起点为 0%）',

  // ---- fee comparison ----
  'fundTools.ratio.amount': '投资金额（元）',
  'fundTools.ratio.amountInvalid': '请输入大于 0 的金额，最多两位小数',
  'fundTools.ratio.purchase': '申购费',
  'fundTools.ratio.standardRate': '原费率',
  'fundTools.ratio.discountRate': '优惠费率',
  'fundTools.ratio.purchaseFee': '申购费用（元）',
  'fundTools.ratio.redemption': '赎回费（按持有期限）',
  'fundTools.ratio.manage': '管理费（每年）',
  'fundTools.ratio.custody': '托管费（每年）',
  'fundTools.ratio.holding': '持有 {years} 年总费用（元）',
  'fundTools.ratio.holdingNote':
    '总费用 = 申购费（价外法，含优惠）+ 管理费与托管费（按金额逐日计提）+ 对应持有期限的赎回费；不计净值涨跌。',
} as const;
