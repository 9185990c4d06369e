import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import { riskValueText, type RiskRecord } from '@funddesk/core';
import { fakeGateway, WithGateway } from '../product/testing/fakeGateway';
import { RiskMonitorBadge } from './RiskMonitorBadge';
import { openFundTools } from './testing';

function aRecord(overrides: Partial<RiskRecord> = {}): RiskRecord {
  return {
    id: '1',
    fundId: '000001',
    fundName: '华夏成长混合',
    kind: 'drawdown',
    day: '2025-04-07',
    value: '12.34',
    ref: '',
    read: false,
    ...overrides,
  };
}

function answer(list: RiskRecord[], unread = list.filter((r) => !r.read).length) {
  return {
    config: {
      groupId: '10000001',
      drawdownPercent: '10.00',
      dayDropPercent: '3.00',
      updatedAt: null,
      updatedBy: null,
    },
    changes: [],
    list,
    pagination: { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: list.length },
    unread,
  };
}

afterEach(cleanup);

describe('持仓风险监控 (issue 14 §5 riskMonitor; spec 03 §7 fundPositionRiskMonitor)', () => {
  // A session, so that the page reads the menu (a menu call without a handler fails: the server decides).
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => sessionStore.set({}));
  it('values read as percent for a rule, yuan for a buy and shares for a sell (grouped by thousands)', () => {
    expect(riskValueText({ kind: 'dayDrop', value: '3.50' })).toBe('3.50%');
    expect(riskValueText({ kind: 'event1', value: '10000.00' })).toBe('10,000.00 元');
    expect(riskValueText({ kind: 'event2', value: '500.00' })).toBe('500.00 份');
    expect(riskValueText({ kind: 'event2', value: '54714.85' })).toBe('54,714.85 份');
  });

  it('lists the records with the unread count and marks one read', async () => {
    const { gateway } = openFundTools('/fundTools/riskMonitor', {
      riskMonitorQuery: () =>
        answer([aRecord(), aRecord({ id: '2', kind: 'event1', value: '10000.00', ref: 'S1', read: true })]),
      riskMonitorRead: () => ({ updated: 1, unread: 0 }),
    });
    const table = await screen.findByRole('table', { name: '风险提示记录' });
    expect(within(table).getByText('净值回撤')).toBeTruthy();
    expect(within(table).getByText('12.34%')).toBeTruthy();
    expect(screen.getByTestId('risk-unread').textContent).toBe('未读 1 条');
    fireEvent.click(within(table).getByRole('button', { name: '将 华夏成长混合 2025-04-07 的提示标为已读' }));
    await waitFor(() => expect(gateway.requests('riskMonitorRead')).toEqual([{ ids: ['1'] }]));
  });

  it('refuses a threshold of 0 before asking, saves a valid one', async () => {
    const { gateway } = openFundTools('/fundTools/riskMonitor', {
      riskMonitorQuery: () => answer([]),
      riskMonitorSaveConfig: () => ({
        groupId: '10000001',
        drawdownPercent: '8.00',
        dayDropPercent: '3.00',
        updatedAt: '2026-02-13T10:00:00.000+08:00',
        updatedBy: '张三',
      }),
    });
    const input = await screen.findByLabelText('净值回撤超过（%）');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('10.00'));
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByText('请输入大于 0 且不超过 100 的数字，最多两位小数')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '保存规则' }).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: '保存规则' }));
    await waitFor(() =>
      expect(gateway.requests('riskMonitorSaveConfig')).toEqual([
        { drawdownPercent: '8', dayDropPercent: '3.00' },
      ]),
    );
  });

  it('the menu badge shows the unread count, nothing at 0', async () => {
    const gateway = fakeGateway({ riskMonitorUnread: () => ({ num: 4 }) });
    render(
      <WithGateway gateway={gateway}>
        <RiskMonitorBadge />
      </WithGateway>,
    );
    expect((await screen.findByTestId('risk-badge')).textContent).toBe('4');
  });

  it('spec 03 §2: a menu without 持仓风险监控 (the trust channel) shows the refusal and asks nothing', async () => {
    const { gateway } = openFundTools('/fundTools/riskMonitor', {
      personMenu: () => ({
        menuList: [
          {
            code: 'fund_tools',
            title: '基金工具',
            path: '/fundTools',
            hidden: false,
            children: [
              {
                code: 'fund_tools',
                title: '基金比较',
                path: '/fundTools/fundCompare',
                hidden: false,
                children: [],
              },
            ],
          },
        ],
        routeCodes: ['fund_tools'],
        privilegeCodes: ['fund_tools'],
      }),
    });
    expect(await screen.findByText('您没有权限进行此操作')).toBeTruthy();
    expect(gateway.requests('riskMonitorQuery')).toEqual([]);
  });
});
