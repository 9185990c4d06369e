/**
 * The requests of the current route, cancellable together (spec 01 §2.3: for institution managers,
 * pending requests are cancelled on each route change). The web's fetch joins every request to the
 * current scope's signal; {@link cancelPendingRequests} aborts them and opens a new scope.
 */

/** The reason of a cancelled request: the gateway's error handler shows nothing for it. */
export class RouteChangeCancel extends Error {
  constructor() {
    super('cancelled by a route change');
    this.name = 'RouteChangeCancel';
  }
}

let controller = new AbortController();

/** The signal of the current route's requests. */
export function routeSignal(): AbortSignal {
  return controller.signal;
}

/** Aborts every pending request of the route and starts a new scope (spec 01 §2.3). */
export function cancelPendingRequests(): void {
  controller.abort(new RouteChangeCancel());
  controller = new AbortController();
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
 * Joins a request's own signal with the route's: aborted when either is. A request started without a
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
