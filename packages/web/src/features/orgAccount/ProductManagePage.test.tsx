import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManagedProduct } from '@funddesk/core';
import { openRiskCrs } from '../account/riskTesting';

afterEach(cleanup);

const product = (groupId: string, status: number, name: string): ManagedProduct => ({
  groupId,
  gid: `G${groupId}`,
  prodName: name,
  prodShortName: null,
  prodCredNo: null,
  custodianName: null,
  status,
  revocable: [0, 1, 3].includes(status),
});

describe('产品管理 (/orgaccount/orgProductManage; spec 03 §2; spec 01 §4.10 revoking a registration)', () => {
  it('lists the products; 撤销登记 only for one not opened, after a confirmation, with jgtOrgProdFlag and gid', async () => {
    let list = [product('10000011', 2, '恒泰稳健1号'), product('10000014', 1, '恒泰创新4号')];
    const { gateway } = openRiskCrs('/orgaccount/orgProductManage', {
      queryManagerProducts: () => ({ managerName: '恒泰资产管理有限公司', list }),
      revokeManagedProduct: (request) => {
        list = list.slice(0, 1);
        return { gid: (request as { gid: string }).gid, revoked: true };
      },
    });
    const table = await screen.findByRole('table', { name: '产品管理' });
    expect(table.textContent).toContain('开户审核中');
    expect(screen.queryByRole('button', { name: '撤销登记 恒泰稳健1号' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '撤销登记 恒泰创新4号' }));
    expect(await screen.findByText('确认撤销该产品的登记？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '撤销登记' }));
    await waitFor(() =>
      expect(gateway.requests('revokeManagedProduct')).toEqual([{ jgtOrgProdFlag: '3', gid: 'G10000014' }]),
    );
    await waitFor(() => expect(screen.queryByText('恒泰创新4号')).toBeNull());
  });

  it('编辑产品信息 sends the record and shows the change trail', async () => {
    const { gateway } = openRiskCrs('/orgaccount/productEdit?groupId=10000011', {
      queryManagedProduct: () => ({
        product: product('10000011', 2, '恒泰稳健1号'),
        changes: [
          {
            kind: 'product',
            before: { prodShortName: null },
            after: { prodShortName: '稳健1号' },
            personName: '吴敏',
            changedAt: '2026-02-13T14:00:00.000+08:00',
          },
        ],
      }),
      editManagedProduct: (request) => ({
        product: product('10000011', 2, '恒泰稳健1号'),
        changes: [],
        request,
      }),
      queryManagerProducts: () => ({ managerName: '恒泰资产管理有限公司', list: [] }),
    });
    fireEvent.change(await screen.findByLabelText('产品简称'), { target: { value: '稳健1号' } });
    fireEvent.change(screen.getByLabelText('产品备案编码'), { target: { value: 'SX1234' } });
    fireEvent.change(screen.getByLabelText('托管人名称'), { target: { value: '招商证券' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(gateway.requests('editManagedProduct')).toEqual([
        {
          groupId: '10000011',
          prodName: '恒泰稳健1号',
          prodShortName: '稳健1号',
          prodCredNo: 'SX1234',
          custodianName: '招商证券',
        },
      ]),
    );
    expect(screen.getByRole('table', { name: '修改记录' }).textContent).toContain('产品简称：-- → 稳健1号');
  });
});
