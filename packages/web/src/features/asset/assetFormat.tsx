import { formatNumber, rateTrend, type RateTrend } from '@funddesk/core';
import { ChangeText } from '../product/common/ChangeText';

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

/**
 * The two table cells of a holding's profit (持有收益 yuan, signed, red up / green down; 收益率 percent), as the
 * position tables show them (资产概览, 公募资产分析, 驾驶舱 rankings and report).
 * @see spec 03 §5 number display
 */
export function HoldingProfitCells({
  holdingProfit,
  holdingProfitRate,
}: {
  holdingProfit: string | null | undefined;
  holdingProfitRate: string | null | undefined;
}) {
  return (
    <>
      <td className="fd-num">
        <ProfitText value={holdingProfit} />
      </td>
      <td className="fd-num">
        <ChangeText value={holdingProfitRate} />
      </td>
    </>
  );
}
