/**
 * Messages of the product section's extra pages (issue 14 §2; spec 03 §2 product section): announcements
 * (/product/announcementdetail), solutions (/product/solutionDetail), the selection rules
 * (/product/twentySelectIntroduct) and the scale rank (/product/scaleRank). Part of the zh-CN catalogue (see
 * zh-CN.ts); keys start with `productExtras.`.
 */
export const webProductExtrasMessages = {
  // ---- refusals (FD3070, FD3071) ----
  'productExtras.error.announcement': '公告不存在或尚未发布',
  'productExtras.error.solution': '方案不存在',

  // ---- announcements ----
  'productExtras.announcement.title': '平台公告',
  'productExtras.announcement.table': '平台公告列表',
  'productExtras.announcement.col.title': '标题',
  'productExtras.announcement.col.category': '类别',
  'productExtras.announcement.col.date': '发布日期',
  'productExtras.announcement.category.product': '产品上线',
  'productExtras.announcement.category.rule': '规则变更',
  'productExtras.announcement.category.holiday': '休市安排',
  'productExtras.announcement.none': '暂无公告',
  'productExtras.announcement.back': '返回公告列表',
  'productExtras.announcement.published': '发布日期：{date}',
  'productExtras.announcement.home': '最新公告',
  'productExtras.announcement.more': '查看全部',

  // ---- solutions ----
  'productExtras.solution.title': '配置方案',
  'productExtras.solution.choose': '选择方案',
  'productExtras.solution.table': '{name}的基金与权重',
  'productExtras.solution.col.fund': '基金',
  'productExtras.solution.col.type': '类型',
  'productExtras.solution.col.weight': '权重（%）',
  'productExtras.solution.col.return1y': '近1年收益（%）',
  'productExtras.solution.col.navDate': '净值日期',
  'productExtras.solution.col.minLimit': '起购金额（元）',
  'productExtras.solution.noData': '暂无数据',
  'productExtras.solution.returnNote':
    '近1年收益按基金公布的单位净值计算，截至各基金最新净值日期；过往业绩不代表未来表现。',
  'productExtras.solution.buy': '一键加入购物车',
  'productExtras.solution.rules': '了解选基规则',

  // ---- selection rules ----
  'productExtras.rules.title': '了解选基规则',
  'productExtras.rules.intro':
    'FundDesk 产品中心展示的方案与推荐基金，均按以下规则从全市场公募基金中筛选，规则公开、数据可复核。',
  'productExtras.rules.h1': '一、数据来源',
  'productExtras.rules.p1':
    '基金名单、类型与单位净值来自基金公司与交易所公开披露的信息；收益与风险指标按交易所交易日历、以单位净值计算，未披露的数据显示“暂无数据”，模型生成的数据标注“模拟”。',
  'productExtras.rules.h2': '二、筛选条件',
  'productExtras.rules.p2a': '成立满 1 年，且近 1 年净值连续披露；',
  'productExtras.rules.p2b': '基金规模不低于 2 亿元，避免清盘风险；',
  'productExtras.rules.p2c': '近 1 年收益、最大回撤与夏普比率在同类基金中居前 50%；',
  'productExtras.rules.p2d': '当前可申购，且非暂停交易状态。',
  'productExtras.rules.h3': '三、方案构建',
  'productExtras.rules.p3':
    '每个方案按投资目标确定基金类型与权重，权重合计 100%；一键加入购物车时按权重拆分金额，低于基金起购金额的部分会单独提示，不会静默丢弃。',
  'productExtras.rules.h4': '四、风险提示',
  'productExtras.rules.p4': '基金过往业绩不代表未来表现。基金投资有风险，请根据自身风险承受能力审慎决策。',

  // ---- scale rank ----
  'productExtras.rank.title': '基金规模排行',
  'productExtras.rank.table': '基金规模排行表',
  'productExtras.rank.order': '排序',
  'productExtras.rank.order.size': '按基金规模',
  'productExtras.rank.order.return1y': '按近1年收益',
  'productExtras.rank.order.nav': '按单位净值',
  'productExtras.rank.col.rank': '排名',
  'productExtras.rank.col.fund': '基金',
  'productExtras.rank.col.type': '类型',
  'productExtras.rank.col.company': '基金公司',
  'productExtras.rank.col.size': '基金规模（亿元）',
  'productExtras.rank.col.nav': '单位净值',
  'productExtras.rank.col.navDate': '净值日期',
  'productExtras.rank.col.return1y': '近1年收益（%）',
  'productExtras.rank.none': '暂无',
  'productExtras.rank.total': '共 {count} 只基金',
  'productExtras.rank.col.fundId': '基金代码',
  'productExtras.rank.fileName': '基金规模排行_{date}.xlsx',
  'productExtras.rank.export': '导出 Excel',
  'productExtras.rank.exported': '已导出基金规模排行',
  'productExtras.value.title': '基金估值',
  'productExtras.value.table': '基金估值列表',
  'productExtras.value.order.change': '按估算涨跌幅',
  'productExtras.value.order.fundId': '按基金代码',
  'productExtras.value.col.baseNav': '最新净值',
  'productExtras.value.col.baseDate': '净值日期',
  'productExtras.value.col.estimateNav': '估算净值',
  'productExtras.value.col.estimateChange': '估算涨跌幅（%）',
  'productExtras.value.time': '估值时间 {date} {time}',
  'productExtras.value.reason.nonTradingDay': '{date} 非交易日，暂无盘中估值',
  'productExtras.value.reason.beforeOpen': '09:30 开盘后提供当日估值',
  'productExtras.value.note':
    '估算净值与涨跌幅由本地环境的净值模型按当日步长生成（模拟），仅供参考；最新净值为真实数据或其后的模型延伸。点击基金名称查看详情。',
  'productExtras.value.fileName': '基金估值_{date}.xlsx',
  'productExtras.value.exported': '已导出基金估值',

  // ---- 公募资产分析 (/fundTools/analysis) ----
  'productExtras.analysis.title': '公募资产分析',
  'productExtras.analysis.total': '持仓市值 {value} 元，共 {count} 只基金',
  'productExtras.analysis.byType': '按基金类型',
  'productExtras.analysis.byRisk': '按风险等级',
  'productExtras.analysis.byCompany': '按基金公司',
  'productExtras.analysis.col.group': '分类',
  'productExtras.analysis.col.value': '市值（元）',
  'productExtras.analysis.col.percent': '占比（%）',
  'productExtras.analysis.monthly': '月度收益',
  'productExtras.analysis.monthlyNone': '持仓基金暂无净值数据',
  'productExtras.analysis.monthlyNote':
    '按当前持仓市值加权，以各基金公布的月末单位净值计算；当月缺少净值的基金不计入。过往业绩不代表未来表现。',
  'productExtras.analysis.col.month': '月份',
  'productExtras.analysis.col.rate': '月收益（%）',
  'productExtras.analysis.col.funds': '计入基金数',
  'productExtras.analysis.summary': '持仓概况',
  'productExtras.analysis.marketValue': '持仓市值(元)',
  'productExtras.analysis.cost': '持仓成本(元)',
  'productExtras.analysis.profitRate': '持有收益率',
  'productExtras.analysis.fundCount': '持有基金',
  'productExtras.analysis.fundCountValue': '{funds} 只（{positions} 笔持仓）',
  'productExtras.analysis.asOf': '净值日期 {date}',
  'productExtras.analysis.positions': '持仓明细',
  'productExtras.analysis.col.fund': '基金',
  'productExtras.analysis.col.type': '类型',
  'productExtras.analysis.col.weight': '占比（%）',
  'productExtras.analysis.col.profit': '持有收益（元）',
  'productExtras.analysis.col.profitRate': '收益率',
  'productExtras.analysis.daily': '持仓市值走势',
  'productExtras.analysis.dailyNote':
    '按当前持有份额乘以每个交易日的真实单位净值计算（{from} 至 {to}，共 {count} 个交易日）；不含期间的申购赎回变化。',
  'productExtras.analysis.dailyAria': '当前持仓自 {from} 至 {to} 每个交易日的市值走势',
  'productExtras.analysis.dailySeries': '持仓市值',
} as const;
