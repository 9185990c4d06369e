import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { creditCodeCheckChar, t, type OrgRecord, type OrgVersion } from '@funddesk/core';
import { fakeGateway, type FakeHandler, renderRouted } from '../product/testing/fakeGateway';
import { prefetchRoute } from '../../app/lazyPage';
import { orgAccountRoutes } from './routes';

afterEach(cleanup);

const first17 = '91110105MA0000001';
const CODE = first17 + creditCodeCheckChar(first17)!;
const WRONG = first17 + (CODE.endsWith('0') ? '1' : '0');

const EMPTY: OrgRecord = {
  basic: null,
  legalPerson: null,
  transactor: null,
  bank: null,
  beneficiaries: null,
  actualControllers: null,
  product: null,
};

const corpInfo = (overrides: Record<string, unknown> = {}) => ({
  groupId: '20000001',
  gid: 'G20000001',
  status: 0,
  clientType: '2',
  transactorChangeStatus: { hasTransactorChanging: false, hasAdmin: true, roleType: 'jgt_person' },
  ...overrides,
});

async function open(path: string, handlers: Record<string, FakeHandler>) {
  const gateway = fakeGateway(handlers);
  const routes = [
    ...orgAccountRoutes.map((r) => ({ ...r, path: `/${r.path ?? ''}` })),
    { path: '*', element: <p>elsewhere</p> },
  ];
  // The page's chunk first, as the app's links prefetch it (lazyPage.tsx): the page then renders at once.
  await prefetchRoute(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderRouted(gateway, router);
  return { gateway, router };
}

describe('填写机构信息 /orgaccount/orgInfo (issue 15 §2; spec 01 §4.4, §7.11)', () => {
  const handlers = (): Record<string, FakeHandler> => ({
    corpInfo: () => corpInfo(),
    accountOpenStatus: () => ({
      groupId: '20000001',
      corpName: '测试开户1有限公司',
      status: 0,
      clientType: '2',
      opening: null,
      missing: ['basic', 'legalPerson'],
    }),
    jgtQueryBasicInfo: () => ({
      value: { orgFullName: '测试开户1有限公司', orgCredNo: WRONG, registerAddress: '', officeAddress: '' },
      source: 'none',
      draftKind: null,
    }),
    jgtEditBasicInfo: () => ({ draftKind: 'opening', missing: ['legalPerson'] }),
    jgtQueryLegalPersonInfo: () => ({ value: null, source: 'none', draftKind: 'opening' }),
    jgtRegisterRevoke: () => ({ revoked: true }),
  });

  it('checks the credit code as typed (GB 32100, FD6103) and saves the section, then goes to the next step', async () => {
    const { gateway } = await open('/orgaccount/orgInfo', handlers());
    const code = await screen.findByLabelText(t('orgField.orgCredNo'));
    expect(code).toHaveProperty('value', WRONG);
    fireEvent.change(screen.getByLabelText(t('orgField.registerAddress')), {
      target: { value: '北京市朝阳区' },
    });
    fireEvent.change(screen.getByLabelText(t('orgField.officeAddress')), {
      target: { value: '北京市朝阳区' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('opening.form.save') }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      t('orgRecord.error.creditCodeChecksum'),
    );
    expect(gateway.requests('jgtEditBasicInfo')).toEqual([]);
    fireEvent.change(code, { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: t('opening.form.save') }));
    expect(await screen.findByLabelText(t('orgField.legalPersonName'))).toBeTruthy();
    expect(gateway.requests('jgtEditBasicInfo')).toEqual([
      {
        orgFullName: '测试开户1有限公司',
        orgCredNo: CODE,
        registerAddress: '北京市朝阳区',
        officeAddress: '北京市朝阳区',
      },
    ]);
  });

  it('cancel opening asks 确认是否取消开户？ / 确认取消将删除所有已填写信息, then revokes with the gid (spec 01 §4.4)', async () => {
    const { gateway } = await open('/orgaccount/orgInfo', handlers());
    fireEvent.click(await screen.findByRole('button', { name: t('opening.cancel') }));
    expect(await screen.findByText('确认是否取消开户？')).toBeTruthy();
    expect(screen.getByText('确认取消将删除所有已填写信息')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('opening.cancel.confirm') }));
    await waitFor(() =>
      expect(gateway.requests('jgtRegisterRevoke')).toEqual([{ jgtOrgProdFlag: 2, gid: 'G20000001' }]),
    );
  });
});

describe('开户结果 /orgaccount/openResult (spec 01 §4.1, §4.2)', () => {
  it('a sent-back opening shows the reason and leads back to the form', async () => {
    const { router } = await open('/orgaccount/openResult', {
      accountOpenStatus: () => ({
        groupId: '20000001',
        corpName: '测试开户1有限公司',
        status: 0,
        clientType: '2',
        opening: {
          submissionId: 'S1',
          groupId: '20000001',
          corpName: '测试开户1有限公司',
          kind: 'opening',
          state: 'sentBack',
          changedFields: [],
          submittedBy: '周开户',
          submittedAt: '2026-11-27T01:00:00.000Z',
          decidedBy: '林审',
          decidedAt: '2026-11-27T02:00:00.000Z',
          reason: '营业执照不清晰',
        },
        missing: [],
      }),
    });
    expect(await screen.findByText(t('opening.result.sentBack'))).toBeTruthy();
    expect(screen.getByText(t('opening.result.reason', { reason: '营业执照不清晰' }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('opening.result.edit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orgaccount/orgInfo'));
  });
});

const version = (overrides: Partial<OrgVersion> = {}): OrgVersion => ({
  submissionId: 'S2',
  groupId: '20000001',
  corpName: '测试开户1有限公司',
  kind: 'infoChange',
  state: 'submitted',
  changedFields: ['bank.bankName'],
  submittedBy: '周开户',
  submittedAt: '2026-11-27T01:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  reason: null,
  before: { bank: { bkcAccountName: 'A', bkcAccountNo: '12345678', bankName: '中国工商银行' } },
  after: { bank: { bkcAccountName: 'A', bkcAccountNo: '12345678', bankName: '中国建设银行' } },
  ...overrides,
});

describe('机构信息 /account/enterpriseInformation (issue 15 §2-§3; spec 01 §5, §7.7)', () => {
  it('shows the record, the version trail with before and after, and sets the bill e-mails as a list', async () => {
    const { gateway } = await open('/account/enterpriseInformation', {
      queryEnterpriseBasicInfo: () => ({
        groupId: '20000001',
        corpName: '测试开户1有限公司',
        status: 2,
        clientType: '2',
        changingFlag: false,
        record: {
          ...EMPTY,
          basic: {
            orgFullName: '测试开户1有限公司',
            orgCredNo: CODE,
            registerAddress: '北京',
            officeAddress: '北京',
          },
        },
        billEmails: ['fin@corp.com'],
        attachments: [],
        versions: [version({ state: 'approved', decidedBy: '林审' })],
      }),
      queryOrgNccpImage: () => ({ list: [] }),
      jgtBillEmailEditBatch: (req) => req,
    });
    expect(await screen.findByText(CODE)).toBeTruthy();
    const trail = screen.getByRole('table', { name: t('enterprise.versions') });
    expect(within(trail).getByText(t('orgKind.infoChange'))).toBeTruthy();
    fireEvent.click(within(trail).getByRole('button', { name: t('review.org.detail') }));
    expect(within(trail).getByText('中国建设银行')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('enterprise.billEmails.batch') }));
    fireEvent.change(await screen.findByLabelText(t('enterprise.billEmails')), {
      target: { value: 'a@corp.com, b@corp.com\nc@corp.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('change.save') }));
    await waitFor(() =>
      expect(gateway.requests('jgtBillEmailEditBatch')).toEqual([
        { billEmails: ['a@corp.com', 'b@corp.com', 'c@corp.com'] },
      ]),
    );
  });
});

describe('机构信息 version trail: attachments and a manager institution change (issue 15 §3; spec 01 §7.12)', () => {
  it('issue 15 §3: each version lists the attachments it carried; bill e-mails and CRS show before and after', async () => {
    await open('/account/enterpriseInformation', {
      queryEnterpriseBasicInfo: () => ({
        groupId: '10000010',
        corpName: '恒泰资产管理有限公司',
        status: 2,
        clientType: '3',
        changingFlag: false,
        record: EMPTY,
        billEmails: ['fin@hengtai.com'],
        attachments: [],
        versions: [
          version({
            kind: 'jgtEdit',
            state: 'approved',
            decidedBy: '林审',
            changedFields: ['billEmails', 'crs'],
            before: { billEmails: ['old@hengtai.com'], crs: null },
            after: {
              billEmails: ['fin@hengtai.com'],
              crs: { residencyType: '3', entityType: '1', rows: [{ country: 'US', tin: '123456789' }] },
            },
            attachments: [
              {
                attachmentId: 'A1',
                imageType: 'authorisation',
                fileName: '授权书.pdf',
                contentHash: '0123456789abcdef'.repeat(4),
              },
            ],
          }),
        ],
      }),
      queryOrgNccpImage: () => ({ list: [] }),
    });
    const trail = await screen.findByRole('table', { name: t('enterprise.versions') });
    fireEvent.click(within(trail).getByRole('button', { name: t('review.org.detail') }));
    expect(within(trail).getByText('old@hengtai.com')).toBeTruthy();
    expect(within(trail).getByText(/美国 123456789/)).toBeTruthy();
    const carried = screen.getByRole('table', { name: t('change.carried') });
    expect(carried.textContent).toContain('授权书.pdf');
    expect(carried.textContent).toContain('0123456789ab');
  });
});

describe('开户及变更审核 /backOffice/orgReview (issue 15 §2)', () => {
  it('lists what is under review and sends one back with the reason', async () => {
    const { gateway } = await open('/backOffice/orgReview', {
      orgReviewList: () => ({ list: [version()] }),
      orgReviewDecide: (req) => ({ ...version(), state: 'sentBack', ...(req as object) }),
    });
    const table = await screen.findByRole('table', { name: t('review.org.title') });
    expect(within(table).getByText('测试开户1有限公司')).toBeTruthy();
    fireEvent.click(
      within(table).getByRole('button', { name: `${t('orgDecision.sendBack')} 测试开户1有限公司` }),
    );
    fireEvent.change(await screen.findByLabelText(t('review.org.reason')), {
      target: { value: '请补充开户许可证' },
    });
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t('orgDecision.sendBack') }));
    await waitFor(() =>
      expect(gateway.requests('orgReviewDecide')).toEqual([
        { submissionId: 'S2', decision: 'sendBack', reason: '请补充开户许可证' },
      ]),
    );
  });
});

describe('经办人变更 /account/changeOfManager and 机构信息变更结果 (spec 01 §4.9, §7.12, §7.13)', () => {
  it('saves the new transactor, then submits and goes to the change-manager-result page', async () => {
    const { gateway, router } = await open('/account/changeOfManager', {
      transactorChangeQueryStatus: () => ({
        submission: null,
        oldTransactorDto: {
          name: '李经办',
          credNo: '110101199003070513',
          mobilePhoneNo: '13911113333',
          address: '北京',
        },
        editTransactorDto: null,
        isSendBack: false,
      }),
      transactorChangeSave: () => ({ draftKind: 'transactorChange', missing: [] }),
      transactorChangeSubmit: () => ({ ...version({ kind: 'transactorChange' }) }),
    });
    expect(await screen.findByText(`${t('change.old')}：李经办`)).toBeTruthy();
    const submit = screen.getByRole('button', { name: t('change.submit') });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(t('orgField.name')), { target: { value: '赵新办' } });
    fireEvent.change(screen.getByLabelText(t('orgField.credNo')), {
      target: { value: '11010519491231002X' },
    });
    fireEvent.change(screen.getByLabelText(t('orgField.mobilePhoneNo')), {
      target: { value: '13911114444' },
    });
    fireEvent.change(screen.getByLabelText(t('orgField.address')), { target: { value: '北京市海淀区' } });
    fireEvent.click(screen.getByRole('button', { name: t('change.save') }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    expect(gateway.requests('transactorChangeSave')).toEqual([
      { name: '赵新办', credNo: '11010519491231002X', mobilePhoneNo: '13911114444', address: '北京市海淀区' },
    ]);
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orgaccount/changeManagerResult'));
  });

  it('a sent-back information change shows the reason, the before and after, and 重新修改', async () => {
    await open('/account/infoChangeResult', {
      infoChangeQueryStatus: () => ({
        submission: version({ state: 'sentBack', reason: '请补充开户许可证' }),
      }),
      queryOrgRecord: () => ({
        changeOrgRecord: { ...EMPTY, bank: version().after.bank ?? null },
        realOrgRecord: { ...EMPTY, bank: version().before.bank ?? null },
        changedFields: ['bank.bankName'],
        submission: version({ state: 'sentBack' }),
      }),
    });
    expect(await screen.findByText(t('opening.result.reason', { reason: '请补充开户许可证' }))).toBeTruthy();
    const table = screen.getByRole('table', { name: t('change.result.title') });
    expect(within(table).getByText('中国工商银行')).toBeTruthy();
    expect(within(table).getByText('中国建设银行')).toBeTruthy();
    expect(screen.getByRole('button', { name: t('change.result.edit') })).toBeTruthy();
  });
});

describe('选择开户类型 /orgaccount/openAccountType (spec 01 §2.2)', () => {
  it('shows the current type and saves the chosen one before going to the form', async () => {
    const { gateway, router } = await open('/orgaccount/openAccountType', {
      corpInfo: () => corpInfo(),
      jgtEditOpenAccountType: (req) => ({ ...(req as object), missing: ['product'] }),
    });
    const ordinary = await screen.findByLabelText(t('opening.type.ordinary'));
    expect(ordinary).toHaveProperty('checked', true);
    fireEvent.click(screen.getByLabelText(t('opening.type.product')));
    fireEvent.click(screen.getByRole('button', { name: t('opening.type.next') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orgaccount/orgInfo'));
    expect(gateway.requests('jgtEditOpenAccountType')).toEqual([{ clientType: '3' }]);
  });
});
