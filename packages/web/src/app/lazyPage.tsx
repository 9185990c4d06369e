import { Suspense, use, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** How a lazy page's module is loaded: its dynamic `import()`. */
type Loader = () => Promise<unknown>;

/** The loader of each lazy page element, for {@link prefetchRoute}. */
const loaders = new WeakMap<object, Loader>();

/**
 * A page loaded on first render (issue 17 §1: route-level code splitting): `load` is the page module's dynamic
 * `import()`, so the bundler puts the page in a chunk of its own and the login page does not carry the back
 * office; `render` builds the page from the loaded module (props, keys). Use it as a route's `element`.
 *
 * The route table itself stays static: paths, `handle.title`, `builtRoutes`/`routePatterns` and the guard
 * (a parent element) work before any page is loaded, and the router decides and redirects synchronously as
 * before. While the module loads, the page shows nothing (a `Suspense` boundary of its own, so the shell
 * around it stays); once loaded, it renders synchronously on every later visit. A chunk that fails to load
 * throws to the route's error element (chunkReload.ts reloads a stale build once).
 * @example { path: 'asset/index', element: lazyPage(() => import('./AssetIndexPage'), (m) => <m.AssetIndexPage />) }
 */
export function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactElement): ReactElement {
  let pending: Promise<M> | undefined;
  const start = (): Promise<M> => {
    if (!pending) {
      const promise: Promise<M> & { status?: string; value?: M } = load().then(
        (module) => {
          // React's use() reads a settled promise's status and value and renders without suspending
          promise.status = 'fulfilled';
          promise.value = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined; // the next visit tries again
          throw error;
        },
      );
      pending = promise;
    }
    return pending;
  };
  // use() on every render (never conditionally, react.dev/warnings/conditional-use-of-use): the same promise,
  // which renders at once after it has loaded.
  function LazyPage(): ReactElement {
    return render(use(start()));
  }
  const element = (
    <Suspense fallback={null}>
      <LazyPage />
    </Suspense>
  );
  loaders.set(element, start);
  return element;
}

/** The loaders already started by {@link prefetchRoute}. */
const prefetched = new WeakSet<Loader>();

/**
 * Starts loading the chunks of the pages a path would show (issue 17 §1: prefetch on hover), without
 * navigating; the module is kept, so the later visit renders at once. Unknown paths are ignored; a failed
 * load is tried again by the visit itself.
 * @param routes the app's route table
 * @param path a hash-route path, e.g. `/product/publicIndex` (query ignored)
 * @returns when every matched page's module has loaded (or failed)
 */
export async function prefetchRoute(routes: RouteObject[], path: string): Promise<void> {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const loads: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const load = match.route.element ? loaders.get(match.route.element as object) : undefined;
    if (!load || prefetched.has(load)) continue;
    prefetched.add(load);
    loads.push(load().catch(() => prefetched.delete(load)));
  }
  await Promise.all(loads);
}

/**
 * Prefetches the page behind an in-app link as soon as the pointer rests on it or it gets keyboard focus
 * (menu, tabs, any `<a href="#/…">`): one delegated listener on the document, so no component needs to know.
 * @param routes the app's route table
 * @param doc the document to listen on
 * @returns a function removing the listeners
 */
export function prefetchOnHover(routes: RouteObject[], doc: Document = document): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const href = target.closest('a[href^="#/"]')?.getAttribute('href');
    if (href) void prefetchRoute(routes, href.slice(1));
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
