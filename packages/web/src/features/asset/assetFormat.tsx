import { formatNumber, rateTrend, type RateTrend } from '@funddesk/core';

const trendClass: Record<RateTrend, string> = {
  up: 'fd-up',
  down: 'fd-down',
  flat: 'fd-flat',
  none: 'fd-flat',
};

/**
 * A profit in yuan, signed, 2 decimals, red when positive and green when negative (Chinese convention).
 * @see spec 03 §5 number display; DESIGN (red up, green down)
 */
export function ProfitText({ value, className }: { value: string | null | undefined; className?: string }) {
  const trend = rateTrend(value);
  const text = formatNumber(value, 2);
  const signed = trend === 'up' ? `+${text}` : text;
  return (
    <span className={['fd-num', trendClass[trend], className].filter(Boolean).join(' ')} data-trend={trend}>
      {signed}
    </span>
  );
}
