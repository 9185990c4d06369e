import { createContext, useCallback, useContext, useRef, useState } from 'react';
import useSWR, { mutate as globalMutate, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { z } from 'zod';
import { callPath, GatewayError, type CallDef, type CallOptions, type GatewayClient } from '@funddesk/core';
import { useSession } from '../app/session';
import { gateway } from './gateway';

/**
 * The gateway the hooks use: the app's singleton, or a fake one in tests
 * (`<GatewayContext.Provider value={fake}>`).
 */
export const GatewayContext = createContext<GatewayClient>(gateway);

/** The gateway of the nearest {@link GatewayContext}. */
export function useGateway(): GatewayClient {
  return useContext(GatewayContext);
}

/** The number given to each session token this page has seen ({@link cacheSession}); the token stays out of keys. */
const sessionNumbers = new Map<string, number>();

/**
 * The session a cached answer belongs to: a number naming the session token (0 without one), the same for
 * the same token, a new one for every other token. Every login, organisation switch (the gateway answers a
 * new token) and logout or expiry (no token) changes it, so the calls of the new session never read, nor
 * join the pending request of, an answer or error of another session (spec 01 §4.2, §4.3, §7.1).
 * @param token - the stored session token (`StoredSession.token`)
 */
export function cacheSession(token: string | undefined): number {
  if (!token) return 0;
  let number = sessionNumbers.get(token);
  if (number === undefined) {
    number = sessionNumbers.size + 1;
    sessionNumbers.set(token, number);
  }
  return number;
}

/**
 * The SWR key of a call: its path, the session ({@link cacheSession}: a new login, a logout, an expired
 * session or an organisation switch starts from an empty cache), the chosen organisation and the request as
 * JSON.
 * @param session - the stored session's token and group id
 */
export function callKey(
  call: CallDef,
  session: { readonly token?: string | undefined; readonly groupId?: string | undefined },
  request: unknown,
): readonly [string, number, string, string] {
  return [callPath(call), cacheSession(session.token), session.groupId ?? '', JSON.stringify(request)];
}

/**
 * Fetches a call with SWR.
 * @param call - the contract entry (`product.fundSearch`)
 * @param request - its request; `null` means "don't fetch yet"
 * @param config - SWR options; add `hideResult: true` to suppress the notifier's message (the page shows it)
 * @see spec 01 §7.1
 */
export function useCall<C extends CallDef>(
  call: C,
  request: z.input<C['request']> | null,
  config?: SWRConfiguration<z.output<C['response']>, GatewayError> & { hideResult?: boolean },
): SWRResponse<z.output<C['response']>, GatewayError> {
  const client = useGateway();
  const session = useSession();
  const key = request === null ? null : callKey(call, session, request);
  const hideResult = config?.hideResult;
  return useSWR<z.output<C['response']>, GatewayError>(
    key,
    () => client.call(call, request as z.input<C['request']>, hideResult ? { hideResult } : {}),
    { shouldRetryOnError: false, revalidateOnFocus: false, ...config },
  );
}

/** The `mutate` of an SWR cache (the app's global one, or a `<SWRConfig>` provider's). */
type CacheMutate = typeof globalMutate;

/**
 * Revalidates the cached calls whose key ({@link callKey}: `[path, session, groupId, request]`) has one of these
 * paths.
 */
async function revalidatePaths(paths: ReadonlySet<string>, mutate: CacheMutate): Promise<void> {
  await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && paths.has(key[0]));
}

/**
 * Revalidates every cached call of these contract entries, whatever the organisation and the request: the
 * ones on screen refetch now. For code outside React; components use {@link useRevalidateCalls}, which
 * reaches the nearest `<SWRConfig>` cache.
 * @param mutate - the cache's `mutate`; SWR's global cache by default
 * @see spec 01 §7.1
 */
export function revalidateCalls(
  calls: readonly CallDef[],
  mutate: CacheMutate = globalMutate,
): Promise<void> {
  return revalidatePaths(new Set(calls.map((call) => callPath(call))), mutate);
}

/**
 * {@link revalidateCalls} for a component: a stable function that revalidates every cached call of these
 * contract entries in the nearest SWR cache and resolves once the refetches have answered.
 * @param calls - the contract entries; a new array with the same entries keeps the function the same
 * @see spec 01 §7.1
 */
export function useRevalidateCalls(calls: readonly CallDef[]): () => Promise<void> {
  const { mutate } = useSWRConfig();
  const pathList = calls.map((call) => callPath(call)).join('\n');
  return useCallback(() => revalidatePaths(new Set(pathList.split('\n')), mutate), [mutate, pathList]);
}

/** State of {@link useMutationCall}. */
export interface MutationCall<C extends CallDef> {
  /** Makes the call; resolves with the body, rejects with a GatewayError (already shown by the notifier). */
  trigger(request: z.input<C['request']>, options?: CallOptions): Promise<z.output<C['response']>>;
  isMutating: boolean;
  error: GatewayError | undefined;
  data: z.output<C['response']> | undefined;
  reset(): void;
}

/**
 * An action call (login, switch, add to favourites): not cached, with a loading flag for the button.
 * @see spec 01 §7.1
 */
export function useMutationCall<C extends CallDef>(call: C): MutationCall<C> {
  const client = useGateway();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<GatewayError | undefined>(undefined);
  const [data, setData] = useState<z.output<C['response']> | undefined>(undefined);
  const pending = useRef(0);
  const trigger = useCallback(
    async (request: z.input<C['request']>, options?: CallOptions): Promise<z.output<C['response']>> => {
      pending.current += 1;
      setMutating(true);
      setError(undefined);
      try {
        const body = await client.call(call, request, options);
        setData(body);
        return body;
      } catch (failure) {
        const gatewayError = GatewayError.from(failure);
        setError(gatewayError);
        throw gatewayError;
      } finally {
        pending.current -= 1;
        if (pending.current === 0) setMutating(false);
      }
    },
    [client, call],
  );
  const reset = useCallback(() => {
    setError(undefined);
    setData(undefined);
  }, []);
  return { trigger, isMutating, error, data, reset };
}

/**
 * Makes a call outside React (event handlers that are not components, the shell's effects).
 * @see spec 01 §7.1
 */
export function callGateway<C extends CallDef>(
  call: C,
  request: z.input<C['request']>,
  options?: CallOptions,
): Promise<z.output<C['response']>> {
  return gateway.call(call, request, options);
}
