import { useSyncExternalStore } from 'react';
import { isMobileWidth } from '@funddesk/core';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const getMobile = (): boolean =>
  isMobileWidth(document.body.getBoundingClientRect().width || window.innerWidth);

/**
 * True while the window is in mobile mode (core `isMobileWidth`: body width minus 3 under 1024 px).
 * @see spec 01 §2.1, §9
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getMobile, () => false);
}
