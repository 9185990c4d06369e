import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { aDeal, aPrivateFundDetail, openPrivateTrade } from './testing';

afterEach(() => {
  cleanup();
});

describe('私募预约 (spec 02 §2 privatefundBuyIn, §4 order of checks, §5; issue 13 amounts)', () => {
  it('refuses an amount under the minimum or off the step as typed (core privateAmountRefusal)', async () => {
    openPrivateTrade('/private-trade/privatefundBuyIn?productId=SM0001', {
      privateFundDetail: aPrivateFundDetail,
    });
    const input = await screen.findByLabelText('预约金额（元）');
    fireEvent.change(input, { target: { value: '999999' } });
    expect(await screen.findByText('预约金额低于起投金额1000000.00元')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1050000' } });
    expect(await screen.findByText('预约金额须为起投金额1000000.00元加100000.00元的整数倍')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认预约' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server check refusal (risk, qualification, blacklist …) under the amount', async () => {
    openPrivateTrade('/private-trade/privatefundBuyIn?productId=SM0001', {
      privateFundDetail: aPrivateFundDetail,
      reserveCreateCheck: () => {
        throw new GatewayError(ErrorCode.PrivateBlacklisted);
      },
    });
    fireEvent.change(await screen.findByLabelText('预约金额（元）'), { target: { value: '1000000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认预约' }));
    expect(await screen.findByText('您的账户暂不支持预约私募产品，请联系客服')).toBeTruthy();
  });

  it('a qualification refusal of the check opens the authentication-required dialog (spec 02 §2 UI pieces)', async () => {
    openPrivateTrade('/private-trade/privatefundBuyIn?productId=SM0001', {
      privateFundDetail: aPrivateFundDetail,
      reserveCreateCheck: () => {
        throw new GatewayError(ErrorCode.PrivateQualificationExpired);
      },
    });
    fireEvent.change(await screen.findByLabelText('预约金额（元）'), { target: { value: '1000000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认预约' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('合格投资者认定');
    expect(screen.getByRole('button', { name: '去认定' })).toBeTruthy();
  });

  it('an expired assessment (FD4616) opens the purchase’s 风险测评 dialog; 去测评 leads to the questionnaire that returns here with the amount (spec 02 §5)', async () => {
    const { router, gateway } = openPrivateTrade('/private-trade/privatefundBuyIn?productId=SM0001', {
      privateFundDetail: aPrivateFundDetail,
      reserveCreateCheck: () => {
        throw new GatewayError(ErrorCode.RiskExpired);
      },
    });
    fireEvent.change(await screen.findByLabelText('预约金额（元）'), { target: { value: '1100000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认预约' }));
    const dialog = await screen.findByRole('dialog', { name: '风险测评' });
    expect(within(dialog).getByText('您的风险测评已过期，暂不能购买该类产品，请先更新风险测评')).toBeTruthy();
    // The dialog says it, not the amount's helper text.
    expect(screen.queryAllByText('您的风险测评已过期，暂不能购买该类产品，请先更新风险测评')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: '去测评' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/riskQuestions'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/private-trade/privatefundBuyIn?productId=SM0001&amount=1100000',
    );
    expect(gateway.requests('reserveCreate')).toHaveLength(0);
  });

  it('back from the questionnaire the amount is filled in; a missing assessment (FD4617) opens the dialog, 取消 closes it', async () => {
    openPrivateTrade('/private-trade/privatefundBuyIn?productId=SM0001&amount=1100000', {
      privateFundDetail: aPrivateFundDetail,
      reserveCreateCheck: () => {
        throw new GatewayError(ErrorCode.RiskMissing);
      },
    });
    expect((await screen.findByLabelText<HTMLInputElement>('预约金额（元）')).value).toBe('1100000');
    fireEvent.click(screen.getByRole('button', { name: '确认预约' }));
    const dialog = await screen.findByRole('dialog', { name: '风险测评' });
    expect(within(dialog).getByText('您尚未完成风险测评，请先完成风险测评')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '风险测评' })).toBeNull());
  });

  it('after the check asks the trade password, reserves and opens the buy-success page', async () => {
    const { gateway, router } = openPrivateTrade('/private-trade/privatefundBuyIn?productId=SM0001', {
      privateFundDetail: aPrivateFundDetail,
      reserveCreateCheck: () => ({}),
      reserveCreate: () => ({
        dealId: 'PD1',
        dealType: 'reserve',
        status: 'reserved',
        openDay: '2026-03-02',
      }),
      dealInfo: () => aDeal({ dealId: 'PD1' }),
    });
    fireEvent.change(await screen.findByLabelText('预约金额（元）'), { target: { value: '1100000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认预约' }));
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: '135790' } });
    const buttons = await screen.findAllByRole('button', { name: '确认预约' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/private-trade/privatefundBuySuccess'));
    expect(gateway.requests('reserveCreate')[0]).toMatchObject({ productId: 'SM0001', amount: '1100000' });
    expect(await screen.findByText('预约成功，请签署电子合同')).toBeTruthy();
  });
});

describe('deal detail (spec 02 §2 privatefundSubscriptionDetail; §7 deal/info, reserve/cancel)', () => {
  it('shows the facts, the next step with its action, and the trail with who and from where', async () => {
    openPrivateTrade('/trade/privatefundSubscriptionDetail/PD1', { dealInfo: () => aDeal() });
    expect(await screen.findByRole('heading', { name: '私募认购详情' })).toBeTruthy();
    // The page's parts come from more than one answer: wait for each rather than assume one render has them all.
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '交易进度' }).textContent).toContain(
        '王经办（op01） 127.0.0.1',
      ),
    );
    expect(screen.getAllByText('预约成功，待签署合同').length).toBeGreaterThan(0);
    expect(await screen.findByText('请签署电子合同')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '签署电子合同' })).toBeTruthy();
  });

  it('cancels after asking (确定撤销该笔交易？)', async () => {
    const { gateway } = openPrivateTrade('/trade/privatefundSubscriptionDetail/PD1', {
      dealInfo: () => aDeal(),
      reserveCancel: () => ({ dealId: 'PD1', status: 'cancelled' }),
      dealList: () => ({
        list: [],
        pagination: { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: 0 },
      }),
      tradeReminder: () => ({ list: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '撤销' }));
    expect(await screen.findByText('确定撤销该笔交易？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(gateway.requests('reserveCancel')).toEqual([{ dealId: 'PD1' }]));
  });

  it('a confirmed deal shows its NAV (模拟) and shares and offers no cancel', async () => {
    openPrivateTrade('/trade/privatefundSubscriptionDetail/PD1', {
      dealInfo: () =>
        aDeal({
          status: 'confirmed',
          nav: '1.2345',
          navSimulated: true,
          shares: '810044.55',
          nextStep: null,
        }),
    });
    expect(await screen.findByText('1.2345')).toBeTruthy();
    expect(screen.getByText('模拟')).toBeTruthy();
    expect(screen.getByText('810,044.55')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
  });
});

describe('payment (spec 02 §2 /trade/payment/:dealId/:dealType; §7 deal/confirm/pay_method)', () => {
  it('confirms the chosen method of a paying deal', async () => {
    const { gateway } = openPrivateTrade('/trade/payment/PD1/reserve', {
      dealInfo: () => aDeal({ status: 'paying', nextStep: 'payment' }),
      getPayMethod: () => ({
        dealId: 'PD1',
        amount: '1000000.00',
        methods: [
          { payMethod: 'transfer', name: '银行转账' },
          { payMethod: 'agreement', name: '协议支付' },
        ],
        chosen: null,
      }),
      confirmPayMethod: () => ({ dealId: 'PD1', status: 'paid' }),
      dealList: () => ({
        list: [],
        pagination: { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: 0 },
      }),
      tradeReminder: () => ({ list: [] }),
    });
    fireEvent.click(await screen.findByLabelText('协议支付'));
    fireEvent.click(screen.getByRole('button', { name: '确认付款方式' }));
    await waitFor(() =>
      expect(gateway.requests('confirmPayMethod')).toEqual([{ dealId: 'PD1', payMethod: 'agreement' }]),
    );
  });

  it('a deal waiting for its double recording says so and offers 去双录', async () => {
    openPrivateTrade('/trade/payment/PD1/reserve', {
      dealInfo: () => aDeal({ status: 'signed', nextStep: 'doubleRecord' }),
      getPayMethod: () => ({ dealId: 'PD1', amount: '1000000.00', methods: [], chosen: null }),
    });
    expect(await screen.findByText('请先完成双录后再付款')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去双录' })).toBeTruthy();
  });
});

describe('positions and reminders (spec 02 §2 privatePositionDetails; issue 13 §4 tradeReminder)', () => {
  it('lists the private positions with the total market value', async () => {
    openPrivateTrade('/private-asset/privatePositionDetails', {
      privatePositionDetails: () => ({
        totalMarketValue: '1000000.00',
        list: [
          {
            productId: 'SM0001',
            productName: '明岳稳健1号',
            manager: '明岳投资管理有限公司',
            shares: '810044.55',
            available: '810044.55',
            cost: '1000000.00',
            nav: '1.2345',
            navDate: '2026-03-02',
            navSimulated: true,
            marketValue: '1000000.00',
            nextOpenDay: '2026-04-01',
          },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: '私募持仓' });
    // The table's frame shows before its rows arrive.
    await waitFor(() => expect(table.textContent).toContain('明岳稳健1号（SM0001）'));
    expect(screen.getByRole('link', { name: '赎回 明岳稳健1号' }).getAttribute('href')).toBe(
      '/private-trade/privatefundSell?productId=SM0001',
    );
  });

  it('lists the deals waiting for a step with the step named', async () => {
    openPrivateTrade('/dataService/tradeReminder', {
      tradeReminder: () => ({ list: [{ ...aDeal(), nextStep: 'payment' }] }),
      dealList: () => ({
        list: [aDeal()],
        pagination: { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: 1 },
      }),
    });
    const table = await screen.findByRole('table', { name: '待办事项' });
    await waitFor(() => expect(table.textContent).toContain('请确认付款方式并付款'));
  });

  it('an organisation that is not a qualified investor sees the refusal with 去认定 on 私募持仓 and 交易提醒, not an empty table (spec 02 §2 authentication required; seen in chromium as op01)', async () => {
    const refuse = () => {
      throw new GatewayError(ErrorCode.PrivateNotQualified);
    };
    openPrivateTrade('/private-asset/privatePositionDetails', { privatePositionDetails: refuse });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('合格投资者认定');
    expect(within(notice).getByRole('link', { name: '去认定' }).getAttribute('href')).toBe(
      '/private-account/chooseType',
    );
    expect(screen.queryByRole('table', { name: '私募持仓' })).toBeNull();
    cleanup();
    openPrivateTrade('/dataService/tradeReminder', {
      tradeReminder: refuse,
      dealList: refuse,
      getOrderPaySequenceList: refuse,
    });
    const reminderNotice = await screen.findByRole('status');
    expect(within(reminderNotice).getByRole('link', { name: '去认定' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: '待办事项' })).toBeNull();
  });

  it('reorders the paid deals and saves the pay sequence (spec 02 §7 modify_order_pay_sequence)', async () => {
    const page = { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: 0 };
    const { gateway } = openPrivateTrade('/dataService/tradeReminder', {
      tradeReminder: () => ({ list: [] }),
      dealList: () => ({ list: [], pagination: page }),
      getOrderPaySequenceList: () => ({
        list: [
          { ...aDeal({ dealId: 'PD1', status: 'paid' }), sequence: 1 },
          { ...aDeal({ dealId: 'PD2', status: 'paid' }), sequence: 2 },
        ],
      }),
      modifyOrderPaySequence: (request) => request,
    });
    fireEvent.click(await screen.findByRole('button', { name: '上移 PD2' }));
    fireEvent.click(screen.getByRole('button', { name: '保存付款顺序' }));
    await waitFor(() =>
      expect(gateway.requests('modifyOrderPaySequence')).toEqual([{ dealIds: ['PD2', 'PD1'] }]),
    );
  });
});
