/**
 * Navigation for code outside React components (the notifier, logout after a 401). The router registers
 * its navigate function at start-up; until then navigation changes the hash directly (hash routing).
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate = (to) => {
  if (typeof window !== 'undefined') window.location.hash = `#${to}`;
};

/** Registers the router's navigate function (called once by the router module). */
export function setNavigator(navigate: Navigate): void {
  current = navigate;
}

/** Navigates to an app path (`/login/organizationLogin`). */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}

/** The path of the hash route the window shows now (`#/asset/index?x=1` -> `/asset/index`), `/` without one. */
export function currentHashPath(): string {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}
