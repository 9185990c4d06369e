/**
 * Messages of the web app's purchase path: cart drawer, side panel, trade password, risk, summary PDF
 * and batch result dialogs (packages/web/src/features/cart, src/components). Part of the zh-CN
 * catalogue (see zh-CN.ts); keys start with `trade.`. Rule messages (amount checks, cart refusals) live
 * in rules.ts (`rules.cart.*`); the trade-password error texts in zh-CN.ts (`error.tradePassword*`).
 */
export const webTradeMessages = {
  // ---- cart add, spec 02 §8 ----
  /** spec 02 §8 */
  'trade.cart.added': '加入购物车成功',
  'trade.cart.add': '加入购物车',
} as const;
