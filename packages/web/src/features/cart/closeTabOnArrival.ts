import type { TabsStore } from '../../app/tabsStore';

/**
 * Closes the tab at `from` once the tab at `to` is open (now, or as soon as the shell records the visit).
 * The result dialog of a purchase goes to pending trades and closes the current tab (spec 02 §4); closing
 * before pending trades has its tab would be refused when the current tab is the only one (a last tab is
 * never closed, spec 01 §2.1), so the close waits for the arrival. Nothing is closed when `from` is `to`.
 * @param store - the tab store (the app's `tabsStore`)
 * @param from - full path of the tab the purchase was made from
 * @param to - full path of the tab being opened (pending trades)
 */
export function closeTabOnArrival(store: TabsStore, from: string, to: string): void {
  if (from === to) return;
  const arrived = () => store.get().views.some((view) => view.fullPath === to);
  const close = () => store.dispatch({ type: 'close', fullPath: from, active: to });
  if (arrived()) {
    close();
    return;
  }
  const unsubscribe = store.subscribe(() => {
    if (!arrived()) return;
    unsubscribe();
    close();
  });
}
