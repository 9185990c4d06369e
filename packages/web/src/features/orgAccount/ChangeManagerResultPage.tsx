import { useCallback, useEffect, useState } from 'react';
import { Button, Callout, Spinner, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import {
  firstLogin,
  GatewayError,
  orgRecord,
  shanghaiDateTime,
  t,
  type CorpInfo,
  type MessageKey,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { landingFor, logout, storeCorpInfo } from '../../app/auth';
import { brandIntent } from '../../app/variant';
import './orgAccount.css';

/**
 * An ISO instant as Beijing wall time `YYYY-MM-DD HH:mm` (DESIGN §5: time is Asia/Shanghai).
 * @param iso - ISO 8601 with an offset
 */
export function beijingMinute(iso: string): string {
  return shanghaiDateTime(new Date(iso).getTime()).slice(0, 16);
}

/**
 * 经办人变更结果 (/orgaccount/changeManagerResult, spec 01 §2.2, §2.3): where the guard keeps the old
 * transactor and the administrators while a transactor (manager) change is in progress. It reads the
 * corporate info (A/pc/org/corpInfo) and shows the old and new transactor and the submit time; 刷新 reads
 * it again (and, once the change is over, goes where the landing decision says); 退出登录 logs out. It shows
 * the state the server reports: nothing before it answers, and to a user with no change in progress one
 * empty state (当前没有进行中的经办人变更) instead of 经办人变更中 beside 变更已完成 (issue 17 §4).
 * Once no change is in progress, an administrator also sees the latest change's decision (审核通过, 审核驳回
 * or 已退回 with the back office's reason; transactor/change/queryStatus, spec 01 §7.13): the page is also
 * /account/managerResult and adminResult (spec 03 §2; issue 15 §3).
 * @see spec 01 §2.3 "every page goes to the change-manager-result page", §3 transactor change, §7.7
 */
export function ChangeManagerResultPage() {
  const client = useGateway();
  const navigate = useNavigate();
  const [info, setInfo] = useState<CorpInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async (): Promise<CorpInfo | null> => {
    setLoading(true);
    try {
      const answer = await client.call(firstLogin.corpInfo, {}, { hideResult: true });
      storeCorpInfo(answer);
      setInfo(answer);
      setError(null);
      return answer;
    } catch (failure) {
      setError(GatewayError.from(failure).message);
      return null;
    } finally {
      setLoading(false);
    }
  }, [client]);

  const refresh = async () => {
    const answer = await load();
    if (answer && !answer.transactorChangeStatus.hasTransactorChanging) {
      void navigate(landingFor(answer, null), { replace: true });
    }
  };

  useEffect(() => {
    void load();
  }, [load]);

  // The state the server reports; nothing is claimed before it answers (issue 17 §4).
  const changing = info?.transactorChangeStatus.hasTransactorChanging ?? null;
  // The latest decision, for whoever may read it (an administrator; the old transactor may not: no answer).
  const latest = useCall(
    orgRecord.transactorChangeQueryStatus,
    changing === false && info?.transactorChangeStatus.hasAdmin ? {} : null,
    { hideResult: true },
  ).data?.submission;
  const change = info?.transactorChange ?? null;

  return (
    <div className="fd-page fd-page--center">
      <div className="fd-login__card fd-orgaccount__card">
        {changing !== null && (
          <h2 className="fd-login__title">
            {t(changing ? 'changeManager.title' : 'honest.changeManager.title')}
          </h2>
        )}
        {changing === true && <p className="fd-login__welcome">{t('changeManager.intro')}</p>}
        {error && (
          <Callout intent="danger" className="fd-login__error" role="alert">
            {error}
          </Callout>
        )}
        {loading && !info ? (
          <Spinner size={20} />
        ) : changing === false ? (
          <>
            <p className="fd-change-manager__none" data-testid="change-manager-none">
              {t('honest.changeManager.none')}
            </p>
            {latest && (
              <p className="fd-change-manager__latest" role="status">
                {t('change.transactor.title')}：{t(`orgState.${latest.state}` as MessageKey)}
                {latest.reason ? `，${t('opening.result.reason', { reason: latest.reason })}` : ''}
              </p>
            )}
          </>
        ) : changing === true ? (
          <dl className="fd-change-manager__facts">
            {change && (
              <>
                <dt>{t('changeManager.old')}</dt>
                <dd>{change.oldTransactorName}</dd>
                <dt>{t('changeManager.new')}</dt>
                <dd>{change.newTransactorName}</dd>
                <dt>{t('changeManager.submitTime')}</dt>
                <dd>{beijingMinute(change.submitTime)}</dd>
              </>
            )}
            <dt>{t('changeManager.status')}</dt>
            <dd>
              <Tag intent="warning" minimal>
                {t('changeManager.status.changing')}
              </Tag>
            </dd>
          </dl>
        ) : null}
        <div className="fd-first-login__actions">
          <Button intent={brandIntent} loading={loading} onClick={() => void refresh()}>
            {t('changeManager.refresh')}
          </Button>
          <Button variant="minimal" onClick={() => void logout(client)}>
            {t('changeManager.logout')}
          </Button>
        </div>
      </div>
    </div>
  );
}
