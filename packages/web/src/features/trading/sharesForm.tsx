import { useState, type ReactNode } from 'react';
import { Button, Callout, Card, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
import { sanitiseDecimalInput, t, type trading } from '@funddesk/core';
import { formatYuan } from '../trade/orderText';
import { SubmitResult } from './parts';

/** A shares text the server can judge: a positive decimal with at most 2 decimals. */
export const SHARES_TEXT = /^\d+(\.\d{1,2})?$/;

/** The request of a shares choice: `all` (全部) or the typed shares; null while nothing judgeable is typed. */
export function sharesRequest(all: boolean, shares: string): { shares?: string; all: boolean } | null {
  if (all) return { all: true };
  return SHARES_TEXT.test(shares) ? { shares, all: false } : null;
}

/** Props of {@link SharesField}. */
export interface SharesFieldProps {
  label: string;
  available: string;
  shares: string;
  all: boolean;
  error: string | null;
  onChange: (shares: string, all: boolean) => void;
  inputRef?: React.Ref<HTMLInputElement>;
  /** The input's placeholder (default 请输入卖出份额; a conversion says 请输入转换份额). */
  placeholder?: string;
}

/**
 * The shares input of a sell or convert form (shares, not yuan): the typed shares or 全部 (all available
 * shares, sent as `all` so the server takes exactly what is available), the available shares under it,
 * the server's refusal (a catalogue message) in red.
 * @see issue 12 §3 (shares not yuan, all-shares shortcut), spec 02 §5
 */
export function SharesField({
  label,
  available,
  shares,
  all,
  error,
  onChange,
  inputRef,
  placeholder = t('trading.sell.sharesPlaceholder'),
}: SharesFieldProps) {
  return (
    <FormGroup
      label={label}
      labelFor="fd-trading-shares"
      helperText={error ?? t('trading.sell.available', { shares: formatYuan(available) })}
      intent={error ? 'danger' : 'none'}
    >
      <ControlGroup>
        <InputGroup
          id="fd-trading-shares"
          inputRef={inputRef}
          inputMode="decimal"
          value={all ? available : shares}
          placeholder={placeholder}
          intent={error ? 'danger' : 'none'}
          onChange={(event) => onChange(sanitiseDecimalInput(event.currentTarget.value), false)}
        />
        <Button active={all} onClick={() => onChange('', true)}>
          {t('trading.sell.all')}
        </Button>
      </ControlGroup>
    </FormGroup>
  );
}

/** State of {@link useSharesInput}. */
export interface SharesInput {
  /** The request of what is typed ({@link sharesRequest}): null while nothing judgeable is typed. */
  choice: { shares?: string; all: boolean } | null;
  /** The props {@link SharesField} takes from this state. */
  field: Pick<SharesFieldProps, 'shares' | 'all' | 'onChange'>;
}

/**
 * The typed shares (decimal text, shares not yuan) or 全部 of a sell or convert form; `onEdit` runs on
 * every change (the form's submission is reset: a changed form is a new submission).
 * @see issue 12 §3 (shares not yuan, all-shares shortcut; idempotency key per submission)
 */
export function useSharesInput(onEdit: () => void): SharesInput {
  const [shares, setShares] = useState('');
  const [all, setAll] = useState(false);
  return {
    choice: sharesRequest(all, shares),
    field: {
      shares,
      all,
      onChange: (next, nextAll) => {
        setShares(next);
        setAll(nextAll);
        onEdit();
      },
    },
  };
}

/**
 * The submit button of a shares form: enabled once the server's estimate has answered without a refusal,
 * loading while the submission is in flight.
 */
export function SharesSubmit({
  estimate,
  error,
  busy,
  children,
}: {
  /** The server's estimate of what is typed; undefined while none has answered. */
  estimate: object | undefined;
  /** The server's refusal of what is typed (a catalogue message), or null. */
  error: string | null;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" intent="primary" disabled={!estimate || error !== null} loading={busy}>
      {children}
    </Button>
  );
}

/**
 * The fund code of a trading page's `?fundCode=` query ('' when absent) and whether it is a fund code
 * (6 digits).
 * @see spec 02 §2 (sell, commonTransform, superTransform: query fundCode)
 */
export function useFundCodeParam(): { fundCode: string; valid: boolean } {
  const [params] = useSearchParams();
  const fundCode = params.get('fundCode') ?? '';
  return { fundCode, valid: /^\d{6}$/.test(fundCode) };
}

/**
 * The page of a trade on one held fund (`?fundCode=`: sell, convert, super convert): a warning when the
 * fund code is not 6 digits, the result once the order is placed, else the head with `title` (and `note`)
 * over the form in `children`.
 * @see spec 02 §2 (sell, commonTransform, superTransform; result pages)
 */
export function HoldingTradeScreen({
  valid,
  result,
  resultTitle,
  title,
  note,
  children,
}: {
  /** Whether the page's fund code is 6 digits. */
  valid: boolean;
  /** The placed order's answer, or null before placing. */
  result: trading.TradeSubmitResult | null;
  /** The result page's title (already translated). */
  resultTitle: string;
  title: ReactNode;
  note?: ReactNode;
  children: ReactNode;
}) {
  if (!valid) return <Callout intent="warning">{t('trading.common.noFund')}</Callout>;
  if (result) {
    return (
      <div className="fd-product fd-screens fd-trading">
        <SubmitResult title={resultTitle} results={[result]} />
      </div>
    );
  }
  return (
    <div className="fd-product fd-screens fd-trading">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{title}</h2>
        {note}
      </Card>
      {children}
    </div>
  );
}
