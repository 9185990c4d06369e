import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { estimatePurchaseFee, formatNumber, t, type FeeRateEntry } from '@funddesk/core';

/** Props of {@link FeeEstimate}. */
export interface FeeEstimateProps {
  /** The fund's purchase fee tiers (buyRate). */
  tiers: readonly FeeRateEntry[];
}

/** Keeps what an amount may contain: digits and one dot, at most 2 decimals, at most 12 characters. */
function cleanAmount(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const fraction = rest.join('').slice(0, 2);
  return (rest.length > 0 ? `${whole}.${fraction}` : whole).slice(0, 12);
}

/**
 * 费用试算: the purchase fee of an amount by the fund's tiers, the standard Chinese way (价外法,
 * discounted rate), through core's estimatePurchaseFee.
 * @see DESIGN §5 (价外法, fixed fee per deal, discounts multiply the rate), spec 03 §5, spec 02 §3 estimateFee
 */
export function FeeEstimate({ tiers }: FeeEstimateProps) {
  const [amount, setAmount] = useState('');
  const estimate = amount ? estimatePurchaseFee({ amountYuan: amount, tiers }) : null;
  return (
    <FormGroup inline label={t('product.fee.estimate')} labelFor="fd-fee-amount" className="fd-fee-estimate">
      <InputGroup
        id="fd-fee-amount"
        size="small"
        inputMode="decimal"
        placeholder={t('product.fee.estimateAmount')}
        aria-label={t('product.fee.estimateAmount')}
        value={amount}
        onValueChange={(value) => setAmount(cleanAmount(value))}
      />
      <span className="fd-num fd-fee-estimate-result" data-testid="fee-estimate" aria-live="polite">
        {estimate
          ? t('product.fee.estimateResult', {
              fee: formatNumber(estimate.fee, 2),
              net: formatNumber(estimate.netAmount, 2),
            })
          : t('product.fee.estimateHint')}
      </span>
    </FormGroup>
  );
}
