/**
 * Messages of the local environment (packages/server): seeded names, generated documents. Part of the zh-CN catalogue (see zh-CN.ts);
 * keys are prefixed by area so that they never collide.
 */
export const serverMessages = {} as const;
