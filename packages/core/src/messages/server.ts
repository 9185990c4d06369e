/**
 * Messages of the local environment (packages/server): seeded names, generated documents. Part of the zh-CN catalogue (see zh-CN.ts);
 * keys are prefixed by area so that they never collide.
 */
export const serverMessages = {
  /** Redemption fee tier by holding period, upper bound only (docs/data-model.md, spec 03 §3 divIntervalDes). */
  'server.fee.holding.below': '持有期限<{max}天',
  /** Redemption fee tier by holding period, both bounds (lower inclusive, upper exclusive). */
  'server.fee.holding.between': '{min}天<=持有期限<{max}天',
  /** Redemption fee tier by holding period, lower bound only. */
  'server.fee.holding.atLeast': '持有期限>={min}天',
  /** Redemption fee tier without bounds (money funds). */
  'server.fee.holding.any': '不限持有期限',
} as const;
