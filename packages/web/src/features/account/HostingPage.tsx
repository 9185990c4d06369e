import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Callout,
  Card,
  Classes,
  FormGroup,
  HTMLTable,
  InputGroup,
  NonIdealState,
} from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router';
import { riskCrs, t } from '@funddesk/core';
import { CallStatus } from '../../components/CallStatus/CallStatus';
import { useCall, useMutationCall, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { Facts } from '../../components/Facts/Facts';
import { PageHead } from '../../components/PageHead/PageHead';
import { formatDateTime } from '../trade/orderText';
import '../product/product.css';
import '../trade/screens.css';
import './riskCrs.css';

/** An account as `托管机构 / 户名 / 账号` for the change table. */
const accountText = (a: { custodianName: string; accountName: string; accountNo: string } | null): string =>
  a ? `${a.custodianName} / ${a.accountName} / ${a.accountNo}` : t('display.none');

/**
 * 托管账户 (/account/hosting; spec 03 §2 hosting, spec 01 §7.7; issue 15 §4): the organisation's hosting
 * (escrow) account — custodian, account name and number, who set it last and when — its hosting users (they
 * query, never buy: spec 02 §5) and the changes with before and after. 设置 opens /account/setHosting.
 */
export function HostingPage() {
  const escrow = useCall(riskCrs.queryEscrowAccount, {});
  const data = escrow.data;
  return (
    <div className="fd-product fd-screens fd-risk-crs">
      <PageHead title={t('hosting.title')}>
        {data ? <span className="fd-note">{data.corpName}</span> : null}
        <Link to="/account/setHosting" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
          {t('hosting.set')}
        </Link>
      </PageHead>
      <Card>
        <CallStatus loading={escrow.isLoading} error={escrow.error} />
        {data && !data.account ? <NonIdealState title={t('hosting.none')} /> : null}
        {data?.account ? (
          <Facts
            className="fd-risk-crs__facts"
            label={t('hosting.title')}
            facts={[
              { label: t('hosting.custodianName'), value: data.account.custodianName },
              { label: t('hosting.accountName'), value: data.account.accountName },
              { label: t('hosting.accountNo'), value: data.account.accountNo },
              { label: t('hosting.updatedBy'), value: data.account.updatedBy },
              { label: t('hosting.updatedAt'), value: formatDateTime(data.account.updatedAt) },
            ]}
          />
        ) : null}
      </Card>
      {data ? (
        <Card>
          <h3 className="fd-section-title">{t('hosting.users')}</h3>
          <p className="fd-note">{t('hosting.cannotBuy')}</p>
          {data.users.length === 0 ? (
            <p>{t('hosting.usersNone')}</p>
          ) : (
            <HTMLTable compact striped className="fd-table" aria-label={t('hosting.users')}>
              <thead>
                <tr>
                  <th scope="col">{t('hosting.userName')}</th>
                  <th scope="col">{t('hosting.loginName')}</th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((u) => (
                  <tr key={u.loginName}>
                    <td>{u.personName}</td>
                    <td>{u.loginName}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </Card>
      ) : null}
      {data && data.changes.length > 0 ? (
        <Card>
          <h3 className="fd-section-title">{t('hosting.history')}</h3>
          <HTMLTable compact striped className="fd-table" aria-label={t('hosting.history')}>
            <thead>
              <tr>
                <th scope="col">{t('hosting.updatedAt')}</th>
                <th scope="col">{t('hosting.updatedBy')}</th>
                <th scope="col">{t('hosting.before')}</th>
                <th scope="col">{t('hosting.after')}</th>
              </tr>
            </thead>
            <tbody>
              {data.changes.map((c) => (
                <tr key={c.changedAt}>
                  <td>{formatDateTime(c.changedAt)}</td>
                  <td>{c.personName}</td>
                  <td>{accountText(c.before)}</td>
                  <td>{accountText(c.after)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      ) : null}
    </div>
  );
}

/**
 * 设置托管账户 (/account/setHosting; spec 03 §2 setHosting, spec 01 §7.7 setEscrowAccount): custodian, account
 * name and number (the server refuses a number that is not 8 to 30 digits with FD1391), then back to 托管账户.
 */
export function SetHostingPage() {
  const navigate = useNavigate();
  const escrow = useCall(riskCrs.queryEscrowAccount, {});
  const save = useMutationCall(riskCrs.setEscrowAccount);
  const revalidate = useRevalidateCalls([riskCrs.queryEscrowAccount]);
  const [form, setForm] = useState({ custodianName: '', accountName: '', accountNo: '' });
  const account = escrow.data?.account ?? null;
  useEffect(() => {
    if (account)
      setForm({
        custodianName: account.custodianName,
        accountName: account.accountName,
        accountNo: account.accountNo,
      });
  }, [account]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await save.trigger(form);
    await revalidate();
    notifier.success(t('hosting.saved'));
    void navigate('/account/hosting');
  };
  const field = (key: keyof typeof form, label: string, max: number) => (
    <FormGroup label={label} labelFor={`fd-hosting-${key}`}>
      <InputGroup
        id={`fd-hosting-${key}`}
        value={form[key]}
        maxLength={max}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setForm((current) => ({ ...current, [key]: value }));
        }}
      />
    </FormGroup>
  );

  return (
    <div className="fd-product fd-screens fd-risk-crs">
      <PageHead title={t('hosting.setTitle')}>
        {escrow.data ? <span className="fd-note">{escrow.data.corpName}</span> : null}
      </PageHead>
      <Card>
        <form
          className="fd-risk-crs__form"
          onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
          noValidate
        >
          {field('custodianName', t('hosting.custodianName'), 60)}
          {field('accountName', t('hosting.accountName'), 60)}
          {field('accountNo', t('hosting.accountNo'), 40)}
          {save.error ? (
            <Callout intent="danger" role="alert">
              {save.error.message}
            </Callout>
          ) : null}
          <div className="fd-risk-crs__actions">
            <Button type="submit" intent="primary" loading={save.isMutating}>
              {t('hosting.save')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
