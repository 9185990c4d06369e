import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { aMaskedProduct, aPrivateProduct, openPrivateFund } from './testing';

beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
afterEach(() => {
  cleanup();
  sessionStore.set({});
});

const listOf = (qualified: boolean) => () => ({
  qualified,
  total: 2,
  products: qualified
    ? [
        aPrivateProduct(),
        aPrivateProduct({
          productId: 'SM0003',
          productName: '远望股票多头1号私募证券投资基金',
          reserveStatus: '2',
          reserveName: '未开始',
        }),
      ]
    : [aMaskedProduct(), aMaskedProduct({ productId: 'SM0003' })],
  managers: qualified ? [{ managerCode: 'PM02', managerName: '澄川资产管理有限公司' }] : [],
});

describe('私募证券 /product/privatefundSupermarket (spec 03 §2; issue 13 §3)', () => {
  it('masked for a non-qualified organisation: banner to 去认定, no manager filter, and a masked row opens the authentication-required dialog', async () => {
    openPrivateFund('/product/privatefundSupermarket', { privateFundList: listOf(false) });
    const table = await screen.findByRole('table', { name: '私募产品列表' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByText(/私募产品仅向合格投资者展示/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('管理人').disabled).toBe(true);
    expect(within(table).getAllByText('认定后可见')).toHaveLength(2);
    fireEvent.click(within(table).getAllByRole('button', { name: '****私募证券投资基金' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('您尚未通过合格投资者认定');
    expect(within(dialog).getByRole('button', { name: '去认定' })).toBeTruthy();
  });

  it('qualified: names link to the detail; the filters send strategy, risk, reserve status and manager', async () => {
    const { gateway } = openPrivateFund('/product/privatefundSupermarket', { privateFundList: listOf(true) });
    const link = await screen.findByRole('link', { name: '澄川量化中性1号私募证券投资基金' });
    expect(link.getAttribute('href')).toBe('/product/privatefundDetail/SM0001?productId=SM0001');
    expect(screen.getByRole('link', { name: '投资者认定' }).getAttribute('href')).toBe(
      '/private-account/chooseType',
    );
    expect(screen.getAllByText('100万元')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('投资策略'), { target: { value: 'cta' } });
    fireEvent.change(screen.getByLabelText('风险等级'), { target: { value: 'zxfxdj_5' } });
    fireEvent.change(screen.getByLabelText('预约状态'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('管理人'), { target: { value: 'PM02' } });
    await waitFor(() =>
      expect(gateway.requests('privateFundList').at(-1)).toEqual({
        strategy: 'cta',
        productRiskCode: 'zxfxdj_5',
        reserveStatus: '1',
        managerCode: 'PM02',
        page: 1,
        size: 20,
      }),
    );
  });
});

const detail = {
  privateFundDetail: () => ({
    product: {
      ...aPrivateProduct(),
      privateInvest: '境内上市股票、股指期货、债券及货币市场工具。',
      manageInvest: '多因子选股构建多头组合。',
      marketingCopy: '对冲市场波动，力求绝对收益。',
      inceptionDate: '2022-02-02',
      benchmarkCode: '399300',
      benchmarkName: '沪深300',
      reserveStart: '2026-02-11',
      reserveEnd: '2026-03-09',
    },
    indicators: [
      { period: '3m', productReturn: '1.20', benchmarkReturn: '-0.50', excessReturn: '1.70' },
      { period: 'since', productReturn: '12.34', benchmarkReturn: null, excessReturn: null },
    ],
    risk: {
      from: '2022-02-07',
      to: '2026-02-12',
      annualisedReturn: '2.95',
      volatility: '7.90',
      maxDrawdown: '6.10',
      sharpe: '0.18',
      calmar: '0.48',
    },
    materials: [{ materialId: 'SM0001-contract', title: '基金合同', date: '2022-02-02' }],
    announcements: [{ id: 'a1', title: '关于澄川量化中性1号2026-02-10开放日的公告', date: '2026-02-09' }],
  }),
  privateFundNav: () => ({
    benchmarkCode: '399300',
    benchmarkName: '沪深300',
    dates: ['2026-02-11', '2026-02-12'],
    navs: ['1.1200', '1.1234'],
    productReturns: ['0.00', '0.30'],
    benchmarkReturns: ['0.00', null],
  }),
};

describe('私募产品详情 /product/privatefundDetail/:id (spec 03 §2; issue 13 §3)', () => {
  it('shows the facts, reserve window, indicators vs benchmark, risk indicators, materials and announcements; 预约 goes to the buy-in page', async () => {
    openPrivateFund('/product/privatefundDetail/SM0001?productId=SM0001', detail);
    const facts = await screen.findByTestId('private-facts');
    expect(facts.textContent).toContain('2026-02-11 至 2026-03-09');
    expect(facts.textContent).toContain('沪深300');
    const indicators = screen.getByRole('table', { name: '业绩指标' });
    expect(within(indicators).getAllByRole('row')[1]!.textContent).toContain('+1.70%');
    expect(screen.getByRole('table', { name: '风险指标' }).textContent).toContain('6.10%');
    expect(screen.getByRole('list', { name: '销售材料' }).textContent).toContain('基金合同');
    expect(screen.getByRole('list', { name: '产品公告' }).textContent).toContain('开放日的公告');
    expect(screen.getByRole('link', { name: '预约' }).getAttribute('href')).toBe(
      '/private-trade/privatefundBuyIn?productId=SM0001',
    );
    expect(await screen.findByTestId('private-nav-chart')).toBeTruthy();
    expect(screen.getByTestId('benchmark-note').textContent).toBe('沪深300行情数据截至2026-02-11');
  });

  it('a refusal for qualification (FD3100) opens the authentication-required dialog', async () => {
    openPrivateFund('/product/privatefundDetail/SM0001', {
      privateFundDetail: () => {
        throw new GatewayError(ErrorCode.PrivateNotQualified);
      },
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('您尚未通过合格投资者认定');
  });
});

const noQualification = {
  assetStatus: '0',
  qualifyStatus: '0',
  professionalStatus: '0',
  mayReassess: true,
  investTypeConfirmInfoList: [],
  investApplyInfoList: [],
  investYears: '',
  financialCondition: '',
};

describe('投资者认定 /private-account/chooseType and the questionnaire (spec 02 §4, §5; issue 13 §2)', () => {
  it('lists the three investor types with their state; one who may not assess reads 请联系管理员进行投资者认定', async () => {
    openPrivateFund('/private-account/chooseType', {
      queryInvestQualification: () => ({
        ...noQualification,
        mayReassess: false,
        investTypeConfirmInfoList: [
          {
            investType: '1',
            confirmStatus: '2',
            confirmedAt: '2025-02-10 10:00:00',
            expireDate: '2026-02-09',
          },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: '投资者认定状态' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]!.textContent).toContain('已过期');
    expect(rows[1]!.textContent).toContain('2026-02-09');
    expect(screen.getByTestId('contact-admin').textContent).toBe('请联系管理员进行投资者认定');
    expect(within(rows[1]!).getByRole<HTMLButtonElement>('button', { name: '重新认定' }).disabled).toBe(true);
  });

  it('a type recognised after an approved application reads 已认定 once, not the tag and the application state both (seen in chromium)', async () => {
    openPrivateFund('/private-account/chooseType', {
      queryInvestQualification: () => ({
        ...noQualification,
        qualifyStatus: '1',
        investTypeConfirmInfoList: [
          {
            investType: '1',
            confirmStatus: '1',
            confirmedAt: '2026-02-13 10:00:00',
            expireDate: '2027-02-12',
          },
        ],
        investApplyInfoList: [
          {
            applyId: '1',
            investType: '1',
            applyStatus: 'confirmed',
            confirmStatus: 'confirmed',
            failureReason: '',
            appliedAt: '2026-02-13 09:00:00',
            appliedBy: '张伟',
            expectedFrom: '2026-02-16',
            expectedBy: '2026-02-17',
          },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: '投资者认定状态' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('已认定');
  });

  it('confirm without a history choice says 请选择您的投资经历, without a financial one 请选择您的财务条件; then submits the mapped payload', async () => {
    const { gateway } = openPrivateFund('/private-account/questionnaire?type=2', {
      selfConfirmInfo: () => ({ selfConfirmResponse: null, investYears: '', financialCondition: '' }),
      selfConfirm: () => ({
        applyId: '7',
        investType: '2',
        applyStatus: '0',
        confirmStatus: '',
        failureReason: '',
        appliedAt: '2026-02-13 14:00:00',
        appliedBy: '张操作',
        expectedFrom: '2026-02-24',
        expectedBy: '2026-02-25',
      }),
      queryInvestQualification: () => noQualification,
    });
    const confirm = await screen.findByRole('button', { name: '确认' });
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe('请选择您的投资经历');
    fireEvent.click(screen.getByLabelText('具有1年以上投资经历'));
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('请选择您的财务条件'));
    fireEvent.click(screen.getByLabelText('最近1年末净资产不低于1000万元，且金融资产不低于500万元'));
    expect(screen.getByTestId('professional-statement')).toBeTruthy();
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('请阅读并勾选转化为专业投资者的声明'),
    );
    fireEvent.click(screen.getByLabelText('我已阅读并同意上述转化声明'));
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(gateway.requests('selfConfirm')).toEqual([
        {
          selfInvestYears: '2',
          customType: '2',
          assetIncome: '0',
          financialAsset: '2',
          professionalStatement: true,
          eSignConsent: false,
          eSignRequired: false,
        },
      ]),
    );
  });
});

describe('投资者认定审核 /account/qualificationReview (issue 13 §2)', () => {
  it('approves an application under review with the decision call', async () => {
    const { gateway } = openPrivateFund('/account/qualificationReview', {
      qualificationReviewList: () => ({
        applications: [
          {
            applyId: '7',
            investType: '1',
            applyStatus: '0',
            confirmStatus: '',
            failureReason: '',
            appliedAt: '2026-02-13 14:00:00',
            appliedBy: '张操作',
            expectedFrom: '2026-02-24',
            expectedBy: '2026-02-25',
            groupId: '10000001',
            corpName: '鼎元投资管理有限公司',
            historyChoice: '0',
            financeChoice: '0',
            professionalStatement: false,
          },
        ],
      }),
      qualificationReviewDecide: () => ({
        applyId: '7',
        investType: '1',
        applyStatus: 'confirmed',
        confirmStatus: 'confirmed',
        failureReason: '',
        appliedAt: '2026-02-13 14:00:00',
        appliedBy: '张操作',
        expectedFrom: '2026-02-24',
        expectedBy: '2026-02-25',
      }),
    });
    const table = await screen.findByRole('table', { name: '待审核的投资者认定申请' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table.textContent).toContain('鼎元投资管理有限公司');
    fireEvent.change(within(table).getByLabelText('原因'), { target: { value: '材料齐全' } });
    fireEvent.click(within(table).getByRole('button', { name: '通过' }));
    await waitFor(() =>
      expect(gateway.requests('qualificationReviewDecide')).toEqual([
        { applyId: '7', decision: 'approve', reason: '材料齐全' },
      ]),
    );
  });
});
