import { Card, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import {
  discountedRateE6,
  discountText,
  feeRateText,
  product,
  rateE6Text,
  t,
  tierText,
  type FeeRateEntry,
} from '@funddesk/core';
import { useCall } from '../../../api/hooks';
import { SimulatedTag } from '../common/SimulatedTag';
import { FeeEstimate } from './FeeEstimate';

/** Props of {@link FeeSection}. */
export interface FeeSectionProps {
  fundId: string;
}

/** A purchase fee: the standard rate struck through and the discounted rate with its 折 label, or just the rate. */
function PurchaseRate({ entry }: { entry: FeeRateEntry }) {
  const zhe = discountText(entry.enDiscountE4);
  const discounted = discountedRateE6(entry);
  if (zhe === null || discounted === entry.maxFeeE6) {
    return <span className="fd-num">{feeRateText(entry)}</span>;
  }
  return (
    <span className="fd-num">
      <del className="fd-struck" data-testid="original-rate">
        {feeRateText(entry)}
      </del>
      <span className="fd-discounted" data-testid="discounted-rate">
        {feeRateText({ maxFeeE6: discounted, feeUnit: entry.feeUnit })}
      </span>
      <Tag minimal intent="danger" className="fd-discount-tag">
        {zhe}
      </Tag>
    </span>
  );
}

/**
 * 交易费率: purchase tiers (standard rate struck through, discounted rate and 折), redemption rates by
 * holding period, and yearly management and custody fees; flagged when simulated.
 * @see spec 03 §5 (fee discount in 折 to 1 decimal; scaled integers E4/E6; unit 7 fixed fee per deal),
 *   spec 03 §3 / 02 §3 (fee rate entry), spec 02 §7 queryUserFundFeeAndDiscount, DESIGN §5
 */
export function FeeSection({ fundId }: FeeSectionProps) {
  const { data, isLoading } = useCall(product.queryUserFundFeeAndDiscount, { fundId });
  const buy = data ? (data.buyRate.length ? data.buyRate : data.fundFeeSplitRateList) : [];
  const simulated = data?.source === 'simulated';
  return (
    <Card compact className="fd-section fd-fee" aria-labelledby="fd-fee-title">
      <div className="fd-section-head">
        <h4 id="fd-fee-title">{t('product.fee.title')}</h4>
        {simulated && <SimulatedTag tip={t('product.fee.simulated')} />}
      </div>
      {isLoading || !data ? (
        <Spinner size={20} />
      ) : (
        <>
          <HTMLTable compact bordered className="fd-table" data-testid="fee-buy">
            <thead>
              <tr>
                <th>{t('product.fee.amountTier')}</th>
                <th className="fd-num">{t('product.fee.buy')}</th>
              </tr>
            </thead>
            <tbody>
              {buy.length === 0 ? (
                <tr>
                  <td colSpan={2}>{t('common.empty')}</td>
                </tr>
              ) : (
                buy.map((entry, i) => (
                  <tr key={i}>
                    <td>{tierText(entry)}</td>
                    <td className="fd-num">
                      <PurchaseRate entry={entry} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </HTMLTable>

          {buy.length > 0 && <FeeEstimate tiers={buy} />}

          <HTMLTable compact bordered className="fd-table" data-testid="fee-sell">
            <thead>
              <tr>
                <th>{t('product.fee.holdingPeriod')}</th>
                <th className="fd-num">{t('product.fee.sellRate')}</th>
              </tr>
            </thead>
            <tbody>
              {data.sellRate.length === 0 ? (
                <tr>
                  <td colSpan={2}>{t('common.empty')}</td>
                </tr>
              ) : (
                data.sellRate.map((entry, i) => (
                  <tr key={i}>
                    <td>{tierText(entry)}</td>
                    <td className="fd-num">{feeRateText(entry)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </HTMLTable>

          <HTMLTable compact bordered className="fd-table" data-testid="fee-running">
            <thead>
              <tr>
                <th colSpan={2}>{t('product.fee.running')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{t('product.fee.manage')}</td>
                <td className="fd-num">{t('product.fee.perYear', { rate: rateE6Text(data.manageFeeE6) })}</td>
              </tr>
              <tr>
                <td>{t('product.fee.custody')}</td>
                <td className="fd-num">
                  {t('product.fee.perYear', { rate: rateE6Text(data.custodyFeeE6) })}
                </td>
              </tr>
            </tbody>
          </HTMLTable>
          {simulated && <p className="fd-note">{t('product.fee.simulated')}</p>}
        </>
      )}
    </Card>
  );
}
