import { describe, expect, it } from 'vitest';
import { account, asset, firstLogin, password, trade } from '../api/index.js';
import { ErrorCode } from '../errors/catalogue.js';
import { firstLoginRefusal, pendingFirstLoginSettings } from './firstLoginGate.js';

describe('first-login gate (spec 01 §4.2 forced settings; issue 16 finding 3)', () => {
  it('pending: the initial login password for anyone; the trade password only for roles that place orders', () => {
    expect(pendingFirstLoginSettings({ roles: ['op'], hasLoginPwd: false, hasTradePwd: false })).toEqual([
      'loginPwd',
      'tradePwd',
    ]);
    expect(
      pendingFirstLoginSettings({ roles: ['treasurer'], hasLoginPwd: true, hasTradePwd: false }),
    ).toEqual(['tradePwd']);
    expect(pendingFirstLoginSettings({ roles: ['inquirer'], hasLoginPwd: true, hasTradePwd: false })).toEqual(
      [],
    );
    expect(pendingFirstLoginSettings({ roles: ['manager'], hasLoginPwd: false, hasTradePwd: true })).toEqual([
      'loginPwd',
    ]);
  });

  it('refuses business calls with FD1018 while settings are pending; the first-login ones and public calls pass', () => {
    const pending = ['loginPwd', 'tradePwd'] as const;
    for (const def of [
      trade.pendingTradeList,
      trade.cancelTrade,
      trade.cartAdd,
      asset.queryBasicAssetsInfo,
    ]) {
      expect(firstLoginRefusal(def, pending)).toBe(ErrorCode.FirstLoginRequired);
    }
    for (const def of [firstLogin.corpInfo, firstLogin.firstLoginSet, account.logout, account.personMenu]) {
      expect(firstLoginRefusal(def, pending)).toBeNull();
    }
    expect(firstLoginRefusal(account.orgLogin, pending)).toBeNull();
  });

  it('only the trade password pending: the trade-password check and setting calls stay open (A00076 立即设置), the rest is refused', () => {
    for (const def of [
      trade.checkTradePassword,
      password.tradePwdVerifyWay,
      password.tradePwdCheck,
      password.tradePwdSet,
    ]) {
      expect(firstLoginRefusal(def, ['tradePwd'])).toBeNull();
      expect(firstLoginRefusal(def, ['loginPwd', 'tradePwd'])).toBe(ErrorCode.FirstLoginRequired);
    }
    expect(firstLoginRefusal(trade.cartAdd, ['tradePwd'])).toBe(ErrorCode.FirstLoginRequired);
  });

  it('nothing pending: nothing refused', () => {
    expect(firstLoginRefusal(trade.cancelTrade, [])).toBeNull();
  });
});
