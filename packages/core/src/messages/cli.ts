/**
 * Messages of the funddesk command (packages/cli). Part of the zh-CN catalogue (see zh-CN.ts);
 * keys are prefixed by area so that they never collide.
 */
export const cliMessages = {} as const;
