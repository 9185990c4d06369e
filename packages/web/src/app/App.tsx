import { useEffect, useState } from 'react';
import { HotkeysProvider, OverlaysProvider } from '@blueprintjs/core';
import { RouterProvider } from 'react-router';
import { decideLoginStatusChange } from '@funddesk/core';
import { gateway } from '../api/gateway';
import { logoutLocally } from './auth';
import { browserChunkEnv, handleChunkError, takePendingPath } from './chunkReload';
import { NotifierHost } from './NotifierHost';
import { notifier } from './notifier';
import { rewriteOpeningUrl } from './opening';
import { createAppRouter } from './router';
import { checkAnnouncement } from './serverClock';
import { watchCloseButtonNames } from './shell/a11y';
import { sessionStore, STORAGE_PREFIX } from './session';
import { tabsStore } from './tabsStore';
import { applyVariant } from './variant';

/** How often the maintenance window is checked again while the app is open, ms. */
export const ANNOUNCEMENT_RECHECK_MS = 5 * 60_000;

/**
 * Opening the app: the variant's theme and title first (no flash of the other theme); then the app-opening
 * URL: a hashUrl deep link replaces the hash route before the router reads it; a link that
 * does not decode sends an alarm (the local build's alarm channel is the console). After a chunk-error
 * reload, the stored pending path is opened.
 * @see spec 01 §2.3
 */
function openApp(): void {
  applyVariant(document);
  const { decision, replace } = rewriteOpeningUrl(window.location);
  if (replace) {
    window.history.replaceState(null, '', `${window.location.pathname}${replace.search}${replace.hash}`);
  } else if (!decision.ok && decision.alarm) {
    console.warn('[alarm] hashUrl', decision.raw);
  }
  const pending = takePendingPath(window.sessionStorage);
  if (pending && !replace) window.history.replaceState(null, '', `${window.location.pathname}#${pending}`);
}

/**
 * The app: the variant applied to the document, Blueprint providers, the notifier's host and the hash
 * router. Wires the notifier's effects (logout, navigation, tabs), checks the maintenance window at start
 * and every 5 minutes, reloads after a login change in another tab (1 s) and after a failed script-chunk
 * load (at most once per 60 s).
 * @see spec 01 §1, §2.3, §7.2, §8
 */
export function App() {
  const [router] = useState(() => {
    openApp();
    return createAppRouter();
  });

  useEffect(() => {
    notifier.configure({
      logout: () => logoutLocally(),
      navigate: (to) => void router.navigate(to),
      clearViews: () => tabsStore.dispatch({ type: 'closeAll' }),
      reload: () => window.location.reload(),
    });
    void checkAnnouncement(gateway);
    const recheck = setInterval(() => void checkAnnouncement(gateway), ANNOUNCEMENT_RECHECK_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || !event.key?.startsWith(STORAGE_PREFIX)) return;
      const before = sessionStore.get().loginStatus;
      sessionStore.reload();
      if (event.key !== `${STORAGE_PREFIX}loginStatus`) return;
      const change = decideLoginStatusChange(before, sessionStore.get().loginStatus);
      if (change.reload) setTimeout(() => window.location.reload(), change.afterMs);
    };
    const pendingPath = () => router.state.navigation.location?.pathname ?? router.state.location.pathname;
    const onChunkError = (event: Event) => {
      const error = 'payload' in event ? event.payload : event;
      if (handleChunkError(error, pendingPath(), browserChunkEnv())) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (handleChunkError(event.reason, pendingPath(), browserChunkEnv())) event.preventDefault();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('vite:preloadError', onChunkError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearInterval(recheck);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('vite:preloadError', onChunkError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [router]);

  // issue 17 §2: Blueprint's close buttons read 关闭, not "Close".
  useEffect(() => watchCloseButtonNames(document.body), []);

  return (
    <OverlaysProvider>
      <HotkeysProvider>
        <RouterProvider router={router} />
        <NotifierHost />
      </HotkeysProvider>
    </OverlaysProvider>
  );
}
