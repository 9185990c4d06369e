import { Callout, Spinner } from '@blueprintjs/core';

/** Props of {@link CallStatus}: the state of one call (useCall's `isLoading` and `error`). */
export interface CallStatusProps {
  loading: boolean;
  /** The call's failure (a GatewayError, its catalogue message already in Chinese), if any. */
  error?: { message: string } | null;
}

/**
 * Where a page's data goes before it is there: a small spinner while the call loads, and its failure's message
 * as an alert (danger callout) when it failed; nothing once it answered.
 */
export function CallStatus({ loading, error }: CallStatusProps) {
  return (
    <>
      {loading ? <Spinner size={20} /> : null}
      {error ? (
        <Callout intent="danger" role="alert">
          {error.message}
        </Callout>
      ) : null}
    </>
  );
}
