import { useCallback, useEffect, useRef, useState } from 'react';
import {
  GatewayError,
  normaliseSearchKeyword,
  product,
  SEARCH_THROTTLE_MS,
  type FundSearchItem,
  type GatewayClient,
} from '@funddesk/core';

/** Page size of the header search (spec 03 §9: search page size 20). */
export const SEARCH_PAGE_SIZE = 20;
/** More pages load on scroll only once results have been shown this long (ms), so one flick loads one page. */
export const LOAD_MORE_ARM_MS = 500;

/** What the search box shows. */
export interface FundSearchState {
  /** The keyword last sent (normalised), or '' when the box is empty. */
  keyword: string;
  items: FundSearchItem[];
  total: number;
  loading: boolean;
  /** True once the first page of the current keyword has answered. */
  answered: boolean;
  error: GatewayError | null;
}

const initial: FundSearchState = {
  keyword: '',
  items: [],
  total: 0,
  loading: false,
  answered: false,
  error: null,
};

/**
 * The header search's data: the keyword throttled at 600 ms (leading and trailing: the first keystroke
 * searches at once, the last one always searches), stale answers dropped, more pages on demand.
 * @see spec 01 §5, §9 (600 ms throttle), spec 03 §5, §9 (page size 20)
 */
export function useFundSearch(client: GatewayClient) {
  const [state, setState] = useState<FundSearchState>(initial);
  const seq = useRef(0);
  const lastFire = useRef(Number.NEGATIVE_INFINITY);
  const pendingText = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const armedAt = useRef(Number.POSITIVE_INFINITY);
  /** Set synchronously, so two scroll events before the next render ask for one page. */
  const inFlight = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const run = useCallback(
    async (keyword: string, page: number) => {
      const id = ++seq.current;
      if (!keyword) {
        setState(initial);
        return;
      }
      setState((s) => ({
        ...(page === 0 ? { ...initial, keyword } : s),
        keyword,
        loading: true,
        error: null,
      }));
      inFlight.current = true;
      try {
        const body = await client.call(product.fundSearch, { keyword, page, size: SEARCH_PAGE_SIZE });
        if (id !== seq.current) return;
        if (page === 0) armedAt.current = Date.now() + LOAD_MORE_ARM_MS;
        setState((s) => ({
          keyword,
          items: page === 0 ? body.content : [...s.items, ...body.content],
          total: body.totalElements,
          loading: false,
          answered: true,
          error: null,
        }));
      } catch (failure) {
        if (id !== seq.current) return;
        setState((s) => ({ ...s, loading: false, answered: true, error: GatewayError.from(failure) }));
      } finally {
        if (id === seq.current) inFlight.current = false;
      }
    },
    [client],
  );

  /** Called on every keystroke. */
  const search = useCallback(
    (text: string) => {
      const fire = () => {
        timer.current = null;
        lastFire.current = Date.now();
        const next = pendingText.current ?? '';
        pendingText.current = null;
        const keyword = normaliseSearchKeyword(next);
        if (keyword !== stateRef.current.keyword || !stateRef.current.answered) void run(keyword, 0);
      };
      pendingText.current = text;
      if (normaliseSearchKeyword(text) === '') {
        // Clearing the box is never throttled: the history tabs come back at once.
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        pendingText.current = null;
        seq.current += 1;
        setState(initial);
        return;
      }
      const wait = lastFire.current + SEARCH_THROTTLE_MS - Date.now();
      if (wait <= 0 && !timer.current) fire();
      else timer.current ??= setTimeout(fire, Math.max(wait, 0));
    },
    [run],
  );

  /** Loads the next page when there is one, the list is not loading and results have been shown 500 ms. */
  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (
      inFlight.current ||
      s.loading ||
      !s.keyword ||
      s.items.length >= s.total ||
      Date.now() < armedAt.current
    )
      return;
    void run(s.keyword, Math.floor(s.items.length / SEARCH_PAGE_SIZE));
  }, [run]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { state, search, loadMore, hasMore: state.items.length < state.total };
}
