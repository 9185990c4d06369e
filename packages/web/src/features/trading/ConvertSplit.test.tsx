import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import {
  aHolding,
  aSubmitResult,
  aTier,
  AFTER_CUT_OFF_TIMING,
  TODAY_TIMING,
  openTrading,
} from './testing/tradingFixtures';

const target = {
  fundId: '110022',
  fundName: '易方达消费行业股票',
  fundTypeCode: '0' as const,
  fundRiskLevel: 'zxfxdj_4' as const,
  openDayCode: '230' as const,
  buyRate: [aTier()],
};

const estimate = (request: unknown) => ({
  fromFundId: '110011',
  toFundId: (request as { toFundId: string }).toFundId,
  shares: '10000.00',
  sourceNav: '2.0000',
  targetNav: '1.5000',
  amount: '20000.00',
  redemptionFee: '100.00',
  purchaseFeeDifference: '6.00',
  fee: '106.00',
  netAmount: '19894.00',
  estimatedTargetShares: '13262.66',
  ...AFTER_CUT_OFF_TIMING,
});

describe('convert and smart split (spec 02 §2 commonTransform, separateBill; issue 12 §4, §5)', () => {
  beforeAll(async () => {
    await import('./ConvertPage');
    await import('./SplitPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('convert: targets only from preInfo (same company), the predicted fee and the after-15:00 day, then confirm', async () => {
    const { gateway } = openTrading('/trade/commonTransform?fundCode=110011', {
      convertPreInfo: () => ({ holding: aHolding(), targets: [target], ...TODAY_TIMING }),
      convertPredictFee: estimate,
      convertConfirm: () =>
        aSubmitResult({ tradeType: 'conversion', targetFundId: '110022', targetFundName: target.fundName }),
    });
    const select = await screen.findByLabelText<HTMLSelectElement>('转入基金');
    expect([...select.options].map((option) => option.value)).toEqual(['', '110022']);
    fireEvent.change(select, { target: { value: '110022' } });
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    const fees = await screen.findByLabelText('预估转换费');
    expect(fees.textContent).toContain('100.00元');
    expect(fees.textContent).toContain('6.00元');
    expect(fees.textContent).toContain('106.00元');
    expect(
      screen.getByText(
        '当前已过 15:00 交易截止时间，本笔申请将按 2026-11-26 的交易日处理，预计 2026-11-27 确认。',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认转换' }));
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: '135790' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认转换' }));
    expect(await screen.findByText('转换申请已受理')).toBeTruthy();
    expect(gateway.requests('convertConfirm')[0]).toMatchObject({
      fromFundId: '110011',
      toFundId: '110022',
      all: true,
      tradeDay: '2026-11-26',
    });
  });

  it('smart split: the plan with every part and its caps is shown before placing; placing sends the parts as shown', async () => {
    const parts = [
      {
        fundId: '000198',
        fundName: '天弘余额宝货币',
        amount: '30000000.00',
        maxLimit: '30000000',
        dailyMaxValue: '30000000',
        lessDailyValue: '30000000.00',
        fee: '0.00',
      },
      {
        fundId: '000009',
        fundName: '易方达天天理财货币A',
        amount: '20000000.00',
        maxLimit: '50000000',
        dailyMaxValue: '50000000',
        lessDailyValue: '50000000.00',
        fee: '0.00',
      },
    ];
    const { gateway } = openTrading('/trade/separateBill', {
      separateBillPlan: () => ({
        amount: '50000000.00',
        parts,
        allocated: '50000000.00',
        unallocated: '0.00',
        ...TODAY_TIMING,
      }),
      separateBillPlace: () => ({
        linkSerialNo: 'L1',
        orders: parts.map((part, i) =>
          aSubmitResult({ serialNo: `T${i}`, fundId: part.fundId, amount: part.amount, linkSerialNo: 'L1' }),
        ),
      }),
    });
    fireEvent.change(await screen.findByLabelText('买入总金额（元）'), { target: { value: '50000000' } });
    fireEvent.click(screen.getByRole('button', { name: '生成拆单方案' }));
    const plan = await screen.findByRole('table', { name: '拆单方案' });
    expect(within(plan).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('共 2 笔，合计 50,000,000.00 元')).toBeTruthy();
    expect(gateway.requests('separateBillPlace')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '按方案下单' }));
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: '135790' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '按方案下单' }));
    expect(await screen.findByText('拆单委托已受理')).toBeTruthy();
    await waitFor(() => expect(gateway.requests('separateBillPlace')).toHaveLength(1));
    expect(gateway.requests('separateBillPlace')[0]).toMatchObject({
      amount: '50000000.00',
      parts: [
        { fundId: '000198', amount: '30000000.00' },
        { fundId: '000009', amount: '20000000.00' },
      ],
    });
  });
});
