import { formatSignedRate, rateTrend, type RateTrend } from '@funddesk/core';

const trendClass: Record<RateTrend, string> = {
  up: 'fd-up',
  down: 'fd-down',
  flat: 'fd-flat',
  none: 'fd-flat',
};

/** Props of {@link ChangeText}. */
export interface ChangeTextProps {
  /** A return in percent (decimal string) or null. */
  value: string | null | undefined;
  className?: string;
}

/**
 * A signed return with 2 decimals, red when up and green when down (Chinese market convention), `--`
 * when there is no value.
 * @see spec 03 §5 (rates show 2 decimals, otherwise '--')
 */
export function ChangeText({ value, className }: ChangeTextProps) {
  const trend = rateTrend(value);
  return (
    <span className={['fd-num', trendClass[trend], className].filter(Boolean).join(' ')} data-trend={trend}>
      {formatSignedRate(value)}
    </span>
  );
}
