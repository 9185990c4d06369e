import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRoute } from './guard';
import { useSession } from './session';

/**
 * Applies {@link decideRoute} to the current location: renders the page or redirects.
 * @see spec 01 §2.3
 */
export function Guard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const decision = decideRoute(session, pathname);
  return decision.type === 'allow' ? children : <Navigate to={decision.to} replace />;
}
