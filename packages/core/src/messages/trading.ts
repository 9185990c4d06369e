/**
 * Messages of the public-fund trading desk (issue 12; spec 02 §2, §5, §7, §9; 03 §4): the refusals FD4601..
 * FD4632 (docs/api.md), the rules' messages, and the order timeline notes (the CLI's trade commands: cliTrade.ts). Part of
 * the zh-CN catalogue (see zh-CN.ts). The spec gives no Chinese text for these; the wording is FundDesk's.
 */
export const tradingMessages = {
  // ---- refusals (core/src/errors/catalogue.ts FD4601..FD4632) ----
  'tradeCore.error.idempotencyKeyReused': '该提交编号已用于另一笔交易，请刷新页面后重新提交',
  'tradeCore.error.sharesInvalid': '请输入正确的份额（大于0，最多2位小数）',
  'tradeCore.error.noHolding': '该账户未持有该基金，无可卖出份额',
  'tradeCore.error.aboveAvailable': '卖出份额超过可用份额，当前可用份额为{available}份',
  'tradeCore.error.notConfirmed': '份额尚未确认，确认后方可卖出（当前已确认可用份额为{available}份）',
  'tradeCore.error.belowMinimumHolding':
    '卖出后剩余份额{remaining}份低于最低持有份额{minimum}份，请全部卖出或减少卖出份额',
  'tradeCore.error.belowMinimumRedeem': '单笔卖出份额不能低于{minimum}份',
  'tradeCore.error.fundNotRedeemable': '该基金当前不开放赎回',
  'tradeCore.error.fundSuspended': '该基金暂停交易（{openDay}），请关注基金公司公告',
  'tradeCore.error.convertOtherCompany': '转换只能在同一基金公司的基金之间进行，跨公司请使用超级转换',
  'tradeCore.error.convertTargetClosed': '目标基金当前不接受转换',
  'tradeCore.error.convertSameFund': '转出基金与转入基金不能相同',
  'tradeCore.error.amountRefused': '{message}',
  'tradeCore.error.riskMismatch': '该产品风险等级高于您的风险承受能力，请阅读风险提示并确认后再购买',
  'tradeCore.error.agreementRequired': '请先签署《超级转换用户服务协议》',
  'tradeCore.error.riskExpired': '您的风险测评已过期，暂不能购买该类产品，请先更新风险测评',
  'tradeCore.error.riskMissing': '您尚未完成风险测评，请先完成风险测评',
  'tradeCore.error.tradeDayChanged': '交易日已变更为{tradeDay}（预计{confirmDay}确认），请确认后重新提交',
  'tradeCore.error.summaryNotConfirmed': '请先阅读并确认产品概要',
  'tradeCore.error.fastRedeemUnavailable': '该基金不支持快速赎回',
  'tradeCore.error.fastRedeemOverLimit': '快速赎回单日额度为{limit}元，今日剩余{left}元',
  'tradeCore.error.underSevenDays': '卖出份额中有{shares}份持有不足7天，将收取1.5%的赎回费，请确认后再提交',
  'tradeCore.error.splitAmountInvalid': '请输入正确的拆单金额（大于0，最多2位小数）',
  'tradeCore.error.splitUnallocated': '可用货币基金的额度不足，尚有{unallocated}元无法分配',
  'tradeCore.error.splitPlanChanged': '拆单方案已变化，请重新生成方案后再提交',
  'tradeCore.error.splitNoFunds': '没有可用于拆单的货币基金',
  'tradeCore.error.melonUnchanged': '该基金的分红方式已是所选方式，无需修改',
  'tradeCore.error.notRefundable': '该笔交易无可退款金额',
  'tradeCore.error.legNotCancellable': '超级转换的买入交易不能单独撤单，请撤销转出交易',
  'tradeCore.error.notHolding': '该账户未持有该基金',

  // ---- rule words ----
  'tradeCore.payment.bank': '银行转账',

  // ---- order timeline notes ----
  'tradeCore.event.conversionAccepted': '转换申请已受理（{from}转入{to}，{shares}份）',
  'tradeCore.event.conversionConfirmed':
    '转换已确认（转出净值{nav}，转出{shares}份，费用{fee}元，转入净值{targetNav}，转入{targetShares}份）',
  'tradeCore.event.conversionFailed': '转换失败：可用份额不足',
  'tradeCore.event.superPurchasePlaced': '超级转换买入交易已下单（赎回到账金额{amount}元）',
  'tradeCore.event.refunded': '已退款{amount}元',
  'tradeCore.event.fastRedemptionConfirmed':
    '快速赎回已确认（T+0，确认净值{nav}，份额{shares}，到账金额{net}）',
  'tradeCore.event.largeRedemptionDeferred':
    '巨额赎回：按比例{ratio}确认{shares}份，未确认的{unmet}份顺延至{tradeDay}（顺延订单{serialNo}）',
  'tradeCore.event.largeRedemptionCancelled':
    '巨额赎回：按比例{ratio}确认{shares}份，未确认的{unmet}份已取消',
  'tradeCore.event.largeRedemptionDeferral': '巨额赎回顺延：订单{serialNo}未确认的{shares}份顺延至本交易日',
} as const;
