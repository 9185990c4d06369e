import type { DownloadRoute, Route } from './types.js';

/** Handlers of the trade service (cart, purchase, orders; spec 02 §4-§5, §7). */
export const tradeRoutes: Route[] = [];

/** Downloads of the trade service (spec 02 §4 failure detail). */
export const tradeDownloads: DownloadRoute[] = [];
