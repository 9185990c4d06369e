import type { ComponentProps } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@funddesk/core';
import { serverClock } from '../../app/serverClock';
import { CrsDeclarationForm } from './CrsDeclarationForm';
import { openRiskCrs } from './riskTesting';

afterEach(() => {
  cleanup();
  serverClock.set({ offsetMs: 0, workingDay: null });
});

const first = t('crs.person.title', { index: 1 });
const birthLabel = `${first} ${t('crs.person.birthDate')}`;
/** FD1396 as the catalogue renders it for the first controlling person. */
const invalidFirst = t('riskCrs.error.controllingPersonInvalid', { index: 1 });

/** Picks 消极非金融机构 (the category with controlling persons) and names the first person. */
function passiveWithPerson() {
  fireEvent.change(screen.getByLabelText(t('crs.entityType')), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText(`${first} ${t('crs.person.name')}`), {
    target: { value: '王小明' },
  });
}

/** Renders an empty declaration form (no declaration on file) on 2026-02-13, submitting to `onSubmit`. */
function renderBlankForm(onSubmit: ComponentProps<typeof CrsDeclarationForm>['onSubmit']) {
  render(
    <CrsDeclarationForm
      initial={null}
      submitLabel={t('crs.submit')}
      submitting={false}
      today={() => '2026-02-13'}
      onSubmit={onSubmit}
    />,
  );
}

describe('CRS controlling persons: a birth date after today is refused in the browser (issue 15; spec 01 §7.9; core validateControllingPersonBirthDate, FD1396)', () => {
  it('shows the catalogue message under the field as soon as a date after today is typed, and holds the submit', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderBlankForm(onSubmit);
    passiveWithPerson();
    const birth = screen.getByLabelText(birthLabel);
    expect(birth.getAttribute('max')).toBe('2026-02-13');
    fireEvent.change(birth, { target: { value: '2026-02-14' } });
    const inline = screen.getByRole('alert');
    expect(inline.textContent).toBe(invalidFirst);
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    expect(birth.getAttribute('aria-describedby')).toBe(inline.id);
    fireEvent.click(screen.getByRole('button', { name: t('crs.submit') }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();

    // Today itself is a valid birth date: the inline message goes and the declaration is sent.
    fireEvent.change(birth, { target: { value: '2026-02-13' } });
    expect(birth.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('crs.submit') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      residencyType: '1',
      entityType: '2',
      rows: [],
      controllingPersons: [{ name: '王小明', birthDate: '2026-02-13', residencyType: '1', rows: [] }],
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an empty date is left to the submit check (no message while the person is being filled in)', () => {
    renderBlankForm(() => Promise.resolve());
    passiveWithPerson();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('税收居民身份声明 /account/crs checks against today by the gateway clock and sends nothing', async () => {
    // The gateway's clock at 2026-02-13 12:00 Asia/Shanghai (the page reads it from the announcement check).
    serverClock.set({ offsetMs: Date.parse('2026-02-13T12:00:00+08:00') - Date.now(), workingDay: true });
    const { gateway } = openRiskCrs('/account/crs', {
      queryPersonalOrgCrs: () => ({
        groupId: '10000001',
        corpName: '鼎元投资管理有限公司',
        declaration: null,
        history: [],
      }),
    });
    await screen.findByLabelText(t('crs.entityType'));
    passiveWithPerson();
    const persons = screen.getByRole('region', { name: t('crs.controllingPersons') });
    fireEvent.change(within(persons).getByLabelText(birthLabel), { target: { value: '2026-02-14' } });
    expect(within(persons).getByRole('alert').textContent).toBe(invalidFirst);
    fireEvent.click(screen.getByRole('button', { name: t('crs.submit') }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(gateway.requests('postOrgCRS')).toHaveLength(0);
  });
});
