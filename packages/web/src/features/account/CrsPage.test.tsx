import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openRiskCrs } from './riskTesting';

afterEach(cleanup);

const none = () => ({
  groupId: '10000001',
  corpName: '鼎元投资管理有限公司',
  declaration: null,
  history: [],
});
const declared = {
  residencyType: '3' as const,
  entityType: '1' as const,
  rows: [{ country: 'US', tin: '123456789' }],
  version: 1,
  declaredBy: '张伟',
  declaredAt: '2026-02-13T14:00:00.000+08:00',
};

describe('税收居民身份声明 (/account/crs; spec 01 §7.9 postOrgCRS; core rules/taxResidency.ts)', () => {
  it('checks a TIN against its jurisdiction before sending (FD1387) and sends a corrected declaration', async () => {
    const { gateway, router } = openRiskCrs('/account/crs', {
      queryPersonalOrgCrs: none,
      postOrgCRS: () => ({ ...none(), declaration: declared, history: [declared] }),
    });
    fireEvent.click(
      await screen.findByRole('radio', { name: '既是中国税收居民又是其他国家（地区）税收居民' }),
    );
    fireEvent.change(screen.getByLabelText('税收居民国（地区） 1'), { target: { value: 'US' } });
    fireEvent.change(screen.getByLabelText('纳税人识别号 1'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '提交声明' }));
    expect(await screen.findByText('纳税人识别号格式与国家（地区）US 的规则不符')).toBeTruthy();
    expect(gateway.requests('postOrgCRS')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('纳税人识别号 1'), { target: { value: '12-3456789' } });
    fireEvent.click(screen.getByRole('button', { name: '提交声明' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/crsDetail'));
    expect(gateway.requests('postOrgCRS')).toEqual([
      { residencyType: '3', entityType: '3', rows: [{ country: 'US', tin: '12-3456789' }] },
    ]);
  });

  it('the detail shows the current version, who declared it, and the earlier versions', async () => {
    openRiskCrs('/account/crsDetail', {
      queryPersonalOrgCrs: () => ({
        ...none(),
        declaration: { ...declared, version: 2 },
        history: [
          { ...declared, version: 2 },
          { ...declared, residencyType: '1', rows: [] },
        ],
      }),
    });
    expect(
      (await screen.findByRole('table', { name: '税收居民国（地区）及纳税人识别号' })).textContent,
    ).toContain('美国');
    const history = screen.getByRole('table', { name: '历次声明' });
    expect(history.textContent).toContain('仅为中国税收居民');
    expect(history.querySelectorAll('tbody tr')).toHaveLength(2);
  });
  it('a passive non-financial institution’s detail lists its controlling persons (spec 01 §7.9)', async () => {
    openRiskCrs('/account/crsDetail', {
      queryPersonalOrgCrs: () => {
        const passive = {
          ...declared,
          entityType: '2' as const,
          controllingPersons: [
            {
              name: '王小明',
              birthDate: '1980-05-17',
              residencyType: '2',
              rows: [
                { country: 'US', tin: '123456789' },
                { country: 'KY', noTinReason: 'A' as const },
              ],
            },
          ],
        };
        return { ...none(), declaration: passive, history: [passive] };
      },
    });
    const persons = await screen.findByRole('table', { name: '控制人' });
    expect(persons.textContent).toContain('王小明');
    expect(persons.textContent).toContain('1980-05-17');
    expect(persons.textContent).toContain('美国 123456789、开曼群岛 原因A：居民国（地区）不发放纳税人识别号');
  });
});
