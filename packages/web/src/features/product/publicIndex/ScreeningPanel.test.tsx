import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { t } from '@funddesk/core';
import { fakeGateway, WithGateway, type FakeGateway } from '../testing/fakeGateway';
import { listPage, listRow } from '../testing/fixtures';
import { stubTableLayout } from '../testing/tableLayout';
import { PublicIndexPage } from './PublicIndexPage';

let unstub: () => void;
beforeAll(() => {
  unstub = stubTableLayout();
});
afterAll(() => unstub());
afterEach(cleanup);

const scheme = {
  id: 7,
  name: '股票高收益',
  filters: { fundTypeCode: '0', returnRanges: [{ field: 'rate1y', min: '10' }], openState: 'buyOpen' },
  isDefault: true,
  updatedAt: '2026-11-20T02:00:00.000Z',
};

function renderPage(gateway: FakeGateway, path = '/product/publicIndex') {
  const router = createMemoryRouter([{ path: '/product/publicIndex', element: <PublicIndexPage /> }], {
    initialEntries: [path],
  });
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return router;
}

function gatewayWith(schemes: unknown[] = []): FakeGateway {
  let list = schemes;
  return fakeGateway({
    searchByPage: () => listPage([listRow()], 1),
    queryCompanyAll: () => ({
      companies: [
        { company: '易方达基金管理有限公司', count: 12 },
        { company: '华夏基金管理有限公司', count: 10 },
      ],
    }),
    queryScreeningSchemes: () => ({ list }),
    saveScreeningScheme: (req) => {
      const r = req as { name: string; filters: unknown; isDefault: boolean };
      list = [
        ...list,
        { id: 9, name: r.name.trim(), filters: r.filters, isDefault: r.isDefault, updatedAt: '' },
      ];
      return { list };
    },
    deleteScreeningScheme: (req) => {
      list = list.filter((s) => (s as { id: number }).id !== (req as { id: number }).id);
      return { list };
    },
    setDefaultScreeningScheme: () => ({ list }),
    exportExcelFund: () => ({
      bytes: new Uint8Array([1]),
      fileName: '公募基金_2026-11-20.xlsx',
      contentType: 'x',
    }),
  });
}

const field = (label: string) => screen.getByLabelText(label);

describe('public fund screening (issue 14 §2; spec 03 §2 publicIndex, §7 searchByPage)', () => {
  it('sends risk, company, size in yuan (typed in 亿元), a 近1年 range and the open-day state to searchByPage', async () => {
    const gateway = gatewayWith();
    renderPage(gateway);
    await screen.findByText('易方达中小盘混合');
    fireEvent.click(screen.getByLabelText(t('risk.zxfxdj_4')));
    // The company picker (queryCompanyAll): typing part of a name filters, a click adds the full name.
    for (const [typed, company] of [
      ['易方达', '易方达基金管理有限公司'],
      ['华夏', '华夏基金管理有限公司'],
    ] as const) {
      fireEvent.change(field(t('screening.company')), { target: { value: typed } });
      const option = await screen.findByRole('option', { name: new RegExp(company) });
      fireEvent.click(within(option).getByText(company));
    }
    const size = t('screening.sizeYi');
    fireEvent.change(field(t('screening.min', { field: size })), { target: { value: '1.5' } });
    const year = t('screening.returnPercent', { field: t('screening.field.rate1y') });
    fireEvent.change(field(t('screening.min', { field: year })), { target: { value: '10' } });
    fireEvent.change(field(t('screening.openState')), { target: { value: 'buyOpen' } });
    fireEvent.click(screen.getByRole('button', { name: t('screening.apply') }));
    await waitFor(() =>
      expect(gateway.requests('searchByPage').at(-1)).toMatchObject({
        riskLevels: ['zxfxdj_4'],
        companies: ['易方达基金管理有限公司', '华夏基金管理有限公司'],
        fundSizeMin: '150000000.00',
        returnRanges: [{ field: 'rate1y', min: '10' }],
        openState: 'buyOpen',
        pagination: { currentPage: 1 },
      }),
    );
  });

  it('catches a minimum above its maximum with the core rule (FD3050 text) and does not ask the list', async () => {
    const gateway = gatewayWith();
    renderPage(gateway);
    await screen.findByText('易方达中小盘混合');
    const asked = gateway.requests('searchByPage').length;
    const size = t('screening.sizeYi');
    fireEvent.change(field(t('screening.min', { field: size })), { target: { value: '20' } });
    fireEvent.change(field(t('screening.max', { field: size })), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: t('screening.apply') }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      t('screening.error.contradictory', { field: t('screening.field.fundSize') }),
    );
    expect(gateway.requests('searchByPage')).toHaveLength(asked);
  });

  it('applies the default scheme when the page opens (type and filters)', async () => {
    const gateway = gatewayWith([scheme]);
    renderPage(gateway);
    await waitFor(() =>
      expect(gateway.requests('searchByPage').at(-1)).toMatchObject({
        fundTypeCode: '0',
        returnRanges: [{ field: 'rate1y', min: '10' }],
        openState: 'buyOpen',
      }),
    );
  });

  it('saves the current filters as a scheme with its name, then deletes it after confirmation', async () => {
    const gateway = gatewayWith();
    renderPage(gateway, '/product/publicIndex?type=E');
    await screen.findByText('易方达中小盘混合');
    fireEvent.change(field(t('screening.openState')), { target: { value: 'paused' } });
    fireEvent.click(screen.getByRole('button', { name: t('screening.scheme.save') }));
    fireEvent.change(field(t('screening.scheme.name')), { target: { value: ' 债券暂停 ' } });
    fireEvent.click(screen.getByRole('button', { name: t('screening.scheme.save') }));
    await waitFor(() =>
      expect(gateway.requests('saveScreeningScheme')[0]).toEqual({
        name: ' 债券暂停 ',
        filters: { fundTypeCode: 'E', openState: 'paused' },
        isDefault: false,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: t('screening.scheme.delete') }));
    fireEvent.click((await screen.findAllByRole('button', { name: t('screening.scheme.delete') })).at(-1)!);
    await waitFor(() => expect(gateway.requests('deleteScreeningScheme')).toEqual([{ id: 9 }]));
  });

  it('exports the filtered list (exportExcelFund) with the same filters, without paging', async () => {
    const gateway = gatewayWith();
    renderPage(gateway, '/product/publicIndex?type=0');
    await screen.findByText('易方达中小盘混合');
    fireEvent.click(screen.getByRole('button', { name: t('screening.export') }));
    await waitFor(() => expect(gateway.requests('exportExcelFund')).toHaveLength(1));
    const request = gateway.requests('exportExcelFund')[0] as Record<string, unknown>;
    expect(request).toMatchObject({ fundTypeCode: '0', sortField: 'fundId' });
    expect(request).not.toHaveProperty('pagination');
  });
});
