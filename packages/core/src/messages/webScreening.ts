/**
 * Messages of the public fund screener on /product/publicIndex (issue 14 §2: filters, saved screening schemes,
 * exportExcelFund; spec 02 §8 toasts). Part of the zh-CN catalogue (see zh-CN.ts); keys start with `screening.`.
 */
export const webScreeningMessages = {
  // ---- refusals (core rules/screening.ts; FD3050–FD3054) ----
  'screening.error.contradictory': '筛选条件矛盾：{field}的范围无效（最小值大于最大值或为负数，或重复设置）',
  'screening.error.nameLength': '方案名称为 1 至 {max} 个字符',
  'screening.error.nameMarkup': '方案名称不能包含 < > 等特殊字符',
  'screening.error.limit': '筛选方案最多 {max} 个，请先删除部分方案',
  'screening.error.notFound': '筛选方案不存在或已删除',

  // ---- the fields a range bounds (the refusal's {field}) ----
  'screening.field.fundSize': '基金规模',
  'screening.field.dailyReturn': '日涨跌幅',
  'screening.field.rrInThreeMonth': '近3月收益',
  'screening.field.rate1y': '近1年收益',

  // ---- filters ----
  'screening.filters': '筛选条件',
  'screening.risk': '风险等级',
  'screening.company': '基金公司',
  'screening.companyPlaceholder': '输入公司名称筛选，可多选',
  'screening.companyNone': '没有匹配的基金公司',
  'screening.companyOptions': '可选基金公司',
  'screening.sizeYi': '基金规模（亿元）',
  'screening.returnPercent': '{field}（%）',
  'screening.min': '{field}最小值',
  'screening.max': '{field}最大值',
  'screening.openState': '交易状态',
  'screening.openState.any': '全部',
  'screening.openState.buyOpen': '可申购',
  'screening.openState.paused': '暂停交易',
  'screening.apply': '筛选',
  'screening.clear': '清空条件',
  'screening.invalidNumber': '请输入数字',

  // ---- schemes ----
  'screening.schemes': '筛选方案',
  'screening.scheme.choose': '选择方案',
  'screening.scheme.defaultTag': '{name}（默认）',
  'screening.scheme.save': '保存方案',
  'screening.scheme.name': '方案名称',
  'screening.scheme.namePlaceholder': '1 至 20 个字符',
  'screening.scheme.asDefault': '打开页面时使用此方案',
  'screening.scheme.setDefault': '设为默认',
  'screening.scheme.clearDefault': '取消默认',
  'screening.scheme.delete': '删除方案',
  'screening.cancel': '取消',
  'screening.scheme.deleteConfirm': '删除筛选方案“{name}”？',
  'screening.scheme.saved': '已保存筛选方案',
  'screening.scheme.deleted': '已删除筛选方案',
  'screening.scheme.defaultSet': '已设为默认方案',
  'screening.scheme.defaultCleared': '已取消默认方案',

  // ---- export (exportExcelFund) ----
  'screening.export': '导出 Excel',
  'screening.exported': '已导出',
  'screening.sheet': '公募基金',
  'screening.fileName': '公募基金_{date}.xlsx',
  'screening.col.company': '基金公司',
  'screening.col.source': '净值来源',
  'screening.source.real': '真实',
  'screening.source.simulated': '模拟',
  'screening.col.fundSizeYuan': '基金规模（元）',
  'screening.col.openState': '开放状态',
} as const;
