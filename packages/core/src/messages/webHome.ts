/**
 * Messages of 首页 (/home/index) and 功能介绍 (/home/introduce) (issue 14 §1; spec 03 §2 home), 基金分红
 * (/fundTools/bonusFund) and 持仓风险监控 (/fundTools/riskMonitor) (issue 14 §5). Part of the zh-CN catalogue
 * (see zh-CN.ts); keys start with `home.`, `bonus.` and `riskMonitor.`.
 */
export const webHomeMessages = {
  // ---- pages ----
  'home.title': '首页',
  'home.introduce.title': '功能介绍',
  'home.introduce.link': '功能介绍',

  // ---- notice ----
  'home.notice.title': '平台公告',
  'home.notice.none': '暂无公告',
  'home.notice.since': '发布于 {date}',

  // ---- quick entries ----
  'home.entries.title': '快捷入口',
  'home.entries.none': '当前角色没有可用的功能入口',
  'home.entries.label': '快捷入口列表',

  // ---- to-do counts ----
  'home.todo.title': '待办事项',
  'home.todo.pending': '待处理交易',
  'home.todo.review': '待复核订单',
  'home.todo.unit': '笔',

  // ---- assets at a glance ----
  'home.asset.title': '资产概览',
  'home.asset.total': '总资产（元）',
  'home.asset.holdingProfit': '持有收益（元）',
  'home.asset.dayProfit': '日收益（元）',
  'home.asset.onWay': '在途资金（元）',
  'home.asset.asOf': '数据日期 {date}',
  'home.asset.more': '查看资产',
  'home.asset.noAccount': '没有可查看资产的账户',

  // ---- recent trades ----
  'home.trades.title': '最近交易',
  'home.trades.table': '最近交易记录',
  'home.trades.none': '暂无交易记录',
  'home.trades.more': '全部交易记录',
  'home.trades.applyTime': '申请时间',
  'home.trades.account': '账户',
  'home.trades.fund': '基金',
  'home.trades.type': '业务类型',
  'home.trades.amount': '金额/份额',
  'home.trades.status': '状态',

  // ---- feature introduction (static catalogue text) ----
  'home.introduce.lead':
    'FundDesk 为机构客户提供公募基金的研究、交易、复核与资产管理。下列各板块按角色权限显示。',
  'home.introduce.product.name': '理财产品',
  'home.introduce.product.text':
    '浏览全市场公募基金：按类型、风险、基金公司和区间收益筛选，查看基金详情、历史净值与业绩走势。',
  'home.introduce.fundTools.name': '基金工具',
  'home.introduce.fundTools.text':
    '研究工具：我的自选、基金比较（最多 6 只并列对比收益与风险）、费率比较、分红查询与持仓风险监控。',
  'home.introduce.trade.name': '交易管理',
  'home.introduce.trade.text':
    '公募下单、批量申购与赎回、购物车、待处理交易的查看与撤单；设置了复核的机构，订单经复核后生效。',
  'home.introduce.asset.name': '资产管理',
  'home.introduce.asset.text': '按账户查看总资产、持有收益、日收益、在途资金、持仓明细与资产配置。',
  'home.introduce.dataService.name': '数据服务',
  'home.introduce.dataService.text': '查询与导出交易记录，申请并下载对账单。',
  'home.introduce.permission.name': '权限管理',
  'home.introduce.permission.text': '管理机构下的用户与角色，为角色分配菜单与操作权限。',
  'home.introduce.account.name': '机构信息',
  'home.introduce.account.text': '查看机构资料，设置交易复核流程（一级或两级复核）。',
  'home.introduce.user.name': '个人中心',
  'home.introduce.user.text': '维护个人信息，修改登录密码与交易密码。',
  'home.introduce.simulated':
    '净值、指数与交易日历来自真实数据；数据中没有的内容（如费率、分红）由确定性模型生成，并在页面上标注“模拟”。',

  // ---- 基金分红 (/fundTools/bonusFund) ----
  'bonus.title': '基金分红',
  'bonus.filter.fund': '基金代码',
  'bonus.filter.fundPlaceholder': '6 位基金代码',
  'bonus.filter.year': '年度',
  'bonus.filter.allYears': '全部年度',
  'bonus.filter.search': '查询',
  'bonus.filter.reset': '重置',
  'bonus.filter.badCode': '请输入 6 位数字基金代码',
  'bonus.table': '基金分红列表',
  'bonus.none': '没有符合条件的分红记录',
  'bonus.col.fund': '基金',
  'bonus.col.type': '类型',
  'bonus.col.recordDate': '权益登记日',
  'bonus.col.exDate': '除息日',
  'bonus.col.payDate': '红利发放日',
  'bonus.col.nav': '登记日单位净值',
  'bonus.col.cash': '每份分红（元）',
  'bonus.col.per10': '每10份派（元）',
  'bonus.col.yield': '分红占净值',
  'bonus.col.action': '操作',
  'bonus.detail': '分红详情',
  'bonus.detail.of': '{name} 分红详情',
  'bonus.detail.company': '基金公司',
  'bonus.detail.navRange': '净值区间',
  'bonus.detail.count': '分红次数',
  'bonus.detail.total': '累计每份分红（元）',
  'bonus.detail.none': '该基金在数据期间内没有分红记录',
  'bonus.detail.notEligible': '货币型、QDII 等类型或无净值数据的基金不在分红模型内',
  'bonus.detail.table': '历次分红',
  'bonus.model':
    '分红记录由本地环境的确定性模型按真实净值生成（每份分红为登记日净值的 0.5%–3%），全部为模拟数据。',
  'bonus.total': '共 {count} 条',
} as const;
