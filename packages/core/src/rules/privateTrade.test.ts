import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  afterContractStatus,
  missingItemsText,
  confirmTimeRefusal,
  dealNextStep,
  dealOperationRefusal,
  privateAmountRefusal,
  privateDealDetailPath,
  privateRedeemRefusal,
  reserveCheckRefusal,
  reserveStatusOn,
  reserveWindowRefusal,
  type ReserveCheckInput,
} from './privateTrade.js';

const complete: ReserveCheckInput = {
  today: '2026-03-02',
  riskLevel: 'zxfxdj_5',
  riskExpireDate: '2026-12-31',
  qualificationCode: null,
  productRiskLevel: 'zxfxdj_4',
  idDocument: { onFile: true, validTo: '2030-01-01' },
  tradeInfo: {
    isBlackRose: false,
    registerProgress: '4',
    job: true,
    address: true,
    crs: true,
    lcs: true,
  },
};

describe('privateAmountRefusal: amounts under the product minimum or not in its step (issue 13; spec 02 §5)', () => {
  it('accepts the minimum and the minimum plus whole steps', () => {
    expect(privateAmountRefusal('1000000', '1000000', '100000')).toBeNull();
    expect(privateAmountRefusal('1300000.00', '1000000', '100000')).toBeNull();
  });
  it('refuses under the minimum with FD4867 and the minimum', () => {
    expect(privateAmountRefusal('999999.99', '1000000', '100000')).toEqual({
      code: ErrorCode.PrivateAmountBelowMinimum,
      params: { minimum: '1000000.00' },
    });
  });
  it('refuses an amount off the step with FD4868', () => {
    expect(privateAmountRefusal('1050000', '1000000', '100000')?.code).toBe(ErrorCode.PrivateAmountNotInStep);
  });
  it('refuses what is not an amount with FD4876', () => {
    for (const bad of ['', 'abc', '-1000000', '1000000.001', '0'])
      expect(privateAmountRefusal(bad, '1000000', '100000')?.code).toBe(ErrorCode.PrivateAmountInvalid);
  });
});

describe('reserve window (spec 02 §4, §9: 1 in progress, 2 not started, 3 ended)', () => {
  it('derives the status from the window and refuses outside it', () => {
    const window = { start: '2026-03-01', end: '2026-03-10' };
    expect(reserveStatusOn(window, '2026-02-28')).toBe('2');
    expect(reserveStatusOn(window, '2026-03-10')).toBe('1');
    expect(reserveStatusOn(window, '2026-03-11')).toBe('3');
    expect(reserveWindowRefusal('1')).toBeNull();
    expect(reserveWindowRefusal('2')?.code).toBe(ErrorCode.PrivateReserveNotStarted);
    expect(reserveWindowRefusal('3')?.code).toBe(ErrorCode.PrivateReserveEnded);
  });
});

describe('reserveCheckRefusal: the order of checks (spec 02 §4 risk assessment, qualification, risk match; §5)', () => {
  it('passes a complete, qualified, matched investor', () => {
    expect(reserveCheckRefusal(complete)).toBeNull();
  });
  it('checks the risk assessment first, before the qualification', () => {
    const unqualified = { ...complete, qualificationCode: 'FD9999' };
    expect(reserveCheckRefusal({ ...unqualified, riskLevel: null, riskExpireDate: null })?.code).toBe(
      ErrorCode.RiskMissing,
    );
    expect(reserveCheckRefusal({ ...unqualified, riskExpireDate: '2026-03-01' })?.code).toBe(
      ErrorCode.RiskExpired,
    );
  });
  it('then the qualification (its own code), before the risk match', () => {
    expect(
      reserveCheckRefusal({ ...complete, qualificationCode: 'FD9999', riskLevel: 'zxfxdj_1' })?.code,
    ).toBe('FD9999');
  });
  it('then the risk match: a product above the investor is refused', () => {
    expect(reserveCheckRefusal({ ...complete, riskLevel: 'zxfxdj_3' })?.code).toBe(
      ErrorCode.PrivateRiskMismatch,
    );
  });
  it('then blacklist, registration progress 3/4, the ID document (the purchase rule) and the missing items in order', () => {
    const info = complete.tradeInfo;
    expect(reserveCheckRefusal({ ...complete, tradeInfo: { ...info, isBlackRose: true } })?.code).toBe(
      ErrorCode.PrivateBlacklisted,
    );
    expect(reserveCheckRefusal({ ...complete, tradeInfo: { ...info, registerProgress: '2' } })?.code).toBe(
      ErrorCode.PrivateNotRegistered,
    );
    expect(reserveCheckRefusal({ ...complete, tradeInfo: { ...info, registerProgress: '3' } })).toBeNull();
    expect(reserveCheckRefusal({ ...complete, idDocument: { onFile: true, validTo: '2026-03-01' } })).toEqual(
      {
        code: ErrorCode.IdDocumentExpired,
        params: { validTo: '2026-03-01' },
      },
    );
    // idDocumentPurchaseRefusal: valid through its last day; long-term and none on file are not refused.
    expect(
      reserveCheckRefusal({ ...complete, idDocument: { onFile: true, validTo: '2026-03-02' } }),
    ).toBeNull();
    expect(reserveCheckRefusal({ ...complete, idDocument: { onFile: true, validTo: null } })).toBeNull();
    expect(reserveCheckRefusal({ ...complete, idDocument: { onFile: false, validTo: null } })).toBeNull();
    expect(
      reserveCheckRefusal({
        ...complete,
        idDocument: { onFile: true, validTo: '2025-06-30' },
        tradeInfo: { ...info, registerProgress: '2' },
      })?.code,
    ).toBe(ErrorCode.PrivateNotRegistered);
    expect(reserveCheckRefusal({ ...complete, tradeInfo: { ...info, crs: false, job: false } })).toEqual({
      code: ErrorCode.PrivateInfoMissing,
      params: { items: 'job,crs' },
    });
    expect(missingItemsText('job,crs')).toBe('职业、税收居民身份');
  });
});

describe('deal states (spec 02 §7 private trade paths)', () => {
  it('allows each operation only from its states', () => {
    expect(dealOperationRefusal('signContract', 'reserved')).toBeNull();
    expect(dealOperationRefusal('signContract', 'paid')?.code).toBe(ErrorCode.PrivateDealStateInvalid);
    expect(dealOperationRefusal('cancel', 'paid')?.code).toBe(ErrorCode.PrivateDealStateInvalid);
    expect(dealOperationRefusal('revokePaid', 'paid')).toBeNull();
    expect(dealOperationRefusal('confirmRedemption', 'applied')).toBeNull();
  });
  it('goes to double recording after the contract only when required and not passed', () => {
    expect(afterContractStatus(true, false)).toBe('signed');
    expect(afterContractStatus(true, true)).toBe('paying');
    expect(afterContractStatus(false, false)).toBe('paying');
  });
  it('names the next step of each state', () => {
    expect(dealNextStep('reserved')).toBe('contract');
    expect(dealNextStep('paid')).toBe('openDay');
    expect(dealNextStep('confirmed')).toBeNull();
  });
  it('routes a deal detail by type reserve, rdm, other (spec 02 §2)', () => {
    expect(privateDealDetailPath('reserve', 'PD1')).toBe('/trade/privatefundSubscriptionDetail/PD1');
    expect(privateDealDetailPath('rdm', 'PD2')).toBe('/trade/privatefundRedemptionDetail/PD2');
    expect(privateDealDetailPath('other', 'PD3')).toBe('/trade/privatefundOtherDetail/PD3');
  });
});

describe('contract confirmation with server time and redemption shares (spec 02 §7, §8 请重新尝试)', () => {
  it('refuses a confirmTime more than 5 minutes off with FD4873', () => {
    expect(confirmTimeRefusal(1_000_000, 1_000_000 + 299_000)).toBeNull();
    expect(confirmTimeRefusal(1_000_000, 1_000_000 + 301_000)?.code).toBe(ErrorCode.PrivateConfirmFailed);
  });
  it('refuses redemption shares above the available or not positive', () => {
    expect(privateRedeemRefusal('100.00', '100')).toBeNull();
    expect(privateRedeemRefusal('100.01', '100')).toEqual({
      code: ErrorCode.PrivateSharesInvalid,
      params: { available: '100.00' },
    });
    expect(privateRedeemRefusal('0', '100')?.code).toBe(ErrorCode.PrivateSharesInvalid);
  });
});
