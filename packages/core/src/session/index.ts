/**
 * Session decisions of the shell (spec 01 §1-§6, spec 03 §4): pure functions over plain state that return
 * what the web (or the CLI, or the server) must do. The web reads storage, the clock and the browser, calls
 * these, and applies the answer; nothing here touches them.
 *
 * - {@link detectVariant}, {@link variantProfile}, {@link variantLoginPath}: the two variants (@see spec 01 §1)
 * - {@link decideRoute}, {@link decodeHashUrl}, {@link storedMaintenance}, {@link isInAppBrowser}: the route
 *   guard (@see spec 01 §2.3, spec 03 §4 Maintenance)
 * - {@link tabsReducer}: the visited-view tabs (@see spec 01 §2.1, spec 03 §4 Tabs)
 * - {@link searchOrgs}, {@link orgBarView}, {@link accountPickerEmpty}, {@link toggleAccount},
 *   {@link currentAccountOf}, {@link defaultChoiceForPage}: organisations and accounts (@see spec 01 §1,
 *   §2.1, §2.3, §3; spec 03 §4 Account selection)
 * - {@link noticeBanner}, {@link isMobileWidth}, {@link sidebarOffset}, {@link hotlineStatus}: the layout
 *   (@see spec 01 §2.1, §9)
 * - {@link visibleMenu}, {@link landingPath}: the menu and /redirect (@see spec 01 §2.2, §6)
 * - {@link decideLanding}, {@link orgTypeNumber}, {@link visibleOrgList}, {@link orgTabs},
 *   {@link decideSwitch}: after login (@see spec 01 §4.1, §4.2)
 * - {@link shouldPromptTradePassword}, {@link tradePasswordPromptDialog}: @see spec 01 §4.7
 * - {@link hasPermission}: @see spec 01 §5, §6
 * - {@link decideManagerRouteChange}, {@link shouldReloadAfterChunkError}, {@link decideLoginStatusChange}:
 *   @see spec 01 §2.3
 */
export * from './variant.js';
export * from './route.js';
export * from './tabs.js';
export * from './accounts.js';
export * from './menu.js';
export * from './shell.js';
export * from './landing.js';
export * from './tradePasswordPrompt.js';
export * from './permission.js';
export * from './routeChange.js';
// Session prompts and global errors (spec 01 §4.3, §4.5-§4.6, §8; spec 02 §4)
export * from './agreementSequence.js';
export * from './reminders.js';
export * from './logoutKeep.js';
export * from './globalErrors.js';
// The manager's checked account on the server (spec 01 §7.1; issue 16 finding 10)
export * from './checkedGroup.js';
// The server's first-login gate (spec 01 §4.2; issue 16 finding 3)
export * from './firstLoginGate.js';
