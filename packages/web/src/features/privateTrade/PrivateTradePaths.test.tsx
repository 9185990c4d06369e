import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { aDeal, aPrivateFundDetail, openPrivateTrade } from './testing';

afterEach(() => {
  cleanup();
});

/** deal/charge of 1,100,000.00 yuan at 1.20 % with 8折 (0.96 %): fee 10,560.00. */
const chargeOf = () => ({
  productId: 'SM0001',
  amount: '1100000.00',
  rateE6: 12_000,
  discountE4: 8_000,
  discountedRateE6: 9_600,
  fee: '10560.00',
  total: '1110560.00',
  simulated: true,
});

const notOpened = () => ({ opened: false, openedAt: null, openedByName: null, openedByLogin: null });

describe('私募预约: the fee and online trading (spec 02 §7 deal/charge, account/*online_trade_type)', () => {
  it('the confirmation shows the fee of the checked amount: rate (模拟), discount, fee and total', async () => {
    const { gateway } = openPrivateTrade('/private-trade/privatefundBuyIn?productId=SM0001', {
      privateFundDetail: aPrivateFundDetail,
      reserveCreateCheck: () => ({}),
      dealCharge: chargeOf,
      checkOnlineTradeType: notOpened,
    });
    fireEvent.change(await screen.findByLabelText('预约金额（元）'), { target: { value: '1100000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认预约' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('10,560.00')).toBeTruthy());
    expect(within(dialog).getByText('1.20%')).toBeTruthy();
    expect(within(dialog).getByText('8.0折')).toBeTruthy();
    expect(within(dialog).getByText('1,110,560.00')).toBeTruthy();
    expect(within(dialog).getByText('认购费在认购金额之外另行收取；认购份额按认购金额计算')).toBeTruthy();
    expect(gateway.requests('dealCharge')).toEqual([{ productId: 'SM0001', amount: '1100000' }]);
  });

  it('线上交易 未开通 offers 开通线上交易, which opens it and then shows who and when', async () => {
    let opened = false;
    const { gateway } = openPrivateTrade('/private-trade/privatefundBuyIn?productId=SM0001', {
      privateFundDetail: aPrivateFundDetail,
      checkOnlineTradeType: () =>
        opened
          ? {
              opened: true,
              openedAt: '2026-02-13T14:00:00+08:00',
              openedByName: '王经办',
              openedByLogin: 'op01',
            }
          : notOpened(),
      openOnlineTradeType: () => {
        opened = true;
        return {};
      },
    });
    expect(await screen.findByText('未开通')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开通线上交易' }));
    expect(await screen.findByText('已开通（王经办（op01），2026-02-13 14:00:00）')).toBeTruthy();
    expect(gateway.requests('openOnlineTradeType')).toEqual([{}]);
  });
});

describe('payment: the fee of the deal (spec 02 §7 deal/charge)', () => {
  it('shows the fee and the total to pay', async () => {
    const { gateway } = openPrivateTrade('/trade/payment/PD1/reserve', {
      dealInfo: () => aDeal({ status: 'paying', nextStep: 'payment' }),
      getPayMethod: () => ({ dealId: 'PD1', amount: '1100000.00', methods: [], chosen: null }),
      dealCharge: chargeOf,
    });
    expect(await screen.findByText('1,110,560.00')).toBeTruthy();
    expect(gateway.requests('dealCharge')).toEqual([{ dealId: 'PD1' }]);
  });
});

describe('deal detail: 交易文件 (spec 02 §7 v2 deal/materials)', () => {
  it('lists each document with its signed/read state and time; the contract offers its download', async () => {
    openPrivateTrade('/trade/privatefundSubscriptionDetail/PD1', {
      dealInfo: () => aDeal(),
      dealMaterials: () => ({
        dealId: 'PD1',
        list: [
          {
            materialId: 'CTabc',
            kind: 'contract',
            title: '私募基金电子合同',
            action: 'sign',
            state: 'pending',
            doneAt: null,
            downloadable: true,
          },
          {
            materialId: 'CTabc-requisition',
            kind: 'requisition',
            title: '交易申请书',
            action: 'sign',
            state: 'done',
            doneAt: '2026-02-13T14:05:00+08:00',
            downloadable: false,
          },
          {
            materialId: 'SM0001-risk',
            kind: 'riskDisclosure',
            title: '风险揭示书',
            action: 'read',
            state: 'pending',
            doneAt: null,
            downloadable: false,
          },
          {
            materialId: 'SM0001-monthly-2026-01',
            kind: 'report',
            title: '产品月报（2026-01）',
            action: 'none',
            state: 'reference',
            doneAt: null,
            downloadable: false,
          },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: '交易文件' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent))).toEqual([
      ['私募基金电子合同', '待签署', '--', '下载合同'],
      ['交易申请书', '已签署', '2026-02-13 14:05:00', ''],
      ['风险揭示书', '待阅读', '--', ''],
      ['产品月报（2026-01）', '仅供参阅', '--', ''],
    ]);
  });

  it('confirming an applied redemption shows its estimate (v2 redemption/apply/confirm/check) before the password', async () => {
    openPrivateTrade('/trade/privatefundRedemptionDetail/PD2', {
      dealInfo: () =>
        aDeal({
          dealId: 'PD2',
          dealType: 'rdm',
          status: 'applied',
          amount: null,
          shares: '400000.00',
          contract: null,
          nextStep: 'redemption',
        }),
      redemptionConfirmCheck: () => ({
        productId: 'SM0001',
        productName: '明岳稳健1号',
        shares: '500000.00',
        available: '100000.00',
        minimumHolding: '100000.00',
        openDay: '2026-03-02',
        lastNav: '1.2345',
        lastNavDate: '2026-02-12',
        navSimulated: true,
        dealId: 'PD2',
        askedShares: '400000.00',
        estimatedAmount: '493800.00',
        estimated: true,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '确认赎回' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('493,800.00')).toBeTruthy());
    expect(
      within(dialog).getByText('按最新净值1.2345（2026-02-12）估算，实际以开放日2026-03-02净值确认为准'),
    ).toBeTruthy();
  });
});

describe('私募赎回: the confirmation facts and the check (spec 02 §7 redemption/confirm_info, v2 redemption/apply/check)', () => {
  const info = () => ({
    productId: 'SM0001',
    productName: '明岳稳健1号',
    shares: '500000.00',
    available: '500000.00',
    minimumHolding: '100000.00',
    openDay: '2026-03-02',
    lastNav: '1.2345',
    lastNavDate: '2026-02-12',
    navSimulated: true,
  });

  it('shows the holding in 份 (shares formatter), the minimum holding, the open day and the last NAV (模拟)', async () => {
    openPrivateTrade('/private-trade/privatefundSell?productId=SM0001', { redemptionConfirmInfo: info });
    expect(await screen.findByText('最低持有份额（份）')).toBeTruthy();
    expect(screen.getAllByText('500,000.00')).toHaveLength(2);
    expect(screen.getByText('100,000.00')).toBeTruthy();
    expect(screen.getByText('2026-03-02')).toBeTruthy();
    expect(screen.getByText('1.2345（2026-02-12）')).toBeTruthy();
    expect(screen.getByText('模拟')).toBeTruthy();
  });

  it('refuses as typed a partial redemption leaving less than the minimum holding (FD4818)', async () => {
    openPrivateTrade('/private-trade/privatefundSell?productId=SM0001', { redemptionConfirmInfo: info });
    fireEvent.change(await screen.findByLabelText('份额（份）'), { target: { value: '450000' } });
    expect(
      await screen.findByText(
        '赎回后剩余份额50000.00份低于最低持有份额100000.00份，请全部赎回或减少赎回份额',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交赎回申请' }).hasAttribute('disabled')).toBe(true);
  });

  it('checks on the server, applies, and asks the password with the estimated amount', async () => {
    const { gateway } = openPrivateTrade('/private-trade/privatefundSell?productId=SM0001', {
      redemptionConfirmInfo: info,
      redemptionApplyCheck: () => ({
        ...info(),
        askedShares: '400000.00',
        estimatedAmount: '493800.00',
        estimated: true,
      }),
      redemptionApply: () => ({ dealId: 'PD2', dealType: 'rdm', status: 'applied', openDay: '2026-03-02' }),
    });
    fireEvent.change(await screen.findByLabelText('份额（份）'), { target: { value: '400000' } });
    fireEvent.click(screen.getByRole('button', { name: '提交赎回申请' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('493,800.00')).toBeTruthy();
    expect(within(dialog).getByText('400,000.00')).toBeTruthy();
    expect(gateway.requests('redemptionApplyCheck')).toEqual([{ productId: 'SM0001', shares: '400000' }]);
    expect(gateway.requests('redemptionApply')).toEqual([{ productId: 'SM0001', shares: '400000' }]);
  });

  it("shows the server check's refusal under the shares and does not apply", async () => {
    const { gateway } = openPrivateTrade('/private-trade/privatefundSell?productId=SM0001', {
      redemptionConfirmInfo: info,
      redemptionApplyCheck: () => {
        throw new GatewayError(ErrorCode.PrivateSharesInvalid, undefined, {
          detail: { available: '300000.00' },
        });
      },
    });
    fireEvent.change(await screen.findByLabelText('份额（份）'), { target: { value: '400000' } });
    fireEvent.click(screen.getByRole('button', { name: '提交赎回申请' }));
    expect(
      await screen.findByText('请输入正确的赎回份额（大于0且不超过可赎回份额300000.00份）'),
    ).toBeTruthy();
    expect(gateway.requests('redemptionApply')).toEqual([]);
  });
});
