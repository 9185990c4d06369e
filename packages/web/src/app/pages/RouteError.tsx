import { Button, NonIdealState } from '@blueprintjs/core';
import { useRouteError } from 'react-router';
import { GatewayError, t } from '@funddesk/core';

/** spec 01 §2.3, §9: after a script-chunk load failure the page reloads at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const CHUNK_RELOAD_KEY = 'fd.chunkReloadAt';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * Whether to reload for a chunk-load failure now: yes unless one happened in the last 60 s. The pending
 * path survives the reload in the URL's hash (hash routing), so only the time is recorded.
 * @see spec 01 §2.3 "On a script-chunk load failure the pending path is stored and the page reloads at most once per 60 seconds"
 */
export function reloadForChunkError(storage: Storage, now: number): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/**
 * The route-level error boundary: a page that throws shows this instead of a blank screen; the rest of
 * the shell keeps working. Gateway errors have been shown by the notifier already.
 * @see spec 01 §8
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForChunkError(window.sessionStorage, Date.now())) {
    window.location.reload();
    return null;
  }
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
