import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openRiskCrs } from './riskTesting';

afterEach(cleanup);

const account = {
  custodianName: '招商银行股份有限公司',
  accountName: '鼎元投资托管户',
  accountNo: '6225880123456789',
};

describe('托管账户 (/account/hosting, setHosting; spec 01 §7.7 setEscrowAccount; spec 03 §2)', () => {
  it('saves the account and shows it on 托管账户 at once, with the change and the hosting users', async () => {
    let saved: typeof account | null = null;
    const answer = () => ({
      groupId: '10000001',
      corpName: '鼎元投资管理有限公司',
      account: saved ? { ...saved, updatedBy: '赵磊', updatedAt: '2026-02-13T14:00:00.000+08:00' } : null,
      users: [{ personName: '孙丽', loginName: 'host01' }],
      changes: saved
        ? [{ before: null, after: saved, personName: '赵磊', changedAt: '2026-02-13T14:00:00.000+08:00' }]
        : [],
    });
    const { gateway, router } = openRiskCrs('/account/setHosting', {
      queryEscrowAccount: answer,
      setEscrowAccount: (request) => {
        saved = request as typeof account;
        return answer();
      },
    });
    fireEvent.change(await screen.findByLabelText('托管机构'), { target: { value: account.custodianName } });
    fireEvent.change(screen.getByLabelText('托管账户户名'), { target: { value: account.accountName } });
    fireEvent.change(screen.getByLabelText('托管账户账号'), { target: { value: account.accountNo } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/hosting'));
    expect(gateway.requests('setEscrowAccount')).toEqual([account]);
    expect((await screen.findByLabelText('托管账户')).textContent).toContain('6225880123456789');
    expect(screen.getByRole('table', { name: '托管用户' }).textContent).toContain('host01');
    expect(screen.getByRole('table', { name: '修改记录' }).textContent).toContain('招商银行股份有限公司');
  });
});
