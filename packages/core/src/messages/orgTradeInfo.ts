/**
 * Messages of 私募交易信息维护 (/backOffice/tradeInfo; FundDesk's back office maintains the organisation's
 * private-trade information the reservation check reads, spec 02 §3, §5). Part of the zh-CN catalogue (see
 * zh-CN.ts); keys start with `tradeInfo.`, the CLI's with `cli.admin.tradeInfo.`.
 */
export const tradeInfoMessages = {
  'tradeInfo.title': '私募交易信息维护',
  'tradeInfo.note':
    '私募预约校验读取以下信息：列入黑名单的机构不能预约；注册进度须为 3 或 4（已完成实名认证及银行卡绑定）；职业、客户经理未填写时预约提示缺失项。私募认购费折扣用于私募认购费（认购费 = 金额 × 费率 × 折扣）。每次修改均记录操作人、时间、IP 及修改前后内容。',
  'tradeInfo.filter': '按机构名称或编号筛选',
  'tradeInfo.col.org': '机构',
  'tradeInfo.col.blacklist': '黑名单',
  'tradeInfo.col.progress': '注册进度',
  'tradeInfo.col.job': '职业',
  'tradeInfo.col.lcs': '客户经理',
  'tradeInfo.col.feeDiscount': '私募认购费折扣',
  'tradeInfo.col.updated': '最近修改',
  'tradeInfo.col.actions': '操作',
  'tradeInfo.blacklisted': '已列入',
  'tradeInfo.notBlacklisted': '未列入',
  'tradeInfo.onFile': '已填写',
  'tradeInfo.missing': '未填写',
  'tradeInfo.defaults': '默认（未维护）',
  'tradeInfo.progress.0': '0 未开始注册',
  'tradeInfo.progress.1': '1 注册中',
  'tradeInfo.progress.2': '2 已实名，未绑卡',
  'tradeInfo.progress.3': '3 已完成',
  'tradeInfo.progress.4': '4 已完成',
  'tradeInfo.edit': '修改',
  'tradeInfo.history': '修改记录',
  'tradeInfo.editTitle': '修改私募交易信息 · {corpName}',
  'tradeInfo.historyTitle': '修改记录 · {corpName}',
  'tradeInfo.field.blacklisted': '列入黑名单',
  'tradeInfo.field.reason': '黑名单原因',
  'tradeInfo.field.progress': '注册进度',
  'tradeInfo.field.job': '职业已填写',
  'tradeInfo.field.lcs': '客户经理已填写',
  'tradeInfo.field.feeDiscount': '私募认购费折扣',
  'tradeInfo.field.feeDiscountHint': '大于 0 且不超过 1，最多 4 位小数，如 0.8 为 8 折；留空或填 1 为不打折',
  /** A discount as shown: the decimal and its 折 (`0.8（8.0折）`). */
  'tradeInfo.feeDiscountValue': '{discount}（{zhe}）',
  'tradeInfo.save': '保存',
  'tradeInfo.saved': '已保存',
  'tradeInfo.empty': '暂无机构',
  'tradeInfo.historyEmpty': '暂无修改记录',
  'tradeInfo.col.at': '修改时间',
  'tradeInfo.col.by': '操作人',
  'tradeInfo.col.ip': 'IP',
  'tradeInfo.col.before': '修改前',
  'tradeInfo.col.after': '修改后',
  /** One line of a state: blacklist (with its reason), progress, occupation, adviser, fee discount. */
  'tradeInfo.summary':
    '黑名单：{blacklist}；注册进度：{progress}；职业：{job}；客户经理：{lcs}；私募认购费折扣：{feeDiscount}',
  'tradeInfo.summaryReason': '{blacklist}（{reason}）',
  'tradeInfo.error.reasonRequired': '列入黑名单须填写原因（不超过 {max} 字）',
  'tradeInfo.error.progressInvalid': '注册进度须为 {values} 之一',
  'tradeInfo.error.orgNotFound': '机构不存在',
  'tradeInfo.error.feeDiscountInvalid':
    '私募认购费折扣须大于 0 且不超过 1，最多 {decimals} 位小数（如 0.8 为 8 折；留空或填 1 为不打折）',
} as const;

/** The CLI's texts of `funddesk admin trade-info` (also in cliEntry.ts). */
export const tradeInfoCliMessages = {
  'cli.admin.tradeInfo.description':
    '机构私募交易信息维护：黑名单、注册进度、职业、客户经理、私募认购费折扣（需平台审核员权限）',
  'cli.admin.tradeInfo.list': '列出各机构的私募交易信息',
  'cli.admin.tradeInfo.show': '查看一个机构的私募交易信息及修改记录',
  'cli.admin.tradeInfo.set': '修改一个机构的私募交易信息（未给出的项保持不变）',
  'cli.admin.tradeInfo.argument.groupId': '机构编号（list 的第一列）',
  'cli.admin.tradeInfo.option.blacklist': '列入（on）或移出（off）黑名单',
  'cli.admin.tradeInfo.option.reason': '黑名单原因（列入时必填）',
  'cli.admin.tradeInfo.option.progress': '注册进度 0–4（3、4 为已完成）',
  'cli.admin.tradeInfo.option.job': '职业已填写：yes 或 no',
  'cli.admin.tradeInfo.option.lcs': '客户经理已填写：yes 或 no',
  'cli.admin.tradeInfo.option.feeDiscount':
    '私募认购费折扣：大于 0 且不超过 1，最多 4 位小数（0.8 为 8 折）；1 或空字符串为不打折',
  'cli.admin.tradeInfo.field.groupId': '机构编号',
  'cli.admin.tradeInfo.error.flag': '{option} 须为 {values}，收到 {value}',
  'cli.admin.tradeInfo.saved': '{corpName}：{summary}',
} as const;
