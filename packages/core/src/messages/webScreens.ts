/**
 * Messages of the web app's trade, asset and data-service screens (packages/web/src/features/{trade,
 * asset,dataService}, components/AccountPicker, components/GeneratedFile). Part of the zh-CN catalogue
 * (see zh-CN.ts); keys start with `screens.`.
 *
 * Shared words (暂无数据, --, fund types, 生成文件超时/失败, 文件下载失败, the export-busy text) are not
 * repeated here: the screens use their catalogue keys.
 */
export const webScreensMessages = {
  // ---- account picker, spec 01 §2.1, 03 §4 account selection ----
  /** spec 01 §2.1, 03 §4: the all-accounts choice */
  'screens.account.all': '全部账户',
  'screens.account.label': '账户',
  'screens.account.search': '搜索账户名称或编号',
  'screens.account.count': '已选 {count} 个账户',
  'screens.account.placeholder': '请选择账户',

  'screens.col.serialNo': '交易流水号',
  'screens.col.corpName': '账户名称',
  'screens.col.fund': '基金',
  'screens.col.fundName': '基金名称',
  'screens.col.tradeType': '业务类型',
  'screens.col.amount': '申请金额(元)',
  'screens.col.fee': '手续费(元)',
  'screens.col.netAmount': '净申购金额(元)',
  'screens.col.tradeDay': '交易日',
  'screens.col.confirmDay': '确认日',
  'screens.col.status': '状态',
  'screens.col.applyTime': '申请时间',
  'screens.col.actions': '操作',
  'screens.col.confirmNav': '确认净值',
  'screens.col.confirmShares': '确认份额',
  'screens.col.feeRate': '费率',
  'screens.col.operator': '经办人',
  'screens.col.failReason': '失败原因',
  'screens.col.batchSerialNo': '批次号',

  'screens.action.detail': '详情',
  'screens.action.cancel': '撤单',
  'screens.action.back': '返回',
  'screens.action.query': '查询',
  'screens.action.reset': '重置',
  'screens.action.export': '导出',
  'screens.list.total': '共 {total} 条',

  // ---- pending trades, spec 02 §2 stayTrade, §7 cancel ----
  'screens.pending.title': '待处理交易',
  'screens.pending.note': '交易日15:00前可撤单，撤单后资金将原路退回',
  'screens.cancel.message': '确定撤销 {fundName} 金额 {amount} 元的申购申请吗？',
  'screens.cancel.confirm': '确认撤单',
  'screens.cancel.done': '撤单成功',
  /** The trade password dialog of a cancel (DESIGN §7: a cancel needs the trade password). */
  'screens.cancel.passwordTitle': '撤单',

  // ---- trade detail, spec 02 §2 tradeInfo/:serialNo ----
  'screens.detail.title': '交易详情',
  'screens.detail.timeline': '交易进度',
  'screens.detail.notFound': '交易不存在',
  'screens.detail.navSimulated': '确认净值为模拟净值',
  // ---- the order trail (DESIGN §7: who, when, from where, what; issue 16 finding 4) ----
  'screens.trail.title': '操作记录',
  'screens.trail.col.time': '时间',
  'screens.trail.col.action': '操作',
  'screens.trail.col.actor': '操作人',
  'screens.trail.col.ip': '来源地址',
  'screens.trail.change': '{from} → {to}',
  'screens.trail.actor': '{name}（{loginName}）',
  'screens.trail.system': '系统',
  'screens.trail.empty': '暂无操作记录',

  // ---- asset overview, spec 03 §2 asset ----
  'screens.asset.title': '资产概览',
  'screens.asset.totalAsset': '总资产(元)',
  'screens.asset.holdingProfit': '持有收益(元)',
  'screens.asset.dayProfit': '日收益(元)',
  'screens.asset.onWayAmount': '在途资金(元)',
  'screens.asset.asOf': '数据日期 {date}',
  'screens.asset.positions': '持仓明细',
  'screens.asset.allocation': '资产配置',
  'screens.asset.allocationEmpty': '暂无持仓',
  'screens.asset.yuan': '元',
  'screens.asset.col.shares': '持有份额',
  'screens.asset.col.nav': '单位净值',
  'screens.asset.col.marketValue': '参考市值(元)',
  'screens.asset.col.cost': '持仓成本(元)',
  'screens.asset.col.holdingProfit': '持有收益(元)',
  'screens.asset.col.holdingProfitRate': '持有收益率',
  'screens.asset.col.dayProfit': '日收益(元)',
  'screens.asset.simulatedNav': '模拟净值（数据集之后由确定性模型生成）',

  // ---- position detail, spec 03 §2 positionDetails/:fundId ----
  'screens.position.title': '持仓详情',
  'screens.position.orders': '确认记录',
  'screens.position.none': '当前账户未持有该基金',

  // ---- trade records, spec 03 §2 dataService/tradeRecord ----
  'screens.record.title': '交易记录',
  'screens.record.fundCode': '基金代码',
  'screens.record.fundCodePlaceholder': '6位基金代码',
  'screens.record.status': '交易状态',
  'screens.record.statusAll': '全部状态',
  'screens.record.dateRange': '交易日',
  'screens.record.startDate': '开始日期',
  'screens.record.endDate': '结束日期',
  'screens.record.dateInvalid': '开始日期不能晚于结束日期',
  'screens.record.dateIncomplete': '请选择完整的日期范围',
  'screens.record.fundCodeInvalid': '请输入6位基金代码',
  /** spec 01 §5 date shortcuts */
  'screens.range.week': '近一周',
  'screens.range.month1': '近1月',
  'screens.range.month3': '近3月',
  'screens.range.month6': '近6月',
  'screens.range.year1': '近1年',

  // ---- generated file, spec 01 §4.8 ----
  'screens.file.generating': '文件生成中（{polls}/{max}）…',
  'screens.file.downloading': '文件下载中…',
  'screens.file.done': '文件已下载',
} as const;
