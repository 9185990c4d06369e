import { useMemo, useState } from 'react';
import { Button, Card, HTMLSelect, HTMLTable, ProgressBar, SegmentedControl, Tag } from '@blueprintjs/core';
import {
  periodsBetween,
  previousPeriod,
  shanghaiMonth,
  statement,
  t,
  type Statement,
  type StatementFormat,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { serverClock } from '../../app/serverClock';
import { AccountPageHead } from '../../components/AccountPageHead/AccountPageHead';
import { useAccountSelection } from '../../components/AccountPicker/useAccounts';
import { TableEmpty } from '../../components/TableEmpty/TableEmpty';
import { ListFooter } from '../product/common/Pager';
import { formatDateTime } from '../trade/orderText';
import { useStatementRequest, type StatementRequestOptions } from './useStatementRequest';
import '../product/product.css';
import '../trade/screens.css';
import './statements.css';

/** Rows per page of the statements list. */
export const STATEMENT_PAGE_SIZE = 20;
/** The period picker offers at most this many months back from the current one. */
export const STATEMENT_PICKER_MONTHS = 36;

const statusIntents = { processing: 'primary', done: 'success', failed: 'danger' } as const;

/** `count` periods back from `period` (`2026-02`, 2 -> `2025-12`). */
function periodsBack(period: string, count: number): string {
  let p = period;
  for (let i = 0; i < count; i += 1) p = previousPeriod(p);
  return p;
}

/** Props of {@link StatementsListPage}: the clock and the statements flow's options, replaceable in tests. */
export interface StatementsListPageProps {
  /** Now (default: the gateway's clock); its Asia/Shanghai month is the default period. */
  today?: () => Date;
  requestOptions?: StatementRequestOptions;
}

/**
 * 对账单 (/dataService/statementsList): accounts (multi-select, all by default), the month (from the first
 * month with a confirmed trade of the chosen accounts to the current one; the last complete month by
 * default) and the format (PDF or Excel); 生成对账单 requests one statement per account and polls them
 * every 3000 ms (at most 40 polls), downloading at once when one account was chosen. Below, the
 * statements requested, newest first, filterable by month, with their state and 下载.
 * @see spec 03 §2 statementsList (multi-select), §7 exportStatementApply; spec 01 §4.8; issue 4 §3
 */
export function StatementsListPage({
  today = () => new Date(serverClock.now()),
  requestOptions,
}: StatementsListPageProps) {
  const gateway = useGateway();
  const selection = useAccountSelection('statements', 'all');
  const groupIds = selection.groupIds;
  const [period, setPeriod] = useState<string | null>(null);
  const [format, setFormat] = useState<StatementFormat>('pdf');
  const [listPeriod, setListPeriod] = useState('');
  const [page, setPage] = useState(1);

  const dates = useCall(statement.statementAccountDate, groupIds === null ? null : { groupIds });
  const current = dates.data?.list[0]?.lastPeriod ?? shanghaiMonth(today().getTime());
  const periods = useMemo(() => {
    const firsts = (dates.data?.list ?? []).flatMap((d) => (d.firstPeriod ? [d.firstPeriod] : []));
    const floor = periodsBack(current, STATEMENT_PICKER_MONTHS - 1);
    const first = firsts.length > 0 ? firsts.reduce((a, b) => (a < b ? a : b)) : previousPeriod(current);
    return periodsBetween(first < floor ? floor : first, current);
  }, [dates.data, current]);
  const chosen = period !== null && periods.includes(period) ? period : (periods[1] ?? periods[0] ?? current);

  const listRequest =
    groupIds === null
      ? null
      : {
          groupIds,
          ...(listPeriod ? { period: listPeriod } : {}),
          pagination: { currentPage: page, pagesize: STATEMENT_PAGE_SIZE },
        };
  const list = useCall(statement.statementList, listRequest, { keepPreviousData: true });
  const flow = useStatementRequest({
    ...requestOptions,
    onChange: () => {
      void list.mutate();
      requestOptions?.onChange?.();
    },
  });

  const requestStatements = () => {
    if (groupIds === null || groupIds.length === 0) return;
    setListPeriod('');
    setPage(1);
    void flow.run(() =>
      gateway.call(
        statement.exportStatementApply,
        { groupIds, period: chosen, format },
        { hideResult: true },
      ),
    );
  };

  const rows: readonly Statement[] = list.data?.list ?? [];
  return (
    <div className="fd-product fd-screens">
      <AccountPageHead title={t('statements.web.title')} selection={selection} onChoose={() => setPage(1)} />
      <Card className="fd-filters" role="form" aria-label={t('statements.web.request')}>
        <label className="fd-filter">
          <span>{t('statements.web.period')}</span>
          <HTMLSelect
            aria-label={t('statements.web.period')}
            value={chosen}
            onChange={(e) => setPeriod(e.currentTarget.value)}
            options={periods.map((p) => ({ value: p, label: p }))}
          />
        </label>
        <span className="fd-filter">
          <span>{t('statements.web.format')}</span>
          <SegmentedControl
            size="small"
            value={format}
            onValueChange={(v) => setFormat(v as StatementFormat)}
            options={[
              { value: 'pdf', label: t('statements.format.pdf') },
              { value: 'xlsx', label: t('statements.format.xlsx') },
            ]}
          />
        </span>
        <Button
          size="small"
          intent="primary"
          icon="document"
          text={t('statements.web.request')}
          loading={flow.busy}
          disabled={groupIds === null || groupIds.length === 0}
          onClick={requestStatements}
        />
        {flow.phase === 'polling' ? (
          <span className="fd-file-progress" role="status" aria-live="polite">
            <ProgressBar
              intent="primary"
              stripes
              value={Math.max(0.05, flow.polls / flow.maxPolls)}
              className="fd-file-progress__bar"
              aria-label={t('web.a11y.progress')}
            />
            <span>{t('statements.web.polling', { polls: flow.polls, max: flow.maxPolls })}</span>
          </span>
        ) : null}
        {flow.phase === 'downloading' ? (
          <span className="fd-note" role="status">
            {t('screens.file.downloading')}
          </span>
        ) : null}
      </Card>
      <Card>
        <div className="fd-filters fd-list-head">
          <strong>{t('statements.web.listTitle')}</strong>
          <label className="fd-filter">
            <span>{t('statements.web.filterPeriod')}</span>
            <HTMLSelect
              aria-label={t('statements.web.filterPeriod')}
              value={listPeriod}
              onChange={(e) => {
                setListPeriod(e.currentTarget.value);
                setPage(1);
              }}
              options={[
                { value: '', label: t('statements.web.allPeriods') },
                ...periods.map((p) => ({ value: p, label: p })),
              ]}
            />
          </label>
        </div>
        <div className={`fd-table-wrap${list.isValidating && rows.length > 0 ? ' is-loading' : ''}`}>
          <HTMLTable compact striped className="fd-dense-table" aria-label={t('statements.web.listTitle')}>
            <thead>
              <tr>
                <th>{t('statements.web.col.org')}</th>
                <th className="fd-num">{t('statements.web.col.period')}</th>
                <th>{t('statements.web.col.format')}</th>
                <th>{t('statements.web.col.status')}</th>
                <th className="fd-num">{t('statements.web.col.requestedAt')}</th>
                <th className="fd-num">{t('statements.web.col.finishedAt')}</th>
                <th className="fd-col-actions">{t('statements.web.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.serialNo} data-serial={s.serialNo}>
                  <td>
                    <span className="fd-ellipsis" title={s.corpName}>
                      {s.corpName || s.groupId}
                    </span>{' '}
                    <span className="fd-code fd-muted">{s.groupId}</span>
                  </td>
                  <td className="fd-num">{s.period}</td>
                  <td>{t(`statements.format.${s.format}`)}</td>
                  <td>
                    <Tag minimal intent={statusIntents[s.status]} data-status={s.status}>
                      {t(`statements.status.${s.status}`)}
                    </Tag>
                    {s.status === 'done' && !s.read ? (
                      <Tag minimal round intent="warning" className="fd-unread">
                        {t('statements.web.unread')}
                      </Tag>
                    ) : null}
                  </td>
                  <td className="fd-num">{formatDateTime(s.requestedAt)}</td>
                  <td className="fd-num">{formatDateTime(s.finishedAt)}</td>
                  <td className="fd-col-actions">
                    <Button
                      variant="minimal"
                      size="small"
                      intent="primary"
                      icon="download"
                      text={t('statements.web.download')}
                      disabled={s.status !== 'done'}
                      loading={flow.downloading === s.serialNo}
                      title={s.fileName ?? undefined}
                      onClick={() => void flow.download(s.serialNo)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {rows.length === 0 ? <TableEmpty loading={list.isLoading || selection.loading} /> : null}
        </div>
        <ListFooter
          pagination={list.data?.pagination}
          page={page}
          onChange={setPage}
          disabled={list.isValidating}
        />
      </Card>
    </div>
  );
}
