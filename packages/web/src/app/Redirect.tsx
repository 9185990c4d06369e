import { useEffect } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useLocation, useNavigate, useResolvedPath, type To } from 'react-router';

/**
 * Leaves the current route for `to` (relative paths resolve like react-router's `<Navigate>`), showing a
 * spinner until the router has moved.
 *
 * Unlike `<Navigate>`, it navigates again whenever the location changes under it while it stays mounted:
 * `<Navigate>` only navigates when its props change, so when a second navigation to the same route (a
 * double-clicked 首页, two quick hash changes to /redirect) lands after its own navigation began, the
 * router stays on the redirecting route and the page renders nothing (found by hand: a blank /redirect).
 * @param to - where to go (an absolute path, or relative to the route that renders it)
 * @param replace - replace the current history entry (default true: a redirect is not a page to go back to)
 * @see spec 01 §2.2 /redirect, §2.3 route guard redirects
 */
export function Redirect({ to, replace = true }: { to: To; replace?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const resolved = useResolvedPath(to);
  // Already there (a redirect to its own route): navigating again would loop.
  const here = resolved.pathname === location.pathname && resolved.search === location.search;
  const target = JSON.stringify(to);
  // Runs for every new location, not every new key: a hash typed or set by a link has no history state,
  // so its key is always "default".
  useEffect(() => {
    if (!here) void navigate(JSON.parse(target) as To, { replace });
  }, [navigate, target, replace, here, location]);
  return (
    <div className="fd-page fd-page--center" data-testid="redirecting">
      <Spinner size={24} />
    </div>
  );
}
