/**
 * Messages of the web app's product area (packages/web/src/features/product). Part of the zh-CN
 * catalogue (see zh-CN.ts); keys start with `product.`.
 */
export const webProductMessages = {} as const;
