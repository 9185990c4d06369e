/**
 * Messages of the web app (packages/web). Part of the zh-CN catalogue (see zh-CN.ts);
 * keys are prefixed by area so that they never collide.
 */
export const webMessages = {} as const;
