import { useState } from 'react';
import { Card, FormGroup, HTMLTable, InputGroup } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router';
import {
  classBreakEvenDays,
  compareShareClasses,
  rateE6Text,
  sanitiseDecimalInput,
  t,
  TYPICAL_SERVICE_FEE_E6,
  trading,
  type ClassCompareRow,
  type ClassCost,
  type ClassFees,
  type MessageKey,
} from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { formatYuan } from '../trade/orderText';
import { buyPath } from './parts';
import { SimulatedLegend, withSimulatedMark } from '../product/common/SimulatedMark';

import '../product/product.css';
import '../trade/screens.css';
import './trading.css';

/** What the 更省 column says for each verdict of core's compareShareClasses. */
const CHEAPER: Record<ClassCompareRow['cheaper'], MessageKey> = {
  A: 'trading.ac.cheaperA',
  C: 'trading.ac.cheaperC',
  same: 'trading.ac.same',
};

/** The fee columns under A类 and C类: each class's parts, then its total. */
const FEE_COLUMNS: readonly (readonly ['a' | 'c', keyof ClassCost])[] = [
  ['a', 'purchaseFee'],
  ['a', 'redemptionFee'],
  ['a', 'total'],
  ['c', 'serviceFee'],
  ['c', 'redemptionFee'],
  ['c', 'total'],
];

/** The column title of each fee part. */
const PART_LABEL: Record<keyof ClassCost, MessageKey> = {
  purchaseFee: 'trading.ac.purchaseFee',
  serviceFee: 'trading.ac.serviceFee',
  redemptionFee: 'trading.ac.redemptionFee',
  total: 'trading.ac.total',
};

/** The amount the comparison starts with (yuan). */
export const AC_DEFAULT_AMOUNT = '100000';

/**
 * The two schedules the explainer compares, from the fund's tradePreInfo: the A class with the fund's
 * purchase tiers (buyRate with its discount) and no service fee; the C class with no purchase fee and the
 * annual sales-service fee — the fund's own when it is a C class, otherwise the typical 0.40%/yr
 * ({@link TYPICAL_SERVICE_FEE_E6}, said on screen). Both keep the fund's redemption tiers by holding period
 * (tradePreInfo `sellTiers`): the data has one schedule per fund, not one per class.
 * @see spec 02 §2 acQa; core rules/classCompare.ts
 */
export function classSchedules(info: {
  buyRate: ClassFees['buyRate'];
  serviceFeeE6: number;
  shareClass: 'A' | 'C' | null;
  sellTiers: ClassFees['sellTiers'];
}): { a: ClassFees; c: ClassFees; typicalServiceFee: boolean } {
  const { sellTiers } = info;
  const typicalServiceFee = !(info.shareClass === 'C' && info.serviceFeeE6 > 0);
  return {
    a: { buyRate: info.shareClass === 'C' ? [] : info.buyRate, sellTiers, serviceFeeE6: 0 },
    c: {
      buyRate: [],
      sellTiers,
      serviceFeeE6: typicalServiceFee ? TYPICAL_SERVICE_FEE_E6 : info.serviceFeeE6,
    },
    typicalServiceFee,
  };
}

/**
 * A类与C类的区别 (/trade/acQa?fundCode=), reached from the buy form: what each class charges, and for an
 * amount (100000 yuan by default, editable) the total fee of each class over holding periods of 7 days to
 * 3 years — each class's purchase fee, sales-service fee and redemption fee and their total, from the
 * fund's fee tiers (modelled: marked 模拟) by core's `compareShareClasses` — with the cheaper one per period
 * and the break-even day.
 * @see spec 02 §2 acQa; issue 12 §2 (holding-period fee comparison computed from the fund's fee tiers)
 */
export function AcQaPage() {
  const [params] = useSearchParams();
  const fundCode = params.get('fundCode') ?? '';
  const valid = /^\d{6}$/.test(fundCode);
  const preInfo = useCall(trading.tradePreInfo, valid ? { fundId: fundCode } : null);
  const info = preInfo.data;
  const [amount, setAmount] = useState(AC_DEFAULT_AMOUNT);
  const schedules = info ? classSchedules(info) : null;
  const rows = schedules ? compareShareClasses(schedules.a, schedules.c, amount) : [];
  const breakEven = schedules ? classBreakEvenDays(schedules.a, schedules.c, amount) : null;

  return (
    <div className="fd-product fd-screens fd-trading">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('trading.ac.title')}</h2>
        {info ? (
          <Link to={buyPath(info.fundId)}>
            {t('trading.common.back')} {info.fundName}（{info.fundId}）
          </Link>
        ) : null}
      </Card>
      <Card>
        <p>{t('trading.ac.intro')}</p>
        {schedules ? (
          <>
            <FormGroup label={t('trading.ac.amount')} labelFor="fd-ac-amount">
              <InputGroup
                id="fd-ac-amount"
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(sanitiseDecimalInput(event.currentTarget.value))}
              />
            </FormGroup>
            <p className="fd-note">
              {t('trading.ac.serviceRate')}：{rateE6Text(schedules.c.serviceFeeE6)}
              {schedules.typicalServiceFee ? `（${t('trading.ac.typical')}）` : ''} {t('trading.ac.source')}
            </p>
            <HTMLTable compact className="fd-trading__table" aria-label={t('trading.ac.title')}>
              <thead>
                <tr>
                  <th rowSpan={2} scope="col">
                    {t('trading.ac.period')}
                  </th>
                  <th colSpan={3} scope="colgroup" className="fd-trading__group">
                    {withSimulatedMark(t('trading.ac.classAHead'), ['fees'])}
                  </th>
                  <th colSpan={3} scope="colgroup" className="fd-trading__group">
                    {withSimulatedMark(t('trading.ac.classCHead'), ['fees'])}
                  </th>
                  <th rowSpan={2} scope="col">
                    {t('trading.ac.cheaper')}
                  </th>
                </tr>
                <tr>
                  {FEE_COLUMNS.map(([shareClass, part]) => (
                    <th key={`${shareClass}-${part}`} scope="col" className="fd-num">
                      {t(PART_LABEL[part])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.days}>
                    <th scope="row">{t('trading.ac.days', { days: row.days })}</th>
                    {FEE_COLUMNS.map(([shareClass, part]) => (
                      <td key={`${shareClass}-${part}`} className="fd-num">
                        {part === 'total' ? (
                          <strong>{formatYuan(row[shareClass].total)}</strong>
                        ) : (
                          formatYuan(row[shareClass][part])
                        )}
                      </td>
                    ))}
                    <td>{t(CHEAPER[row.cheaper])}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <SimulatedLegend />
            <p role="status">
              {breakEven !== null
                ? t('trading.ac.breakEven', { days: breakEven })
                : t('trading.ac.noBreakEven')}
            </p>
          </>
        ) : (
          <p>
            {preInfo.error
              ? preInfo.error.message
              : valid
                ? t('trading.common.loading')
                : t('trading.common.noFund')}
          </p>
        )}
      </Card>
    </div>
  );
}
