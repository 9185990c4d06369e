import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { COMPARE_MAX_FUNDS } from '@funddesk/core';

/** The query parameter that holds the chosen fund codes, comma separated (a comparison can be linked). */
export const FUNDS_PARAM = 'funds';

/**
 * The funds chosen for a comparison, kept in the page's URL (`?funds=000001,000003`): distinct 6-digit codes in
 * the order added, at most {@link COMPARE_MAX_FUNDS} (issue 14 §5).
 */
export function useChosenFunds(): {
  codes: string[];
  add: (code: string) => void;
  remove: (code: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const raw = params.get(FUNDS_PARAM) ?? '';
  const codes = useMemo(
    () => [...new Set(raw.split(',').filter((code) => /^\d{6}$/.test(code)))].slice(0, COMPARE_MAX_FUNDS),
    [raw],
  );
  const write = useCallback(
    (next: string[]) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next.length > 0) copy.set(FUNDS_PARAM, next.join(','));
          else copy.delete(FUNDS_PARAM);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  const add = useCallback(
    (code: string) => {
      if (!codes.includes(code) && codes.length < COMPARE_MAX_FUNDS) write([...codes, code]);
    },
    [codes, write],
  );
  const remove = useCallback((code: string) => write(codes.filter((c) => c !== code)), [codes, write]);
  return { codes, add, remove };
}
