/**
 * Messages of the local environment (packages/server): seeded names, generated documents. Part of the zh-CN catalogue (see zh-CN.ts);
 * keys are prefixed by area so that they never collide.
 */
export const serverMessages = {
  /** Redemption fee tier by holding period, upper bound only (docs/data-model.md, spec 03 §3 divIntervalDes). */
  'server.fee.holding.below': '持有期限<{max}天',
  /** Redemption fee tier by holding period, both bounds (lower inclusive, upper exclusive). */
  'server.fee.holding.between': '{min}天<=持有期限<{max}天',
  /** Redemption fee tier by holding period, lower bound only. */
  'server.fee.holding.atLeast': '持有期限>={min}天',
  /** Redemption fee tier without bounds (money funds). */
  'server.fee.holding.any': '不限持有期限',

  // ---- Assets and trade records (spec 03 §2 asset and dataService sections, §7 asset calls) ----
  /** Organisation name when the organisation row is missing. */
  'server.asset.unknownOrg': '未知机构',

  // ---- Generated files (spec 01 §4.8, 03 §7 exportTradeRecordsApply) ----
  /** File name of the trade records export: organisation and a timestamp (yyyyMMddHHmmss). */
  'server.export.tradeRecords.fileName': '交易记录_{org}_{time}.xlsx',
  'server.export.tradeRecords.sheet': '交易记录',
  'server.export.col.serialNo': '交易流水号',
  'server.export.col.org': '机构名称',
  'server.export.col.fundCode': '基金代码',
  'server.export.col.fundName': '基金名称',
  'server.export.col.tradeType': '业务类型',
  'server.export.col.status': '交易状态',
  'server.export.col.amount': '申请金额(元)',
  'server.export.col.fee': '手续费(元)',
  'server.export.col.netAmount': '净申购金额(元)',
  'server.export.col.applyTime': '申请时间',
  'server.export.col.tradeDay': '交易日',
  'server.export.col.confirmDay': '确认日',
  'server.export.col.confirmNav': '确认净值',
  'server.export.col.confirmShares': '确认份额',
  'server.export.col.navSource': '净值来源',
  'server.export.navSource.real': '真实数据',
  'server.export.navSource.simulated': '模拟数据',
  /** Error codes of generated files (docs/api.md). */
  'server.export.notFound': '文件不存在或无权下载',
  'server.export.notReady': '文件尚未生成完成或生成失败，请重新导出',

  // ---- 产品资料概要 PDF (spec 03 §4 summary PDF dialog, §7 viewAttachment/pdf; issue 3) ----
  'server.pdf.fileName': '{code}_{name}_产品资料概要.pdf',
  'server.pdf.title': '{name} 产品资料概要',
  'server.pdf.subtitle': '编制日期：{date}    本概要信息由 FundDesk 根据公开资料生成，仅供参考',
  'server.pdf.section.basic': '一、产品概况',
  'server.pdf.section.objective': '二、投资目标与投资策略',
  'server.pdf.section.fees': '三、投资本基金涉及的费用',
  'server.pdf.section.nav': '四、最近净值表现',
  'server.pdf.section.risk': '五、风险揭示',
  'server.pdf.field.code': '基金代码',
  'server.pdf.field.shortName': '基金简称',
  'server.pdf.field.fullName': '基金全称',
  'server.pdf.field.type': '基金类型',
  'server.pdf.field.risk': '风险等级',
  'server.pdf.field.company': '基金管理人',
  'server.pdf.field.managers': '基金经理',
  'server.pdf.field.custodian': '基金托管人',
  'server.pdf.field.establish': '成立日期',
  'server.pdf.field.size': '基金规模',
  'server.pdf.field.benchmark': '业绩比较基准',
  'server.pdf.field.objective': '投资目标',
  'server.pdf.field.strategy': '投资策略',
  'server.pdf.size': '{amount}亿元（截至{date}）',
  'server.pdf.none': '暂无',
  'server.pdf.simulated': '（模拟数据）',
  'server.pdf.fees.buy': '申购费（前端收费，价外法）',
  'server.pdf.fees.sell': '赎回费（按持有期限）',
  'server.pdf.fees.yearly': '运作费用（年费率，从基金资产中扣除）',
  'server.pdf.fees.col.range': '适用区间',
  'server.pdf.fees.col.rate': '原费率',
  'server.pdf.fees.col.discount': '折扣',
  'server.pdf.fees.col.discounted': '优惠后费率',
  'server.pdf.fees.col.item': '费用项目',
  'server.pdf.fees.col.yearRate': '年费率',
  'server.pdf.fees.noDiscount': '不打折',
  'server.pdf.fees.manage': '管理费',
  'server.pdf.fees.custody': '托管费',
  'server.pdf.nav.col.date': '净值日期',
  'server.pdf.nav.col.nav': '单位净值',
  'server.pdf.nav.col.return': '日涨跌幅',
  'server.pdf.nav.col.source': '数据来源',
  'server.pdf.nav.none': '暂无净值数据',
  'server.pdf.risk.text':
    '基金管理人依照恪尽职守、诚实信用、谨慎勤勉的原则管理和运用基金财产，但不保证基金一定盈利，也不保证最低收益。基金的过往业绩及其净值高低并不预示其未来业绩表现，基金管理人管理的其他基金的业绩并不构成对本基金业绩表现的保证。投资者购买本基金并不等于将资金作为存款存放在银行或存款类金融机构。本基金可能面临市场风险、信用风险、流动性风险、管理风险、操作风险及本基金特有的风险等。投资者在投资本基金前，应认真阅读基金合同、招募说明书和基金产品资料概要等法律文件，全面认识本基金的风险收益特征和产品特性，充分考虑自身的风险承受能力，理性判断市场，在了解产品情况及销售适当性意见的基础上，对投资本基金的意愿、时机、数量等投资行为作出独立决策，自行承担投资风险。',
  'server.pdf.risk.simulated':
    '说明：本概要中标注“模拟数据”的内容（风险等级、费率、折扣及部分净值）由 FundDesk 本地环境按固定规则模拟生成，不代表基金的真实信息。',
  'server.pdf.page': '第 {page} 页 / 共 {pages} 页',
  'server.pdf.fontMissing':
    'PDF 字体缺失，请运行 bash scripts/setup-system.sh --fonts-only 安装 fonts-wqy-microhei',

  // ---- trade service (spec 02 §4-§5, §7-§9) ----
  /** spec 02 §8 cart add refusal (count at the max limit, §5). */
  'server.trade.cartFull': '您已添加{N}只基金，超出了购物车的最大容量限制，请减少部分基金后再试',
  /** spec 02 §8 cart add refusal (fund already in the cart, §5). */
  'server.trade.cartDuplicate': '该基金已经添加购物车了',
  /** FundDesk: the purchase session token is unknown, someone else's, for another organisation or expired. */
  'server.trade.tokenInvalid': '交易会话已失效，请重新提交',
  /** FundDesk: cancel refused after the order's trade day 15:00 cut-off, or the order is no longer pending. */
  'server.trade.notCancellable': '该笔交易已过撤单截止时间（交易日15:00）或已处理，不可撤单',
  /** FundDesk: unknown order serial number (or one of another organisation). */
  'server.trade.orderNotFound': '交易记录不存在',
  /** FundDesk: unknown batch serial number (or one of another person). */
  'server.trade.batchNotFound': '批量交易不存在',
  /** FundDesk: a fund in the cart cannot be bought (the message of the buy-eligibility rule follows). */
  'server.trade.fundNotBuyable': '该基金暂不支持买入',
  /** Order timeline notes (spec 02 §2 tradeInfo). */
  'server.trade.event.accepted': '交易申请已受理',
  'server.trade.event.cancelled': '交易已撤单',
  'server.trade.event.confirmedReal': '交易已确认（确认净值{nav}，份额{shares}）',
  'server.trade.event.confirmedSimulated': '交易已确认（确认净值{nav}为模拟净值，份额{shares}）',
  /** Investor risk type of an assessed level (spec 02 §3 riskTypeDesc), C1..C5. */
  'server.trade.investorType.1': '保守型',
  'server.trade.investorType.2': '稳健型',
  'server.trade.investorType.3': '平衡型',
  'server.trade.investorType.4': '成长型',
  'server.trade.investorType.5': '进取型',
  /** Failure detail spreadsheet (spec 02 §4): file name, sheet and columns. */
  'server.trade.failExport.fileName': '{corpName}_购买失败明细_{stamp}.xlsx',
  'server.trade.failExport.sheet': '购买失败明细',
  'server.trade.failExport.fundCode': '基金代码',
  'server.trade.failExport.fundName': '基金名称',
  'server.trade.failExport.amount': '购买金额（元）',
  'server.trade.failExport.reason': '失败原因',
} as const;
