import type { DownloadRoute, Route } from './types.js';

/** Handlers of the asset service (overview, holdings, generated files; spec 03 §7). */
export const assetRoutes: Route[] = [];

/** Downloads of the asset service (generated files; spec 01 §4.8). */
export const assetDownloads: DownloadRoute[] = [];
