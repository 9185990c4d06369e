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

  const real = {
    prodCredNo: 'SX0001',
    prodName: '恒泰稳健1号',
    prodShortName: '',
    custodianName: '',
  };
  const submission = (state: 'submitted' | 'approved') => ({
    submissionId: 'S1',
    groupId: '10000011',
    corpName: '恒泰稳健1号',
    kind: 'productChange' as const,
    state,
    changedFields: ['product.prodShortName'],
    submittedBy: '吴敏',
    submittedAt: '2026-02-13T06:00:00.000Z',
    decidedBy: state === 'approved' ? '林审' : null,
    decidedAt: state === 'approved' ? '2026-02-13T07:00:00.000Z' : null,
    reason: null,
    attachments: [
      {
        attachmentId: 'A1',
        imageType: 'productRecord',
        fileName: '备案证明.pdf',
        contentHash: 'ab'.repeat(32),
      },
    ],
  });

  it('spec 01 §7.12 saveProductRecord: 编辑产品信息 暂存s a draft, 提交审核 submits it; the trail shows the decision and the attachments carried', async () => {
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
      queryProductRecord: () => ({
        groupId: '10000011',
        changeProductRecord: null,
        realProductRecord: real,
        changedFields: [],
        submission: submission('approved'),
        versions: [
          {
            ...submission('approved'),
            before: { product: real },
            after: { product: { ...real, prodShortName: '稳健1号' } },
          },
        ],
      }),
      saveProductRecordNoCheck: () => ({ draftKind: 'productChange', changedFields: [] }),
      saveProductRecord: () => submission('submitted'),
      queryManagerProducts: () => ({ managerName: '恒泰资产管理有限公司', list: [] }),
    });
    fireEvent.change(await screen.findByLabelText('产品简称'), { target: { value: '稳健1号' } });
    fireEvent.change(screen.getByLabelText('产品备案编码'), { target: { value: 'SX1234' } });
    fireEvent.change(screen.getByLabelText('托管人名称'), { target: { value: '招商证券' } });
    fireEvent.click(screen.getByRole('button', { name: '暂存' }));
    const sent = {
      groupId: '10000011',
      prodName: '恒泰稳健1号',
      prodShortName: '稳健1号',
      prodCredNo: 'SX1234',
      custodianName: '招商证券',
    };
    await waitFor(() => expect(gateway.requests('saveProductRecordNoCheck')).toEqual([sent]));
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(gateway.requests('saveProductRecord')).toEqual([sent]));
    const versions = screen.getByRole('table', { name: '产品信息变更记录' });
    expect(versions.textContent).toContain('审核通过');
    expect(versions.textContent).toContain('林审');
    expect(screen.getByRole('table', { name: '随申请提交的附件' }).textContent).toContain('备案证明.pdf');
    expect(screen.getByRole('table', { name: '修改记录' }).textContent).toContain('产品简称：-- → 稳健1号');
  });

  it('spec 01 §7.12: while a product change is under review the form is read-only and the change is shown', async () => {
    openRiskCrs('/orgaccount/productEdit?groupId=10000011', {
      queryManagedProduct: () => ({ product: product('10000011', 2, '恒泰稳健1号'), changes: [] }),
      queryProductRecord: () => ({
        groupId: '10000011',
        changeProductRecord: { ...real, prodShortName: '稳健1号' },
        realProductRecord: real,
        changedFields: ['product.prodShortName'],
        submission: submission('submitted'),
        versions: [],
      }),
      queryManagerProducts: () => ({ managerName: '恒泰资产管理有限公司', list: [] }),
    });
    expect(await screen.findByText('产品信息变更审核中，审核结束前不能再次修改')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('产品简称').value).toBe('稳健1号');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '提交审核' }).disabled).toBe(true);
    expect(screen.getByRole('table', { name: '产品信息变更' }).textContent).toContain('稳健1号');
  });
});
