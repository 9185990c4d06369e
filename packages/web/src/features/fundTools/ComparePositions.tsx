import { Card, Spinner } from '@blueprintjs/core';
import { fundTools, holdingAssetKinds, t, type MessageKey, type PositionFund } from '@funddesk/core';
import { SimulatedLegend, SimulatedMark } from '../product/common/SimulatedMark';
import { quarterLabel } from './CompareQuarterly';
import { FundsTable } from './FundsTable';
import { useCall } from '../../api/hooks';

/** The industries shown per fund: the five largest and 其他行业. */
const INDUSTRY_ROWS = 6;

/** One industry cell: its name and percent of net assets (`电子 12.34%`), or `--`. */
function industryCell(fund: PositionFund, index: number): string {
  const item = fund.industries[index];
  if (!item)
    return index === 0 && fund.industries.length === 0 ? t('fundTools.positions.noStock') : t('display.none');
  // 其他行业's row says its name already: the percent alone.
  if (item.industry === 'other') return `${item.percent}%`;
  return `${t(`fundTools.industry.${item.industry}` as MessageKey)} ${item.percent}%`;
}

/**
 * 持仓分布 of 基金比较 (spec 03 §7 fundCompare positionDistribution; issue 14 §5): each fund's asset allocation and
 * its five largest industries with 其他行业 in the report quarter, in percent of net assets. The data has no
 * holdings, so every figure is the deterministic model's (core rules/holdingsModel.ts): the heading carries 模拟
 * and the legend follows (DESIGN §6).
 */
export function ComparePositions({ fundIds }: { fundIds: readonly string[] }) {
  const { data } = useCall(
    fundTools.fundComparePositionDistribution,
    { fundIds: [...fundIds] },
    { keepPreviousData: true },
  );
  return (
    <Card className="fd-section" aria-labelledby="fd-ft-positions">
      <h3 id="fd-ft-positions">
        {t('fundTools.section.positions')}
        {/* Every figure of the section is the model's: one mark on the heading, the legend below. */}
        <SimulatedMark />
      </h3>
      {!data ? <Spinner size={24} /> : null}
      {data ? (
        <>
          <p className="fd-note" data-testid="positions-quarter">
            {t('fundTools.positions.note', { quarter: quarterLabel(data.quarter) })}
          </p>
          <FundsTable
            captionShown
            caption={t('fundTools.positions.assets')}
            funds={data.funds}
            rows={holdingAssetKinds.map((kind) => ({
              key: kind,
              label: t(`fundTools.asset.${kind}` as MessageKey),
              numeric: true,
              cell: (fund: PositionFund) => `${fund.assets.find((a) => a.kind === kind)?.percent ?? '0.00'}%`,
            }))}
          />
          <FundsTable
            captionShown
            caption={t('fundTools.positions.industries')}
            funds={data.funds}
            rows={Array.from({ length: INDUSTRY_ROWS }, (_, index) => ({
              key: `industry-${index}`,
              label:
                index === INDUSTRY_ROWS - 1
                  ? t('fundTools.industry.other')
                  : t('fundTools.positions.rank', { n: index + 1 }),
              cell: (fund: PositionFund) => industryCell(fund, index),
            }))}
          />
          <SimulatedLegend />
        </>
      ) : null}
    </Card>
  );
}
