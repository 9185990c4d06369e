import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@funddesk/core';
import { fakeGateway, type FakeHandler, renderRouted } from '../product/testing/fakeGateway';
import { prefetchRoute } from '../../app/lazyPage';
import { orgAccountRoutes } from './routes';

afterEach(cleanup);

const EMPTY = {
  basic: null,
  legalPerson: null,
  transactor: null,
  bank: null,
  beneficiaries: null,
  actualControllers: null,
  product: null,
};

/** The fake gateway of 机构信息变更 for a manager institution (managerOrgFlag) or another one. */
const handlers = (managerOrgFlag: boolean): Record<string, FakeHandler> => ({
  corpInfo: () => ({
    groupId: '10000010',
    gid: 'G10000010',
    status: 2,
    clientType: '3',
    managerOrgFlag,
    transactorChangeStatus: { hasTransactorChanging: false, hasAdmin: true, roleType: 'jgt_person' },
  }),
  checkOrgInfoChangeTransit: () => ({ inTransit: false, kind: null }),
  jgtQueryBasicInfo: () => ({ value: null, source: 'none', draftKind: null }),
  jgtBillEmailQuery: () => ({ custName: '恒泰资产管理有限公司', billEmails: ['old@hengtai.com'] }),
  queryOrgRecord: () => ({
    changeOrgRecord: null,
    realOrgRecord: EMPTY,
    changedFields: [],
    submission: null,
  }),
  queryPersonalOrgCrs: () => ({
    groupId: '10000010',
    corpName: '恒泰资产管理有限公司',
    declaration: null,
    history: [],
  }),
  postManagerOrgModifyEmail: () => ({ draftKind: 'jgtEdit', missing: [], changedFields: ['billEmails'] }),
  postManagerOrgCrs: () => ({ draftKind: 'jgtEdit', missing: [], changedFields: ['crs'] }),
});

async function open(
  managerOrgFlag: boolean,
  path = '/account/changeOrgInfo',
  more: Record<string, FakeHandler> = {},
) {
  const gateway = fakeGateway({ ...handlers(managerOrgFlag), ...more });
  const routes = [
    ...orgAccountRoutes.map((r) => ({ ...r, path: `/${r.path ?? ''}` })),
    { path: '*', element: <p>elsewhere</p> },
  ];
  await prefetchRoute(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderRouted(gateway, router);
  return gateway;
}

describe('机构信息变更 of a manager institution: bill e-mails (spec 01 §5 email list, §7.12 postManagerOrgModifyEmail)', () => {
  it('refuses 请输入正确格式的邮箱 and 邮箱不能重复 before sending (core billEmailsRefusal), then saves the list into the change', async () => {
    const gateway = await open(true);
    fireEvent.click(await screen.findByRole('tab', { name: t('enterprise.billEmails') }));
    const box = await screen.findByRole('textbox', { name: t('enterprise.billEmails') });
    expect(box).toHaveProperty('value', 'old@hengtai.com');
    const save = screen.getByRole('button', { name: t('change.save') });

    fireEvent.change(box, { target: { value: 'fin@hengtai.com\nfinance@hengtai' } });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('请输入正确格式的邮箱');

    fireEvent.change(box, { target: { value: 'fin@hengtai.com, FIN@hengtai.com' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('邮箱不能重复'));
    expect(gateway.requests('postManagerOrgModifyEmail')).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'fin@hengtai.com；ops@hengtai.com' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(gateway.requests('postManagerOrgModifyEmail')).toEqual([
        { billEmails: ['fin@hengtai.com', 'ops@hengtai.com'] },
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an institution that is not a manager has neither tab (the server refuses it with FD1393 anyway)', async () => {
    await open(false);
    await screen.findByRole('tab', { name: t('orgSection.basic') });
    expect(screen.queryByRole('tab', { name: t('enterprise.billEmails') })).toBeNull();
    expect(screen.queryByRole('tab', { name: t('change.crs') })).toBeNull();
  });
});

describe('机构信息变更 of a manager institution: CRS with controlling persons (spec 01 §7.9, §7.12 postManagerOrgCrs)', () => {
  it('a passive non-financial institution lists controlling persons (add, remove, checked by core: FD1396) and saves them into the change', async () => {
    const gateway = await open(true);
    fireEvent.click(await screen.findByRole('tab', { name: t('change.crs') }));
    const entity = await screen.findByLabelText(t('crs.entityType'));
    expect(screen.queryByRole('region', { name: t('crs.controllingPersons') })).toBeNull();
    fireEvent.change(entity, { target: { value: '2' } });
    const persons = screen.getByRole('region', { name: t('crs.controllingPersons') });

    fireEvent.click(within(persons).getByRole('button', { name: t('crs.person.add') }));
    const second = t('crs.person.title', { index: 2 });
    expect(within(persons).getByLabelText(`${second} ${t('crs.person.name')}`)).toBeTruthy();
    fireEvent.click(within(persons).getByRole('button', { name: `${second} ${t('crs.person.remove')}` }));
    expect(within(persons).queryByLabelText(`${second} ${t('crs.person.name')}`)).toBeNull();

    const first = t('crs.person.title', { index: 1 });
    fireEvent.click(screen.getByRole('button', { name: t('change.save') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      t('riskCrs.error.controllingPersonInvalid', { index: 1 }),
    );
    expect(gateway.requests('postManagerOrgCrs')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(`${first} ${t('crs.person.name')}`), {
      target: { value: '王小明' },
    });
    fireEvent.change(screen.getByLabelText(`${first} ${t('crs.person.birthDate')}`), {
      target: { value: '1980-05-17' },
    });
    fireEvent.change(screen.getByLabelText(`${first} ${t('crs.person.residencyType')}`), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByLabelText(`${first} ${t('crs.country')} 1`), { target: { value: 'US' } });
    fireEvent.change(screen.getByLabelText(`${first} ${t('crs.tin')} 1`), {
      target: { value: '123-45-6789' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('change.save') }));
    await waitFor(() =>
      expect(gateway.requests('postManagerOrgCrs')).toEqual([
        {
          residencyType: '1',
          entityType: '2',
          rows: [],
          controllingPersons: [
            {
              name: '王小明',
              birthDate: '1980-05-17',
              residencyType: '2',
              rows: [{ country: 'US', tin: '123-45-6789' }],
            },
          ],
        },
      ]),
    );
  });
});

describe('机构信息变更结果 of a manager institution (spec 01 §4.9, §7.12)', () => {
  it('lists the CRS the change carries, with the category and the controlling persons', async () => {
    const submission = {
      submissionId: 'S1',
      groupId: '10000010',
      corpName: '恒泰资产管理有限公司',
      kind: 'jgtEdit',
      state: 'submitted',
      changedFields: ['crs'],
      submittedBy: '许宁',
      submittedAt: '2026-02-13T14:00:00.000+08:00',
      decidedBy: null,
      decidedAt: null,
      reason: null,
      attachments: [],
    };
    await open(true, '/account/infoChangeResult', {
      infoChangeQueryStatus: () => ({ submission }),
      queryOrgRecord: () => ({
        changeOrgRecord: EMPTY,
        realOrgRecord: EMPTY,
        changedFields: ['crs'],
        submission,
        changeExtras: {
          crs: {
            residencyType: '1',
            entityType: '2',
            rows: [],
            controllingPersons: [{ name: '王小明', birthDate: '1980-05-17', residencyType: '1', rows: [] }],
          },
        },
      }),
    });
    expect(
      await screen.findByText('仅为中国税收居民；消极非金融机构；控制人 王小明（1980-05-17）'),
    ).toBeTruthy();
  });
});
