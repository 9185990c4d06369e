import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Callout,
  Card,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router';
import {
  checkCreditCode,
  firstLogin,
  GatewayError,
  orgRecord,
  t,
  type MessageKey,
  type OrgSection,
} from '@funddesk/core';
import { useCall, useGateway, useMutationCall } from '../../api/hooks';
import { afterLogin } from '../login/afterLogin';
import { LoginLayout } from '../login/LoginLayout';
import { logout, logoutLocally } from '../../app/auth';
import { notifier } from '../../app/notifier';
import { LOGIN_PATH } from '../../app/variant';
import { AttachmentsTable, attachmentLabel, SectionForm, sectionLabel } from './OrgSections';
import './orgAccount.css';

/**
 * 机构开户指引 (/orgaccount/openGuide, open without login, spec 01 §2.2, §2.3): what to prepare, then 立即开户
 * (/orgaccount/openAccount) or the login page.
 */
export function OpenGuidePage() {
  const navigate = useNavigate();
  return (
    <LoginLayout>
      <h2 className="fd-login__title">{t('web.page.openGuide')}</h2>
      <p className="fd-login__welcome">{t('opening.guide.intro')}</p>
      <ul className="fd-opening-guide">
        <li>{t('opening.guide.item.licence')}</li>
        <li>{t('opening.guide.item.legal')}</li>
        <li>{t('opening.guide.item.transactor')}</li>
        <li>{t('opening.guide.item.bank')}</li>
      </ul>
      <div className="fd-first-login__actions">
        <Button
          intent="primary"
          text={t('opening.guide.start')}
          onClick={() => void navigate('/orgaccount/openAccount')}
        />
        <Link to={LOGIN_PATH}>{t('opening.guide.login')}</Link>
      </div>
    </LoginLayout>
  );
}

/**
 * 注册开户账号 (/orgaccount/openAccount, open without login, spec 01 §2.3, §7.3 jgtRegisterAutoLogin): the
 * institution's name, unified social credit code (checked as typed by core checkCreditCode, GB 32100, and
 * for being free by jgtCredUniqueCheck), its type (普通机构 client type 2 or 产品机构 3), and the
 * administrator's name, mobile, login name and password (mobile and password RSA-encrypted, spec 01 §5).
 * The answer logs the administrator in and the landing decision (spec 01 §4.2: status 0) goes to the
 * opening form.
 */
export function OpenAccountPage() {
  const client = useGateway();
  const navigate = useNavigate();
  const [form, setForm] = useState({
    orgFullName: '',
    credNo: '',
    clientType: '2' as '2' | '3',
    adminName: '',
    mobileNo: '',
    loginName: '',
    loginPwd: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const code = checkCreditCode(form.credNo);
    if (!code.ok) return setError(new GatewayError(code.code, undefined, { detail: code.params }).message);
    setError(null);
    setBusy(true);
    try {
      await client.call(orgRecord.jgtCredUniqueCheck, { credNo: code.value }, { hideResult: true });
      const result = await client.call(
        orgRecord.jgtRegisterAutoLogin,
        { ...form, credNo: code.value, loginName: form.loginName.trim() },
        { hideResult: true },
      );
      const next = await afterLogin(client, result);
      if (next.kind === 'navigate') void navigate(next.to, { replace: true });
      else if (next.kind === 'error') setError(next.message);
    } catch (failure) {
      setError(GatewayError.from(failure).message);
    } finally {
      setBusy(false);
    }
  };

  const text = (key: keyof typeof form, label: MessageKey, type = 'text', autoComplete = 'off') => (
    <FormGroup label={t(label)} labelFor={`fd-open-${key}`}>
      <InputGroup
        id={`fd-open-${key}`}
        type={type}
        autoComplete={autoComplete}
        value={form[key]}
        maxLength={100}
        onValueChange={(value) => set({ [key]: value })}
      />
    </FormGroup>
  );

  return (
    <LoginLayout>
      <h2 className="fd-login__title">{t('web.page.openAccount')}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('web.page.openAccount')}>
        {error && (
          <Callout intent="danger" className="fd-login__error" role="alert">
            {error}
          </Callout>
        )}
        {text('orgFullName', 'opening.register.orgFullName')}
        {text('credNo', 'opening.register.credNo')}
        <RadioGroup
          label={t('opening.type.title')}
          inline
          selectedValue={form.clientType}
          onChange={(e) => set({ clientType: e.currentTarget.value === '3' ? '3' : '2' })}
        >
          <Radio value="2" label={t('opening.type.ordinary')} title={t('opening.type.ordinary.desc')} />
          <Radio value="3" label={t('opening.type.product')} title={t('opening.type.product.desc')} />
        </RadioGroup>
        <p className="fd-first-login__hint">
          {form.clientType === '3' ? t('opening.type.product.desc') : t('opening.type.ordinary.desc')}
        </p>
        {text('adminName', 'opening.register.adminName')}
        {text('mobileNo', 'opening.register.mobile', 'tel')}
        {text('loginName', 'opening.register.loginName', 'text', 'username')}
        {text('loginPwd', 'opening.register.loginPwd', 'password', 'new-password')}
        <p className="fd-first-login__hint">{t('opening.register.hint')}</p>
        <Button
          type="submit"
          intent="primary"
          fill
          size="large"
          loading={busy}
          text={t('opening.register.submit')}
        />
      </form>
    </LoginLayout>
  );
}

/** The steps of the opening form: the sections (product only for client type above 2), attachments, review. */
function stepsOf(clientType: string): readonly (OrgSection | 'attachments' | 'review')[] {
  const sections: OrgSection[] = [
    'basic',
    'legalPerson',
    'transactor',
    'bank',
    'beneficiaries',
    'actualControllers',
  ];
  if (Number(clientType) > 2) sections.push('product');
  return [...sections, 'attachments', 'review'];
}

/** The catalogue name of what an opening lacks: a section or an attachment. */
const missingLabel = (item: string) =>
  ['basic', 'legalPerson', 'transactor', 'bank', 'beneficiaries', 'actualControllers', 'product'].includes(
    item,
  )
    ? sectionLabel(item)
    : attachmentLabel(item);

/**
 * 填写机构信息 (/orgaccount/orgInfo and orgInfoSwitch, spec 01 §2.2; the landing of status 0 and 3, §4.2): the
 * guided opening form, one section per step with 保存并继续 (each saves into the draft on the server,
 * jgtEdit*, spec 01 §7.11), the licences, then the review step listing what is still missing and 提交审核
 * (jgtSubmit → status 1, openResult). 取消开户 asks 确认是否取消开户？ / 确认取消将删除所有已填写信息, revokes the
 * registration and says 取消开户成功, then logs out after 1 s (spec 01 §4.4).
 */
export function OrgInfoPage() {
  const navigate = useNavigate();
  const info = useCall(firstLogin.corpInfo, {}, { hideResult: true });
  const status = useCall(orgRecord.accountOpenStatus, {}, { hideResult: true });
  const submit = useMutationCall(orgRecord.jgtSubmit);
  const revoke = useMutationCall(orgRecord.jgtRegisterRevoke);
  const [step, setStep] = useState(0);
  const [cancelling, setCancelling] = useState(false);

  if (!info.data || !status.data) return <Spinner size={24} />;
  const steps = stepsOf(info.data.clientType);
  const current = steps[step]!;
  const underReview = info.data.status === 1;
  const next = () => {
    void status.mutate();
    setStep((s) => Math.min(s + 1, steps.length - 1));
  };

  const submitOpening = async () => {
    await submit.trigger({});
    // The result page reads the same call: fetched again now (a read on its mount would be deduplicated).
    await status.mutate();
    void navigate('/orgaccount/openResult', { replace: true });
  };

  const cancelOpening = async () => {
    const clientType = info.data?.clientType ?? '2';
    await revoke.trigger({ jgtOrgProdFlag: Number(clientType) > 2 ? 3 : 2, gid: info.data?.gid ?? '' });
    setCancelling(false);
    notifier.success(t('opening.cancel.done'));
    // spec 01 §4.4: after 1 s the user is logged out (the server has ended the session).
    setTimeout(() => logoutLocally(), 1000);
  };

  return (
    <div className="fd-org-opening">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('opening.form.title')}</h2>
        <span className="fd-org-opening__corp">{status.data.corpName}</span>
        <Button
          variant="minimal"
          disabled={underReview}
          text={t('opening.type.change')}
          onClick={() => void navigate('/orgaccount/openAccountType')}
        />
        <Button
          intent="danger"
          variant="minimal"
          text={t('opening.cancel')}
          onClick={() => setCancelling(true)}
        />
      </Card>
      {info.data.status === 3 && status.data.opening?.reason && (
        <Callout intent="danger" title={t('opening.result.rejected')}>
          {t('opening.result.reason', { reason: status.data.opening.reason })}
        </Callout>
      )}
      {status.data.opening?.state === 'sentBack' && (
        <Callout intent="warning" title={t('opening.result.sentBack')}>
          {t('opening.result.reason', { reason: status.data.opening.reason ?? '' })}
        </Callout>
      )}
      <div className="fd-org-opening__body">
        <ol className="fd-org-steps" aria-label={t('opening.form.title')}>
          {steps.map((s, i) => (
            <li key={s} aria-current={i === step ? 'step' : undefined}>
              <Button
                variant={i === step ? 'solid' : 'minimal'}
                intent={i === step ? 'primary' : 'none'}
                size="small"
                text={`${i + 1}. ${s === 'attachments' ? t('opening.form.attachments') : s === 'review' ? t('opening.form.review') : sectionLabel(s)}`}
                onClick={() => setStep(i)}
              />
            </li>
          ))}
        </ol>
        <Card className="fd-org-opening__step">
          <p className="fd-first-login__hint">
            {t('opening.form.step', { n: step + 1, total: steps.length })}
          </p>
          {current === 'attachments' ? (
            <>
              <AttachmentsTable disabled={underReview} onChange={() => void status.mutate()} />
              <div className="fd-org-form__actions">
                <Button intent="primary" text={t('opening.form.save')} onClick={next} />
              </div>
            </>
          ) : current === 'review' ? (
            <div className="fd-org-review-step">
              {status.data.missing.length > 0 ? (
                <Callout intent="warning">
                  {t('opening.form.missing', { sections: status.data.missing.map(missingLabel).join('、') })}
                </Callout>
              ) : (
                <Callout intent="success">{t('opening.form.complete')}</Callout>
              )}
              <div className="fd-org-form__actions">
                <Button text={t('opening.form.prev')} onClick={() => setStep(step - 1)} />
                <Button
                  intent="primary"
                  text={t('opening.form.submit')}
                  loading={submit.isMutating}
                  disabled={status.data.missing.length > 0 || underReview}
                  onClick={() => void submitOpening()}
                />
              </div>
            </div>
          ) : (
            <SectionForm
              key={current}
              section={current}
              saveLabel={t('opening.form.save')}
              onSaved={next}
              disabled={underReview}
            />
          )}
        </Card>
      </div>
      <Alert
        isOpen={cancelling}
        intent="danger"
        icon="warning-sign"
        confirmButtonText={t('opening.cancel.confirm')}
        cancelButtonText={t('opening.cancel.back')}
        loading={revoke.isMutating}
        onConfirm={() => void cancelOpening().catch(() => setCancelling(false))}
        onCancel={() => setCancelling(false)}
      >
        <h3 className="fd-org-cancel__title">{t('opening.cancel.title')}</h3>
        <p>{t('opening.cancel.body')}</p>
      </Alert>
    </div>
  );
}

/**
 * 开户结果 (/orgaccount/openResult and openResultSwitch, spec 01 §2.2; the landing of status 1 for an
 * administrator, §4.2): the opening's state from A/pc/person/corp/accountOpenStatus/query — under review,
 * opened (重新登录), failed or sent back with the back office's reason (修改资料), or not submitted yet.
 */
export function OpenResultPage() {
  const client = useGateway();
  const navigate = useNavigate();
  const status = useCall(orgRecord.accountOpenStatus, {}, { hideResult: true });
  if (!status.data)
    return status.error ? <Callout intent="danger">{status.error.message}</Callout> : <Spinner size={24} />;
  const { status: code, opening } = status.data;
  const state = code === 2 ? 'approved' : code === 1 ? 'submitted' : code === 3 ? 'rejected' : opening?.state;
  const title: MessageKey =
    state === 'approved'
      ? 'opening.result.approved'
      : state === 'submitted'
        ? 'opening.result.submitted'
        : state === 'rejected'
          ? 'opening.result.rejected'
          : state === 'sentBack'
            ? 'opening.result.sentBack'
            : 'opening.result.none';
  return (
    <div className="fd-page fd-page--center">
      <div className="fd-login__card fd-orgaccount__card">
        <h2 className="fd-login__title">{t('opening.result.title')}</h2>
        <p className="fd-org-result__corp">
          {status.data.corpName} <Tag minimal>{t(`orgStatus.${code}` as MessageKey)}</Tag>
        </p>
        <Callout
          intent={
            state === 'approved' ? 'success' : state === 'submitted' ? 'primary' : state ? 'danger' : 'none'
          }
          title={t(title)}
          role="status"
        >
          {state === 'submitted' && t('opening.result.submitted.desc')}
          {state === 'approved' && t('opening.result.approved.desc')}
          {(state === 'rejected' || state === 'sentBack') && opening?.reason
            ? t('opening.result.reason', { reason: opening.reason })
            : null}
        </Callout>
        <div className="fd-first-login__actions">
          {state === 'approved' ? (
            <Button intent="primary" text={t('opening.result.relogin')} onClick={() => void logout(client)} />
          ) : state === 'submitted' ? (
            <Button
              intent="primary"
              text={t('opening.result.refresh')}
              onClick={() => void status.mutate()}
            />
          ) : (
            <Button
              intent="primary"
              text={state ? t('opening.result.edit') : t('opening.result.continue')}
              onClick={() => void navigate('/orgaccount/orgInfo')}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * 选择开户类型 (/orgaccount/openAccountType, spec 01 §2.2; the organisation bar shows a bottom line there, §1):
 * the opening's type — 普通机构 (client type 2) or 产品机构 (3, the trust channel, which adds the product
 * section) — changeable until the opening is submitted (jgtEditOpenAccountType), then 下一步 to the form.
 */
export function OpenAccountTypePage() {
  const navigate = useNavigate();
  const info = useCall(firstLogin.corpInfo, {}, { hideResult: true });
  const save = useMutationCall(orgRecord.jgtEditOpenAccountType);
  const [chosen, setChosen] = useState<'2' | '3' | null>(null);
  if (!info.data) return <Spinner size={24} />;
  const current = chosen ?? (Number(info.data.clientType) > 2 ? '3' : '2');
  const next = async () => {
    await save.trigger({ clientType: current });
    await info.mutate();
    void navigate('/orgaccount/orgInfo');
  };
  return (
    <div className="fd-page fd-page--center">
      <div className="fd-login__card fd-orgaccount__card">
        <h2 className="fd-login__title">{t('web.page.openAccountType')}</h2>
        <RadioGroup
          label={t('opening.type.title')}
          selectedValue={current}
          onChange={(e) => setChosen(e.currentTarget.value === '3' ? '3' : '2')}
        >
          <Radio value="2" label={t('opening.type.ordinary')} />
          <p className="fd-first-login__hint">{t('opening.type.ordinary.desc')}</p>
          <Radio value="3" label={t('opening.type.product')} />
          <p className="fd-first-login__hint">{t('opening.type.product.desc')}</p>
        </RadioGroup>
        <div className="fd-first-login__actions">
          <Button
            intent="primary"
            loading={save.isMutating}
            text={t('opening.type.next')}
            onClick={() => void next().catch(() => undefined)}
          />
        </div>
      </div>
    </div>
  );
}
