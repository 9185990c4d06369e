/**
 * The requests of each route, cancellable together (spec 01 §2.3: for institution managers, pending
 * requests are cancelled on each route change). The web's fetch joins every request to the scope of the
 * route it was started on (the hash route's path at that moment); {@link cancelPendingRequests} aborts
 * the scopes of every other route.
 *
 * Scopes are keyed by path, not opened and closed in order, because the new page starts its requests
 * before the shell learns of the route change (React runs a child's effects, and SWR its mount
 * revalidation, before the parent's): cancelling "everything pending" then would abort the new page's
 * own requests too — an institution manager's 资产概览 lost its account list that way.
 */

import { currentHashPath } from './navigation';

/** The reason of a cancelled request: the gateway's error handler shows nothing for it. */
export class RouteChangeCancel extends Error {
  constructor() {
    super('cancelled by a route change');
    this.name = 'RouteChangeCancel';
  }
}

/** At most this many routes keep a scope; the oldest is forgotten (not aborted) beyond it. */
const MAX_SCOPES = 32;

const scopes = new Map<string, AbortController>();

/** The signal of a route's requests (the current route's by default). */
export function routeSignal(path: string = currentHashPath()): AbortSignal {
  let scope = scopes.get(path);
  if (!scope) {
    scope = new AbortController();
    scopes.set(path, scope);
    if (scopes.size > MAX_SCOPES) {
      const oldest = scopes.keys().next().value;
      if (oldest !== undefined && oldest !== path) scopes.delete(oldest);
    }
  }
  return scope.signal;
}

/**
 * Aborts the pending requests of every route but `keepPath` (the route just entered; the current one by
 * default), with a {@link RouteChangeCancel} reason (spec 01 §2.3).
 */
export function cancelPendingRequests(keepPath: string = currentHashPath()): void {
  for (const [path, scope] of scopes) {
    if (path === keepPath) continue;
    scope.abort(new RouteChangeCancel());
    scopes.delete(path);
  }
}

/** Whether an error (or its cause chain) is a route-change cancellation. */
export function isRouteChangeCancel(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof RouteChangeCancel) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Joins a request's own signal with its route's: aborted when either is. A request started without a
 * signal gets the route's alone.
 */
export function withRouteSignal(signal: AbortSignal | undefined): AbortSignal {
  const route = routeSignal();
  if (!signal) return route;
  const joined = new AbortController();
  const abort = (source: AbortSignal) => () => joined.abort(source.reason);
  if (signal.aborted) joined.abort(signal.reason);
  else if (route.aborted) joined.abort(route.reason);
  else {
    signal.addEventListener('abort', abort(signal), { once: true });
    route.addEventListener('abort', abort(route), { once: true });
  }
  return joined.signal;
}
