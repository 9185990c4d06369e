/**
 * Messages of 我的自选 (/fundTools/customizeFund), 基金行情 (/fundTools/fundQuotes), the favourite star and
 * `funddesk favourites` (issue 14 §3, §5 Quotes, §6; spec 02 §8 toasts). Part of the zh-CN catalogue (see
 * zh-CN.ts); keys start with `favourites.` and `quotes.`; the CLI's own part ({@link favouritesCliMessages})
 * also joins the CLI catalogue (cliEntry.ts).
 */
export const webFavouritesMessages = {
  // ---- refusals (core rules/favourites.ts; FD3040–FD3046) ----
  'favourites.error.limit': '自选基金最多 {max} 只，请先移除部分基金',
  'favourites.error.groupNameLength': '分组名称为 1 至 {max} 个字符',
  'favourites.error.groupNameMarkup': '分组名称不能包含 < > 等特殊字符',
  'favourites.error.defaultGroup': '“全部自选”分组不能修改或删除',
  'favourites.error.groupNotFound': '分组不存在或已删除',
  'favourites.error.groupDuplicate': '已有同名分组',
  'favourites.error.groupLimit': '自定义分组最多 {max} 个',

  // ---- page ----
  'favourites.title': '我的自选',
  'favourites.defaultGroup': '全部自选',
  'favourites.groups': '自选分组',
  'favourites.count': '共 {total}/{max} 只',
  'favourites.empty': '暂无自选基金，可在基金搜索或基金详情中点击星标添加',
  'favourites.group.create': '新建分组',
  'favourites.group.rename': '重命名',
  'favourites.group.delete': '删除分组',
  'favourites.group.name': '分组名称',
  'favourites.group.namePlaceholder': '1 至 20 个字符',
  'favourites.group.deleteConfirm': '删除分组“{name}”？分组内的基金仍保留在“全部自选”中。',
  'favourites.group.created': '已新建分组',
  'favourites.group.renamed': '已重命名分组',
  'favourites.group.deleted': '已删除分组',
  'favourites.export': '导出 Excel',
  'favourites.exported': '已导出',
  'favourites.table': '自选基金列表',
  'favourites.returnsAsOf': '区间收益按真实净值计算，截至各基金最后一个真实净值日',

  // ---- columns (table and export) ----
  'favourites.col.fundId': '基金代码',
  'favourites.col.fundName': '基金名称',
  'favourites.col.fundType': '基金类型',
  'favourites.col.nav': '最新净值',
  'favourites.col.navDate': '净值日期',
  'favourites.col.dailyReturn': '日涨跌幅',
  'favourites.col.rate1m': '近1月',
  'favourites.col.rate1y': '近1年',
  'favourites.col.rateYtd': '今年以来',
  'favourites.col.returnsAsOf': '收益截至',
  'favourites.col.addedAt': '添加时间',
  'favourites.col.action': '操作',
  'favourites.col.source': '数据来源',
  'favourites.source.real': '真实',
  'favourites.source.simulated': '模拟',
  'favourites.sheet': '自选基金',
  'favourites.fileName': '自选基金_{group}_{date}.xlsx',

  // ---- star and removal (spec 02 §8 toasts) ----
  'favourites.star.add': '加自选',
  'favourites.star.remove': '取消自选',
  'favourites.star.marked': '已自选',
  'favourites.star.addKey': '加自选（Ctrl+Enter）',
  'favourites.added': '已加入自选',
  'favourites.removed': '已取消自选',
  'favourites.removedFromGroup': '已从分组移除',
  'favourites.remove.title': '取消自选',
  'favourites.remove.confirm': '确定将 {name}（{code}）从“{group}”中移除？',
  'favourites.remove.action': '移除',
  'favourites.cancel': '取消',
  'favourites.group.save': '保存',
  'favourites.group.addTo': '加入分组',
  'favourites.group.addToLabel': '把 {name} 加入分组',
  'favourites.group.addedTo': '已加入分组“{group}”',

  // ---- 基金行情 ----
  'quotes.title': '基金行情',
  'quotes.table': '基金行情列表',
  'quotes.filter.type': '基金类型',
  'quotes.filter.typeAll': '全部类型',
  'quotes.filter.company': '基金公司',
  'quotes.filter.companyAll': '全部公司',
  'quotes.filter.keyword': '代码、名称或拼音',
  'quotes.filter.search': '查询',
  'quotes.total': '共 {total} 只基金',
  'quotes.empty': '没有符合条件的基金',
  'quotes.page': '第 {page}/{pages} 页',
  'quotes.prev': '上一页',
  'quotes.next': '下一页',
  'quotes.simulatedNote': '净值日期晚于真实数据结束日或货币基金的净值为模拟',
} as const;

/** The CLI's words of `funddesk favourites` (issue 14 §6), also part of the CLI catalogue (cliEntry.ts). */
export const favouritesCliMessages = {
  'cli.command.favourites': '自选基金：列表、添加、移除',
  'cli.command.favourites.list': '列出自选基金及最新净值与区间收益',
  'cli.command.favourites.add': '把基金加入自选（可指定分组）',
  'cli.command.favourites.remove': '把基金移出自选（指定分组时只移出该分组）',
  'cli.option.favouriteGroup': '分组名称（默认：全部自选）',
  'cli.favourites.added': '已加入自选：{codes}（共 {total} 只）',
  'cli.favourites.removed': '已移除：{codes}（共 {total} 只）',
  'cli.favourites.unchanged': '没有变化（共 {total} 只）',
  'cli.favourites.groupUnknown': '没有名为“{name}”的分组',
} as const;
