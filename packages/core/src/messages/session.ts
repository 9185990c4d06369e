/**
 * Messages of the session decisions (core/src/session). Part of the zh-CN catalogue (see zh-CN.ts); keys
 * are prefixed `session.` so that they never collide.
 */
export const sessionMessages = {
  /** spec 01 §4.7 (verbatim) */
  'session.tradePwdPrompt.message': '您还没有设置过交易密码，是否前去设置?',
  /** spec 01 §4.7 */
  'session.tradePwdPrompt.confirm': '前去设置',
  /** spec 01 §4.7 */
  'session.tradePwdPrompt.cancel': '取消',
} as const;
