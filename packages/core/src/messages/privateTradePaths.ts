/**
 * Messages of the private trade paths issue 13 left unbuilt (spec 02 §7 deal/charge, v2 deal/materials,
 * redemption/confirm_info, v2 redemption/apply/check, account/open_online_trade_type and its check;
 * docs/decisions.md "Private trade paths (issue 13)"): the minimum-holding refusal FD4818, the fee, the deal's
 * documents, the redemption's confirmation facts and online trading. FundDesk's wording (the spec shows no
 * payloads). Part of the zh-CN catalogue (see zh-CN.ts).
 */
export const privateTradePathsMessages = {
  /** FD4818 (core privateRedemptionRefusal) */
  'privateTrade.error.belowMinimumHolding':
    '赎回后剩余份额{left}份低于最低持有份额{minimum}份，请全部赎回或减少赎回份额',

  // ---- deal/charge ----
  'privateTrade.charge.rate': '认购费率',
  'privateTrade.charge.discount': '机构费率折扣',
  'privateTrade.charge.fee': '认购费（元）',
  'privateTrade.charge.total': '应付总额（元）',
  'privateTrade.charge.note': '认购费在认购金额之外另行收取；认购份额按认购金额计算',

  // ---- v2 deal/materials ----
  'privateTrade.material.title': '交易文件',
  'privateTrade.material.name': '文件',
  'privateTrade.material.requisition': '交易申请书',
  'privateTrade.material.state': '状态',
  'privateTrade.material.doneAt': '签署/阅读时间',
  'privateTrade.material.signed': '已签署',
  'privateTrade.material.read': '已阅读',
  'privateTrade.material.toRead': '待阅读',
  'privateTrade.material.reference': '仅供参阅',

  // ---- redemption/confirm_info, v2 redemption/apply/check ----
  'privateTrade.redeem.minimumHolding': '最低持有份额（份）',
  'privateTrade.redeem.lastNav': '最新净值',
  'privateTrade.redeem.estimated': '预估赎回金额（元）',
  'privateTrade.redeem.estimateNote': '按最新净值{nav}（{date}）估算，实际以开放日{openDay}净值确认为准',
  'privateTrade.redeem.check': '赎回校验',

  // ---- online trading ----
  'privateTrade.online.label': '线上交易',
  'privateTrade.online.opened': '已开通（{name}，{time}）',
  'privateTrade.online.notOpened': '未开通',
  'privateTrade.online.open': '开通线上交易',
  'privateTrade.online.openDone': '已开通线上交易',
} as const;
