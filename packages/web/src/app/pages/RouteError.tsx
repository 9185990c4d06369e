import { Button, NonIdealState } from '@blueprintjs/core';
import { useLocation, useRouteError } from 'react-router';
import { GatewayError, t } from '@funddesk/core';
import { browserChunkEnv, handleChunkError } from '../chunkReload';

/**
 * The route-level error boundary: a page that throws shows this instead of a blank screen; the rest of
 * the shell keeps working. Gateway errors have been shown by the notifier already. A failed script-chunk
 * load stores the path and reloads (at most once per 60 s, spec 01 §2.3).
 * @see spec 01 §2.3, §8
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (handleChunkError(error, location.pathname + location.search, browserChunkEnv())) return null;
  const description = GatewayError.is(error) ? error.message : t('web.errorBoundary.description');
  if (!GatewayError.is(error)) console.error(error);
  return (
    <div className="fd-page fd-page--center">
      <NonIdealState
        icon="error"
        title={t('web.errorBoundary.title')}
        description={description}
        action={
          <Button icon="refresh" onClick={() => window.location.reload()}>
            {t('web.errorBoundary.reload')}
          </Button>
        }
      />
    </div>
  );
}
