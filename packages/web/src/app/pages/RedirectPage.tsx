import { Spinner } from '@blueprintjs/core';
import { matchRoutes, type RouteObject } from 'react-router';
import { DEFAULT_LANDING, landingPath, menuPathOf } from '@funddesk/core';
import { Redirect } from '../Redirect';
import { useMenu } from '../useMenu';

/**
 * /redirect: the first visible menu child that has a page (core `landingPath`, spec 01 §2.2), the asset
 * overview by default.
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
  const hasPage = (path: string) => (matchRoutes(builtRoutes, menuPathOf(path)) ?? []).length > 0;
  const to = failed ? DEFAULT_LANDING : landingPath(menu, hasPage);
  return <Redirect to={to} replace />;
}
