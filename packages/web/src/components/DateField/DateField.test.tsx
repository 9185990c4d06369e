import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './DateField';

/** A screen holding one field's value, which it shows beside the field. */
function Harness({ initial = '', minDate = '2016-01-01' }: { initial?: string; minDate?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="开始日期" value={value} minDate={minDate} maxDate="2027-12-31" onChange={setValue} />
      <output aria-label="held">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('开始日期');
const held = () => screen.getByLabelText('held').textContent;

/** Opens the calendar the way a click on the field does. */
async function openCalendar() {
  await act(async () => {
    fireEvent.focus(field());
    fireEvent.click(field());
    await Promise.resolve();
  });
  return screen.getByRole('grid');
}

describe('DateField: YYYY-MM-DD with a Chinese calendar whatever the browser language (spec 01 §5)', () => {
  afterEach(cleanup);

  it('shows the day as YYYY-MM-DD, its label as placeholder, and a Chinese calendar starting on Monday', async () => {
    render(<Harness initial="2026-05-12" />);
    expect(field().value).toBe('2026-05-12');
    expect(field().placeholder).toBe('开始日期');

    const grid = await openCalendar();
    const weekdays = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    const month = screen.getByRole('combobox', { name: '月份' });
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '一月',
      '二月',
      '三月',
      '四月',
      '五月',
      '六月',
      '七月',
      '八月',
      '九月',
      '十月',
      '十一月',
      '十二月',
    ]);
    expect((month as HTMLSelectElement).value).toBe('4');
    const years = within(screen.getByRole('combobox', { name: '年份' })).getAllByRole('option');
    expect([years[0]?.textContent, years.at(-1)?.textContent]).toEqual(['2016', '2027']);
    expect(screen.getByRole('button', { name: '今天' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '清除' })).toBeTruthy();
  });

  it('a day clicked in the calendar or typed as YYYY-MM-DD is the value; clearing the text empties it', async () => {
    render(<Harness initial="2026-05-12" />);
    const grid = await openCalendar();
    await act(async () => {
      fireEvent.click(within(grid).getByRole('gridcell', { name: '20' }));
      await Promise.resolve();
    });
    expect(held()).toBe('2026-05-20');

    fireEvent.change(field(), { target: { value: '2025-12-01' } });
    expect(held()).toBe('2025-12-01');

    fireEvent.change(field(), { target: { value: '' } });
    expect(held()).toBe('');
  });

  it('text that is not a day in range goes back to the last valid day when the field is left', async () => {
    render(<Harness initial="2026-05-12" />);
    await act(async () => {
      fireEvent.focus(field());
      fireEvent.change(field(), { target: { value: '2026-13-45' } });
      await Promise.resolve();
    });
    expect(held()).toBe('2026-05-12');
    await act(async () => {
      fireEvent.blur(field());
      await Promise.resolve();
    });
    expect(field().value).toBe('2026-05-12');

    await act(async () => {
      fireEvent.focus(field());
      fireEvent.change(field(), { target: { value: '2015-12-31' } });
      fireEvent.blur(field());
      await Promise.resolve();
    });
    expect(held()).toBe('2026-05-12');
    expect(field().value).toBe('2026-05-12');
  });

  it('days before minDate cannot be chosen: the calendar does not go back past it', async () => {
    render(<Harness initial="2016-01-05" />);
    const grid = await openCalendar();
    expect(screen.getByRole('button', { name: '上个月' }).hasAttribute('disabled')).toBe(true);
    // The first row starts on Monday 2015-12-28: those days are shown but disabled.
    const [december28, january28] = within(grid).getAllByRole('gridcell', { name: '28' });
    expect(december28?.hasAttribute('disabled')).toBe(true);
    expect(january28?.hasAttribute('disabled')).toBe(false);
  });
});
