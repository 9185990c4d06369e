import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { t } from '@funddesk/core';
import { OrderTable } from './OrderTable';
import { anOrder } from './testing/screensFixtures';

afterEach(cleanup);

describe('模拟 marked once per column in pending trades and trade records (issue 17 §3; DESIGN §6)', () => {
  it('the 手续费 column header carries the mark and one legend line shows, not one mark per row', () => {
    render(
      <MemoryRouter>
        <OrderTable
          orders={[anOrder(), anOrder({ serialNo: 'T2' }), anOrder({ serialNo: 'T3' })]}
          columns={['serialNo', 'fund', 'amount', 'fee', 'status']}
          label="orders"
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    const feeHeader = within(table)
      .getAllByRole('columnheader')
      .find((header) => header.textContent?.startsWith(t('screens.col.fee')));
    expect(feeHeader?.querySelector('[data-simulated-mark="true"]')).not.toBeNull();
    const amountHeader = within(table).getByRole('columnheader', { name: t('screens.col.amount') });
    expect(amountHeader.querySelector('[data-simulated-mark="true"]')).toBeNull();
    expect(document.querySelectorAll('[data-simulated-mark="true"]')).toHaveLength(1);
    expect(screen.getAllByTestId('simulated-legend')).toHaveLength(1);
    expect(screen.getByTestId('simulated-legend').textContent).toBe('模拟：本地环境按文档模型生成');
  });

  it('without a simulated column there is no mark and no legend', () => {
    render(
      <MemoryRouter>
        <OrderTable orders={[anOrder()]} columns={['serialNo', 'amount']} label="orders" />
      </MemoryRouter>,
    );
    expect(document.querySelector('[data-simulated-mark="true"]')).toBeNull();
    expect(screen.queryByTestId('simulated-legend')).toBeNull();
  });
});
