/**
 * Messages of pure rules and formatters (core/src/rules). Part of the zh-CN catalogue (see zh-CN.ts);
 * keys are prefixed by area so that they never collide.
 */
export const rulesMessages = {} as const;
