import { Spinner } from '@blueprintjs/core';
import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { landingPath } from '../menu';
import { useMenu } from '../useMenu';

/** Where /redirect lands while the first menu page is not built yet. */
export const FALLBACK_LANDING = '/product/publicIndex';

/**
 * /redirect: the first visible menu child (spec 01 §2.2, default asset); when that page is not built
 * yet, the public fund list.
 * @param builtRoutes - the routes that have pages (relative paths, as mounted in the layout)
 * @see spec 01 §2.2
 */
export function RedirectPage({ builtRoutes }: { builtRoutes: RouteObject[] }) {
  const { menu, isLoading, failed } = useMenu();
  if (isLoading) {
    return (
      <div className="fd-page fd-page--center">
        <Spinner size={24} />
      </div>
    );
  }
  const hasPage = (path: string) => (matchRoutes(builtRoutes, path) ?? []).length > 0;
  const to = failed ? FALLBACK_LANDING : landingPath(menu, hasPage, FALLBACK_LANDING);
  return <Navigate to={to} replace />;
}
