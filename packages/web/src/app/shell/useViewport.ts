import { useSyncExternalStore } from 'react';

/** The mobile breakpoint (spec 01 §2.1, §9: body width minus 3 under 1024 px). */
export const MOBILE_BREAKPOINT_PX = 1024;
/** The tolerance subtracted from the body width (spec 01 §9). */
export const BREAKPOINT_TOLERANCE_PX = 3;

/**
 * Whether a body width is mobile mode (spec 01 §2.1: body width minus 3 under 1024 px).
 * @see spec 01 §2.1, §9
 */
export function isMobileWidth(bodyWidth: number): boolean {
  return bodyWidth - BREAKPOINT_TOLERANCE_PX < MOBILE_BREAKPOINT_PX;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const getMobile = (): boolean =>
  isMobileWidth(document.body.getBoundingClientRect().width || window.innerWidth);

/** True while the window is in mobile mode. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getMobile, () => false);
}
