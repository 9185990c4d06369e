import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountChoice, OrgEntry } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { anAccount } from '../../features/trade/testing/screensFixtures';
import { ACCOUNT_SEARCH_MAX_LENGTH, AccountPicker } from './AccountPicker';

const accounts = [
  anAccount('10000001', '鼎元投资管理有限公司'),
  anAccount('10000002', '鼎元二号产品', '3'),
  anAccount('10000003', '远山资本'),
];
const seen: AccountChoice[] = [];

function Harness({
  list,
  mode,
  initial,
}: {
  list: OrgEntry[];
  mode: 'single' | 'multi';
  initial: AccountChoice;
}) {
  const [value, setValue] = useState<AccountChoice>(initial);
  return (
    <AccountPicker
      accounts={list}
      mode={mode}
      value={value}
      onChange={(c) => {
        seen.push(c);
        setValue(c);
      }}
    />
  );
}

describe('account picker (spec 01 §2.1, 03 §4)', () => {
  afterEach(() => {
    cleanup();
    seen.length = 0;
    sessionStore.set({});
  });

  it('multi-select: all ticked reads 全部账户; unticking one reports the others; ticking it back is all again', async () => {
    render(<Harness list={accounts} mode="multi" initial={{ kind: 'all' }} />);
    const button = screen.getByRole('button', { name: /^账户 / });
    expect(button.textContent).toContain('全部账户');
    fireEvent.click(button);
    fireEvent.click(await screen.findByText('远山资本'));
    expect(seen.at(-1)).toEqual({ kind: 'some', groupIds: ['10000001', '10000002'] });
    expect(button.textContent).toContain('已选 2 个账户');
    fireEvent.click(screen.getByText('远山资本'));
    expect(seen.at(-1)).toEqual({ kind: 'all' });
    expect(button.textContent).toContain('全部账户');
  });

  it('multi-select never leaves no account ticked', async () => {
    render(<Harness list={accounts} mode="multi" initial={{ kind: 'some', groupIds: ['10000002'] }} />);
    fireEvent.click(screen.getByRole('button', { name: /^账户 / }));
    const panel = await screen.findByTestId('account-picker-panel');
    fireEvent.click(within(panel).getByText('鼎元二号产品'));
    expect(seen).toEqual([]);
  });

  it('single-select reports the one account chosen', async () => {
    render(<Harness list={accounts} mode="single" initial={{ kind: 'some', groupIds: ['10000001'] }} />);
    fireEvent.click(screen.getByRole('button', { name: /^账户 / }));
    fireEvent.click(await screen.findByText('远山资本'));
    expect(seen).toEqual([{ kind: 'some', groupIds: ['10000003'] }]);
  });

  it('search filters by name or number and keeps at most 25 characters', async () => {
    render(<Harness list={accounts} mode="multi" initial={{ kind: 'all' }} />);
    fireEvent.click(screen.getByRole('button', { name: /^账户 / }));
    const search = await screen.findByRole('textbox', { name: '搜索账户名称或编号' });
    expect(search.getAttribute('maxlength')).toBe(String(ACCOUNT_SEARCH_MAX_LENGTH));
    fireEvent.change(search, { target: { value: '10000002' } });
    expect(screen.getByText('鼎元二号产品')).toBeTruthy();
    expect(screen.queryByText('远山资本')).toBeNull();
    fireEvent.change(search, { target: { value: 'x'.repeat(30) } });
    expect((search as HTMLInputElement).value).toHaveLength(25);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('no account: 暂无数据 with the hint to ask the account administrator', () => {
    sessionStore.set({ roleType: 'op' });
    render(<Harness list={[]} mode="multi" initial={{ kind: 'all' }} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.getByText('如需查看其他账户，请联系账户管理员在账户管理页面添加关联账户')).toBeTruthy();
  });

  it('no account for a manager: 暂无数据 without the hint', () => {
    sessionStore.set({ roleType: 'manager' });
    render(<Harness list={[]} mode="multi" initial={{ kind: 'all' }} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByText('如需查看其他账户，请联系账户管理员在账户管理页面添加关联账户')).toBeNull();
  });
});
