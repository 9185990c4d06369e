import { describe, expect, it } from 'vitest';
import { accountShow, printAccountShow } from './show.js';
import { fakeDeps, sink } from '../fakeDeps.testing.js';

const base = {
  loginName: 'idexp01',
  nameMasked: '*雨',
  mobileMasked: '139****0151',
  email: '',
  orgName: '鼎元投资管理有限公司',
  infoIsFull: '1001' as const,
  document: {
    credType: '0',
    credNumberMasked: '110***********0513',
    validFrom: '2005-06-30',
    validTo: '2025-06-30',
    longTerm: false,
    address: '',
    authority: '',
    credState: 'expired' as const,
    frontImage: false,
    backImage: false,
    confirmedAt: null,
  },
};

describe('funddesk account show (issue 15 §5; spec 01 §7.9 queryPersonalInfo base and invest)', () => {
  const answers = {
    getCorpsInfo: { corpList: [{ groupId: '10000001', corpName: '鼎元投资管理有限公司' }], roleType: 'op' },
    queryPersonalInfoBase: base,
    queryPersonalInfoInvest: { riskLevel: 'zxfxdj_3', riskExpireDate: '2027-02-12', riskExpired: false },
  };

  it('prints the organisation, the masked person, the ID validity and state, completeness and the risk level', async () => {
    const { deps, calls } = fakeDeps(answers);
    const result = await accountShow({}, deps);
    expect(calls.sort()).toEqual(['getCorpsInfo', 'queryPersonalInfoBase', 'queryPersonalInfoInvest']);
    const out = { stdout: sink(), stderr: sink() };
    printAccountShow(result, false, out);
    const text = out.stdout.chunks.join('');
    expect(text).toContain('鼎元投资管理有限公司（10000001）');
    expect(text).toContain('*雨（idexp01）');
    expect(text).toContain('居民身份证');
    expect(text).toContain('110***********0513');
    expect(text).toContain('2005-06-30 至 2025-06-30');
    expect(text).toContain('已过期');
    expect(text).toContain('完整（1001）');
    expect(text).toContain('2027-02-12');
  });

  it('--json prints the whole answer; without an organisation the org is null', async () => {
    const { deps } = fakeDeps(answers, null);
    const result = await accountShow({}, deps);
    expect(result.org).toBeNull();
    const out = { stdout: sink(), stderr: sink() };
    printAccountShow(result, true, out);
    expect(JSON.parse(out.stdout.chunks.join(''))).toMatchObject({
      org: null,
      person: { infoIsFull: '1001', document: { credState: 'expired' } },
      invest: { riskLevel: 'zxfxdj_3' },
    });
  });
});
