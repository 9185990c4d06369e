/**
 * Session decisions of the shell (spec 01 §2.3-§6): pure functions over plain state that return what the
 * web (or the CLI) must do. The web reads storage, the clock and the browser, calls these, and applies the
 * answer; nothing here touches them.
 *
 * - {@link decideRoute}, {@link decodeHashUrl}: the route guard (@see spec 01 §2.3, spec 03 §4 Maintenance)
 * - {@link decideLanding}, {@link orgTypeNumber}, {@link visibleOrgList}, {@link orgTabs},
 *   {@link decideSwitch}: after login (@see spec 01 §4.1, §4.2)
 * - {@link shouldPromptTradePassword}, {@link tradePasswordPromptDialog}: @see spec 01 §4.7
 * - {@link hasPermission}: @see spec 01 §5, §6
 * - {@link decideManagerRouteChange}, {@link shouldReloadAfterChunkError}: @see spec 01 §2.3
 */
export * from './route.js';
export * from './landing.js';
export * from './tradePasswordPrompt.js';
export * from './permission.js';
export * from './routeChange.js';
