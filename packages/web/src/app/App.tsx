import { useEffect, useState } from 'react';
import { HotkeysProvider, OverlaysProvider } from '@blueprintjs/core';
import { RouterProvider } from 'react-router';
import { t } from '@funddesk/core';
import { logoutLocally } from './auth';
import { NotifierHost } from './NotifierHost';
import { notifier } from './notifier';
import { createAppRouter } from './router';
import { sessionStore, STORAGE_PREFIX } from './session';
import { tabsStore } from './tabsStore';

/** spec 01 §2.3: when the login status changes in another tab, the page reloads after 1 second. */
const CROSS_TAB_RELOAD_MS = 1_000;

/**
 * The app: Blueprint providers, the notifier's host and the hash router. Wires the notifier's effects
 * (logout, navigation, tabs) and follows login changes made in other tabs.
 * @see spec 01 §2.3, §8
 */
export function App() {
  const [router] = useState(createAppRouter);

  useEffect(() => {
    document.title = t('web.app.title');
    notifier.configure({
      logout: () => logoutLocally(),
      navigate: (to) => void router.navigate(to),
      clearViews: () => tabsStore.dispatch({ type: 'closeAll' }),
      reload: () => window.location.reload(),
    });
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || !event.key?.startsWith(STORAGE_PREFIX)) return;
      const before = sessionStore.get().loginStatus;
      sessionStore.reload();
      if (event.key === `${STORAGE_PREFIX}loginStatus` && sessionStore.get().loginStatus !== before) {
        setTimeout(() => window.location.reload(), CROSS_TAB_RELOAD_MS);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [router]);

  return (
    <OverlaysProvider>
      <HotkeysProvider>
        <RouterProvider router={router} />
        <NotifierHost />
      </HotkeysProvider>
    </OverlaysProvider>
  );
}
