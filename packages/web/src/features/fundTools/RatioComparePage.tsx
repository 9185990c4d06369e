import { useState, type ReactNode } from 'react';
import { Card, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import {
  discountText,
  feeRateText,
  fundTools,
  lookupError,
  ratioAmountDecision,
  HOLDING_YEARS,
  rateE6Text,
  sanitiseDecimalInput,
  t,
  tierText,
  type FundSearchItem,
  type RatioCompareFund,
} from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { formatYuan } from '../trade/orderText';
import { SimulatedLegend, simulatedLabel } from '../product/common/SimulatedMark';
import { FundPicker } from './FundPicker';
import { FundsTable } from './FundsTable';
import { useChosenFunds } from './useChosenFunds';

import '../product/product.css';
import './fundTools.css';

/** The amount the comparison starts with (yuan). */
export const RATIO_DEFAULT_AMOUNT = '100000';

/** A row of the fee table: a label and one cell per fund. */
interface FeeRow {
  key: string;
  label: ReactNode;
  cell: (fund: RatioCompareFund) => ReactNode;
  numeric?: boolean;
}

/**
 * 费率比较 (/fundTools/ratioCompare; issue 14 §5; spec 03 §2 fund tools): for 2 to 6 funds, the purchase fee of the
 * typed amount with this organisation's discount (原费率, 优惠费率, fee in yuan by 价外法), the redemption tiers by
 * holding period, management and custody fees per year, and the total fee of holding the amount 1, 3 and 5
 * years (core holdingCost). Every fee is modelled in this environment and marked 模拟 with one legend.
 * @see spec 02 §5 (fees), DESIGN §5 (价外法, discounts multiply the rate)
 */
export function RatioComparePage() {
  const { codes, add, remove } = useChosenFunds();
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState(RATIO_DEFAULT_AMOUNT);
  // The amount rule is core's (ratioAmountDecision, FD3011), the server's too.
  const amountCheck = ratioAmountDecision(amount);
  const amountOk = amountCheck.ok;
  const ready = codes.length >= 2 && amountOk;
  const ratio = useCall(fundTools.fundCompareRatio, ready ? { fundIds: codes, amount } : null, {
    keepPreviousData: true,
  });
  const data = codes.length >= 2 ? ratio.data : undefined;
  const funds = data?.funds ?? [];
  const names = { ...picked, ...Object.fromEntries(funds.map((f) => [f.fundId, f.fundName])) };

  const onAdd = (fund: FundSearchItem) => {
    setPicked((current) => ({ ...current, [fund.fundId]: fund.fundName }));
    add(fund.fundId);
  };

  const rows: FeeRow[] = [
    {
      key: 'standard',
      label: simulatedLabel(`${t('fundTools.ratio.purchase')} · ${t('fundTools.ratio.standardRate')}`),
      cell: (f) =>
        f.purchase
          ? feeRateText({ maxFeeE6: f.purchase.rateE6, feeUnit: f.purchase.feeUnit === 7 ? 7 : 4 })
          : t('display.none'),
      numeric: true,
    },
    {
      key: 'discount',
      label: simulatedLabel(`${t('fundTools.ratio.purchase')} · ${t('fundTools.ratio.discountRate')}`),
      cell: (f) => {
        if (!f.purchase) return t('display.none');
        if (f.purchase.feeUnit === 7) return feeRateText({ maxFeeE6: f.purchase.rateE6, feeUnit: 7 });
        const zhe = discountText(f.buyRate.find((e) => e.maxFeeE6 === f.purchase!.rateE6)?.enDiscountE4);
        return `${rateE6Text(f.purchase.discountedRateE6)}${zhe ? `（${zhe}）` : ''}`;
      },
      numeric: true,
    },
    {
      key: 'purchaseFee',
      label: simulatedLabel(t('fundTools.ratio.purchaseFee')),
      cell: (f) => (f.purchase ? formatYuan(f.purchase.fee) : t('display.none')),
      numeric: true,
    },
    {
      key: 'redemption',
      label: simulatedLabel(t('fundTools.ratio.redemption')),
      cell: (f) => (
        <ul className="fd-ft-tiers">
          {f.sellTiers.map((tier) => (
            <li key={`${tier.minHoldDays}-${tier.maxHoldDays}`}>
              {tierText(tier)}：{feeRateText(tier)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'manage',
      label: simulatedLabel(t('fundTools.ratio.manage')),
      cell: (f) => rateE6Text(f.manageFeeE6),
      numeric: true,
    },
    {
      key: 'custody',
      label: simulatedLabel(t('fundTools.ratio.custody')),
      cell: (f) => rateE6Text(f.custodyFeeE6),
      numeric: true,
    },
    ...HOLDING_YEARS.map((years): FeeRow => ({
      key: `hold-${years}`,
      label: simulatedLabel(t('fundTools.ratio.holding', { years })),
      cell: (f) => {
        const cost = f.holding.find((h) => h.years === years);
        return cost ? <strong>{formatYuan(cost.total)}</strong> : t('display.none');
      },
      numeric: true,
    })),
  ];

  return (
    <div className="fd-product fd-ft">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('fundTools.ratio.title')}</h2>
      </Card>
      <Card>
        <FundPicker codes={codes} names={names} onAdd={onAdd} onRemove={remove} />
        <FormGroup
          label={t('fundTools.ratio.amount')}
          labelFor="fd-ft-amount"
          intent={amountOk ? 'none' : 'danger'}
          helperText={amountCheck.ok ? undefined : t(lookupError(amountCheck.code).message)}
        >
          <InputGroup
            id="fd-ft-amount"
            inputMode="decimal"
            value={amount}
            intent={amountOk ? 'none' : 'danger'}
            onChange={(event) => setAmount(sanitiseDecimalInput(event.currentTarget.value))}
          />
        </FormGroup>
      </Card>
      {ready && ratio.isLoading && !data ? (
        <Card>
          <Spinner size={24} />
        </Card>
      ) : null}
      {data ? (
        <Card className="fd-section" aria-labelledby="fd-ft-fees">
          <h3 id="fd-ft-fees">{t('fundTools.ratio.title')}</h3>
          <FundsTable caption={t('fundTools.ratio.title')} funds={funds} rows={rows} />
          <p className="fd-note">{t('fundTools.ratio.holdingNote')}</p>
          <SimulatedLegend />
        </Card>
      ) : null}
    </div>
  );
}
