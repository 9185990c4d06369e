import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import { aHolding, aSubmitResult, TODAY_TIMING, openTrading } from './testing/tradingFixtures';

const SUPER = '/trade/superTransform?fundCode=110011';

const target = {
  fundId: '000198',
  fundName: '天弘余额宝货币',
  fundTypeCode: '2' as const,
  fundRiskLevel: 'zxfxdj_1' as const,
  openDayCode: '230' as const,
  buyRate: [],
};

const legs = (request: unknown) => ({
  fromFundId: '110011',
  toFundId: (request as { toFundId: string }).toFundId,
  shares: '10000.00',
  redeemAmount: '20000.00',
  redemptionFee: '100.00',
  proceeds: '19900.00',
  purchaseFee: '0.00',
  purchaseNetAmount: '19900.00',
  estimatedTargetShares: '19900.00',
  purchaseTradeDay: '2026-11-26',
  purchaseConfirmDay: '2026-11-27',
  ...TODAY_TIMING,
});

describe('super convert (spec 02 §2 superTransform, §4 agreement type 3, §7 super transfer; issue 12 §4)', () => {
  beforeAll(async () => {
    await import('./SuperConvertPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('an unsigned agreement type 3 shows the sign prompt instead of the form', async () => {
    openTrading(SUPER, {
      superConvertPreInfo: () => ({
        holding: aHolding(),
        targets: [],
        agreementSigned: false,
        ...TODAY_TIMING,
      }),
    });
    expect(await screen.findByText('超级转换需先签署《超级转换服务协议》')).toBeTruthy();
    expect(screen.getByRole('button', { name: '阅读并签署协议' })).toBeTruthy();
    expect(screen.queryByLabelText('转换份额（份）')).toBeNull();
  });

  it('both legs side by side from the estimate, then confirm sends the shown trade day; the result names the link', async () => {
    const { gateway } = openTrading(SUPER, {
      superConvertPreInfo: () => ({
        holding: aHolding(),
        targets: [target],
        agreementSigned: true,
        ...TODAY_TIMING,
      }),
      superConvertPredictFee: legs,
      superConvertConfirm: () =>
        aSubmitResult({ tradeType: 'redemption', shares: '10000.00', linkSerialNo: 'T202611250002' }),
    });
    const select = await screen.findByLabelText<HTMLSelectElement>('转入基金');
    expect([...select.options].map((option) => option.value)).toEqual(['', '000198']);
    fireEvent.change(select, { target: { value: '000198' } });
    fireEvent.change(screen.getByLabelText('转换份额（份）'), { target: { value: '10000' } });
    const redeem = await screen.findByLabelText('第一步：赎回 易方达优质精选混合');
    expect(redeem.textContent).toContain('100.00元');
    const purchase = screen.getByLabelText('第二步：申购 天弘余额宝货币');
    expect(purchase.textContent).toContain('19,900.00元');
    expect(purchase.textContent).toContain('2026-11-27');
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '确认超级转换' }).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: '确认超级转换' }));
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: '135790' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认超级转换' }));
    expect(await screen.findByText('超级转换申请已受理')).toBeTruthy();
    expect(screen.getByText('关联单号：T202611250002')).toBeTruthy();
    expect(gateway.requests('superConvertConfirm')).toEqual([
      expect.objectContaining({
        fromFundId: '110011',
        toFundId: '000198',
        shares: '10000',
        all: false,
        tradeDay: '2026-11-25',
      }),
    ]);
  });
});
