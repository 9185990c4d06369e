/** The contract's call modules, re-exported for `client.call(contract.trade.tradeList, …)` (issue 18 §1). */
export {
  account,
  asset,
  batch,
  firstLogin,
  password,
  product,
  statement,
  support,
  trade,
} from '@funddesk/core';
