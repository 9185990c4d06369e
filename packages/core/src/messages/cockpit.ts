/**
 * Messages of the cockpit (驾驶舱; spec 01 §2.2-§2.3 /boss/screen, spec 03 §2 "Cockpit": /cockpit/dataCockpit,
 * /cockpit/affiliatedOrg) and `funddesk cockpit summary`. Part of the zh-CN catalogue (see zh-CN.ts); keys start
 * with `cockpit.`. The spec gives no copy for these screens: the Chinese is ours.
 */
export const cockpitMessages = {
  // ---- /boss/screen ----
  'cockpit.asOf': '数据截至 {asOf}，净值日期 {navDate}',
  'cockpit.asOfOnly': '数据截至 {asOf}',
  'cockpit.asOf.noNav': '数据截至 {asOf}，暂无持仓净值',
  'cockpit.scope': '统计范围：{n} 家关联机构（有效）',
  'cockpit.simulatedTip':
    '部分持仓按模拟净值估值（真实净值数据截止之后由模型生成），标“模拟”的数字含模拟部分',
  'cockpit.kpi.marketValue': '总市值（元）',
  'cockpit.kpi.holdingProfit': '持有收益（元）',
  'cockpit.kpi.dayProfit': '日收益（元）',
  'cockpit.kpi.cumulativeProfit': '累计收益（元）',
  'cockpit.kpi.cumulativeProfitTip': '累计收益 = 总市值 + 已确认赎回到账金额 − 已确认申购支付金额',
  'cockpit.kpi.institutions': '关联机构',
  'cockpit.kpi.funds': '持有基金',
  'cockpit.kpi.institutionsValue': '{n} 家',
  'cockpit.kpi.fundsValue': '{n} 只 / {holdings} 笔',
  'cockpit.distribute.title': '资产分布',
  'cockpit.distribute.byFundType': '按基金类型',
  'cockpit.distribute.byInstitution': '按机构',
  'cockpit.distribute.empty': '暂无持仓',
  'cockpit.flow.title': '资金流入流出（近 {n} 个月）',
  'cockpit.flow.inflow': '流入（申购）',
  'cockpit.flow.outflow': '流出（赎回）',
  'cockpit.flow.net': '净流入',
  'cockpit.flow.empty': '近 {n} 个月暂无已确认的申购或赎回',
  'cockpit.rank.position': '持仓排行（前 {n}）',
  'cockpit.rank.profit': '收益排行（前 {n}）',

  // ---- columns ----
  'cockpit.col.rank': '排名',
  'cockpit.col.fund': '基金',
  'cockpit.col.fundId': '基金代码',
  'cockpit.col.fundName': '基金名称',
  'cockpit.col.fundType': '基金类型',
  'cockpit.col.shares': '持有份额',
  'cockpit.col.nav': '单位净值',
  'cockpit.col.navDate': '净值日期',
  'cockpit.col.navSource': '净值来源',
  'cockpit.col.marketValue': '市值（元）',
  'cockpit.col.cost': '成本（元）',
  'cockpit.col.holdingProfit': '持有收益（元）',
  'cockpit.col.holdingProfitRate': '收益率',
  'cockpit.col.dayProfit': '日收益（元）',
  'cockpit.col.percent': '占比',
  'cockpit.col.institutions': '机构数',
  'cockpit.col.groupId': '机构号',
  'cockpit.col.corpName': '机构名称',
  'cockpit.col.funds': '持有基金数',

  // ---- /cockpit/dataCockpit ----
  'cockpit.report.institutions': '机构汇总',
  'cockpit.report.holdings': '持仓明细',
  'cockpit.report.filter': '机构',
  'cockpit.report.allInstitutions': '全部机构',
  'cockpit.report.count': '共 {n} 笔持仓',
  'cockpit.report.export': '导出 Excel',
  'cockpit.report.exported': '已导出驾驶舱报表',
  'cockpit.report.fileName': '驾驶舱报表_{date}.xlsx',
  'cockpit.report.total': '合计',

  // ---- /cockpit/affiliatedOrg ----
  'cockpit.relation.user': '驾驶舱用户：{name}',
  'cockpit.relation.mobile': '手机号：{mobile}',
  'cockpit.relation.count': '共 {n} 家机构，其中有效 {effective} 家',
  'cockpit.relation.readOnly': '关联关系由平台维护，驾驶舱只统计状态为“有效”的机构；如需调整请联系平台',
  'cockpit.relation.table': '关联机构列表',
  'cockpit.relation.col.relationDate': '关联日期',
  'cockpit.relation.col.state': '状态',
  'cockpit.relation.col.managerName': '联系人',
  'cockpit.relation.col.managerMobilePhone': '联系人手机号',
  'cockpit.relation.state.1': '有效',
  'cockpit.relation.state.0': '已解除',
} as const;

/**
 * The `funddesk cockpit` commands' help lines, in the CLI's light catalogue (cliEntry.ts): the help loads without
 * the rest of the messages.
 */
export const cockpitCliMessages = {
  'cli.command.cockpit': '驾驶舱（驾驶舱用户）：关联机构的资产汇总',
  'cli.command.cockpit.summary':
    '显示关联机构（有效）的总市值、持有收益、日收益、累计收益与各机构汇总（--json 输出；无驾驶舱权限 FD1003）',
} as const;
