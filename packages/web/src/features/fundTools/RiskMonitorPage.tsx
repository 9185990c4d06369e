import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import {
  RISK_RECORD_KINDS,
  RISK_MONITOR_MENU_PATH,
  riskMonitor,
  riskValueText,
  type MenuNode,
  t,
  validRiskThreshold,
  type RiskRecord,
  type RiskRecordKind,
} from '@funddesk/core';
import { useCall, useMutationCall, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { PagedList } from './PagedList';
import { formatDateTime } from '../trade/orderText';
import { RISK_MONITOR_CALLS } from './RiskMonitorBadge';
import { useMenu } from '../../app/useMenu';

import '../product/product.css';
import './fundTools.css';
import './BonusFund.css';

/** Rows per page of the records. */
export const RISK_PAGE_SIZE = 20;

/** The thresholds form: two percents, validated as the server does (core validRiskThreshold). */
function SettingsForm({
  drawdown,
  dayDrop,
  onSaved,
}: {
  drawdown: string;
  dayDrop: string;
  onSaved: () => Promise<void>;
}) {
  const [draft, setDraft] = useState({ drawdown, dayDrop });
  useEffect(() => setDraft({ drawdown, dayDrop }), [drawdown, dayDrop]);
  const save = useMutationCall(riskMonitor.saveOrUpdateConfig);
  const drawdownOk = validRiskThreshold(draft.drawdown);
  const dayDropOk = validRiskThreshold(draft.dayDrop);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!drawdownOk || !dayDropOk) return;
    await save.trigger({ drawdownPercent: draft.drawdown, dayDropPercent: draft.dayDrop });
    notifier.success(t('riskMonitor.saved'));
    await onSaved();
  };
  return (
    <form className="fd-filter-row" onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <FormGroup
        label={t('riskMonitor.drawdown')}
        labelFor="risk-drawdown"
        inline
        intent={drawdownOk ? 'none' : 'danger'}
        helperText={drawdownOk ? undefined : t('riskMonitor.bad')}
      >
        <InputGroup
          id="risk-drawdown"
          size="small"
          value={draft.drawdown}
          intent={drawdownOk ? 'none' : 'danger'}
          onValueChange={(value) => setDraft((d) => ({ ...d, drawdown: value.trim() }))}
        />
      </FormGroup>
      <FormGroup
        label={t('riskMonitor.dayDrop')}
        labelFor="risk-day-drop"
        inline
        intent={dayDropOk ? 'none' : 'danger'}
        helperText={dayDropOk ? undefined : t('riskMonitor.bad')}
      >
        <InputGroup
          id="risk-day-drop"
          size="small"
          value={draft.dayDrop}
          intent={dayDropOk ? 'none' : 'danger'}
          onValueChange={(value) => setDraft((d) => ({ ...d, dayDrop: value.trim() }))}
        />
      </FormGroup>
      <Button
        type="submit"
        size="small"
        intent="primary"
        loading={save.isMutating}
        disabled={!drawdownOk || !dayDropOk}
        text={t('riskMonitor.save')}
      />
    </form>
  );
}

/**
 * 持仓风险监控 (/fundTools/riskMonitor; spec 03 §2 fund tools, §7 fundPositionRiskMonitor; issue 14 §5): the
 * session account's thresholds (defaults 10 % drawdown, 3 % one-day drop) with their change trail, and the
 * records of its holdings — rules on each trading day's real NAV since confirmation, buy and sell events from its
 * own orders — newest first, filtered by kind or unread, each marked read or deleted (confirmed), all read at
 * once. The menu's badge is the unread count (RiskMonitorBadge).
 */
export function RiskMonitorPage() {
  const { menu, loaded, failed } = useMenu();
  if (!loaded) return <Spinner size={24} />;
  // The trust-type institution channel's menu has no 持仓风险监控 (spec 03 §2; the server refuses its calls with
  // FD1003): an address typed by hand shows the refusal instead of calling. Without a menu the server decides.
  if (!failed && !menuHasPath(menu, RISK_MONITOR_MENU_PATH)) {
    return (
      <div className="fd-product fd-ft">
        <Card>
          <NonIdealState icon="lock" title={t('error.forbidden')} />
        </Card>
      </div>
    );
  }
  return <RiskMonitorContent />;
}

/** Whether a menu tree has a node at `path`. */
function menuHasPath(nodes: readonly MenuNode[], path: string): boolean {
  return nodes.some((node) => node.path === path || menuHasPath(node.children, path));
}

/** The page itself (the menu shows it). */
function RiskMonitorContent() {
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [kind, setKind] = useState<RiskRecordKind | ''>('');
  const [deleting, setDeleting] = useState<RiskRecord | null>(null);
  const { data, isLoading } = useCall(
    riskMonitor.queryConfigAndRecordPage,
    {
      unreadOnly,
      ...(kind ? { kind } : {}),
      pagination: { currentPage: page, pagesize: RISK_PAGE_SIZE },
    },
    { keepPreviousData: true },
  );
  const refresh = useRevalidateCalls(RISK_MONITOR_CALLS);
  const read = useMutationCall(riskMonitor.setRecordBeRead);
  const remove = useMutationCall(riskMonitor.deleteMonitorRecordById);
  const list = data?.list ?? [];
  const config = data?.config;

  const markRead = async (ids: string[], all = false) => {
    await read.trigger(all ? { all: true } : { ids });
    await refresh();
  };
  const confirmDelete = async () => {
    const record = deleting;
    setDeleting(null);
    if (!record) return;
    await remove.trigger({ id: record.id });
    notifier.success(t('riskMonitor.deleted'));
    await refresh();
  };

  return (
    <div className="fd-product fd-fund-tools">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('riskMonitor.title')}</h2>
        {data ? (
          <Tag round intent={data.unread > 0 ? 'danger' : 'none'} data-testid="risk-unread">
            {t('riskMonitor.unread', { count: data.unread })}
          </Tag>
        ) : null}
      </Card>
      <Card>
        <h3 className="fd-section-title">{t('riskMonitor.settings')}</h3>
        {config ? (
          <SettingsForm drawdown={config.drawdownPercent} dayDrop={config.dayDropPercent} onSaved={refresh} />
        ) : (
          <Spinner size={20} />
        )}
        <p className="fd-note">
          {config?.updatedAt
            ? t('riskMonitor.updated', { who: config.updatedBy ?? '', at: formatDateTime(config.updatedAt) })
            : t('riskMonitor.defaults')}
        </p>
        <p className="fd-note">{t('riskMonitor.rulesNote')}</p>
        <p className="fd-note">{t('riskMonitor.eventsNote')}</p>
      </Card>
      <Card>
        <h3 className="fd-section-title">{t('riskMonitor.records')}</h3>
        <div className="fd-filter-row">
          <FormGroup label={t('riskMonitor.kind')} labelFor="risk-kind" inline>
            <HTMLSelect
              id="risk-kind"
              value={kind}
              onChange={(e) => {
                setKind(e.currentTarget.value as RiskRecordKind | '');
                setPage(1);
              }}
            >
              <option value="">{t('riskMonitor.kindAll')}</option>
              {RISK_RECORD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`riskMonitor.kind.${k}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <Checkbox
            checked={unreadOnly}
            label={t('riskMonitor.unreadOnly')}
            onChange={(e) => {
              setUnreadOnly(e.currentTarget.checked);
              setPage(1);
            }}
          />
          <Button
            size="small"
            disabled={!data || data.unread === 0}
            loading={read.isMutating}
            text={t('riskMonitor.readAll')}
            onClick={() => void markRead([], true).catch(() => undefined)}
          />
        </div>
        <PagedList
          loading={isLoading}
          rows={list.length}
          emptyIcon="shield"
          emptyTitle={t('riskMonitor.none')}
          page={page}
          pageCount={data?.pagination.pageCount ?? 0}
          onPage={setPage}
        >
          <HTMLTable compact striped className="fd-table" aria-label={t('riskMonitor.table')}>
            <thead>
              <tr>
                <th scope="col" className="fd-num">
                  {t('riskMonitor.col.day')}
                </th>
                <th scope="col">{t('riskMonitor.col.fund')}</th>
                <th scope="col">{t('riskMonitor.col.kind')}</th>
                <th scope="col" className="fd-num">
                  {t('riskMonitor.col.value')}
                </th>
                <th scope="col">{t('riskMonitor.col.state')}</th>
                <th scope="col">{t('riskMonitor.col.action')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id} className={r.read ? undefined : 'fd-risk--unread'}>
                  <td className="fd-num">{r.day}</td>
                  <td>
                    {r.fundName} <span className="fd-num">{r.fundId}</span>
                  </td>
                  <td>{t(`riskMonitor.kind.${r.kind}`)}</td>
                  <td className="fd-num">{riskValueText(r)}</td>
                  <td>
                    <Tag minimal intent={r.read ? 'none' : 'danger'}>
                      {t(r.read ? 'riskMonitor.state.read' : 'riskMonitor.state.unread')}
                    </Tag>
                  </td>
                  <td>
                    {!r.read ? (
                      <Button
                        variant="minimal"
                        size="small"
                        intent="primary"
                        text={t('riskMonitor.read')}
                        aria-label={t('riskMonitor.readOf', { name: r.fundName, day: r.day })}
                        onClick={() => void markRead([r.id]).catch(() => undefined)}
                      />
                    ) : null}
                    <Button
                      variant="minimal"
                      size="small"
                      intent="danger"
                      text={t('riskMonitor.delete')}
                      aria-label={t('riskMonitor.deleteOf', { name: r.fundName, day: r.day })}
                      onClick={() => setDeleting(r)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </PagedList>
      </Card>
      {data && data.changes.length > 0 ? (
        <Card>
          <h3 className="fd-section-title">{t('riskMonitor.changes')}</h3>
          <HTMLTable compact striped className="fd-table" aria-label={t('riskMonitor.changes.table')}>
            <thead>
              <tr>
                <th scope="col" className="fd-num">
                  {t('riskMonitor.changes.at')}
                </th>
                <th scope="col">{t('riskMonitor.changes.who')}</th>
                <th scope="col" className="fd-num">
                  {t('riskMonitor.changes.before')}
                </th>
                <th scope="col" className="fd-num">
                  {t('riskMonitor.changes.after')}
                </th>
                <th scope="col">{t('riskMonitor.changes.ip')}</th>
              </tr>
            </thead>
            <tbody>
              {data.changes.map((c) => (
                <tr key={c.changedAt + c.loginName}>
                  <td className="fd-num">{formatDateTime(c.changedAt)}</td>
                  <td>
                    {c.personName} <span>{c.loginName}</span>
                  </td>
                  <td className="fd-num">
                    {c.oldDrawdownPercent}% / {c.oldDayDropPercent}%
                  </td>
                  <td className="fd-num">
                    {c.drawdownPercent}% / {c.dayDropPercent}%
                  </td>
                  <td>{c.ip ?? '--'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      ) : null}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('web.common.confirm')}
        cancelButtonText={t('web.common.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete().catch(() => undefined)}
      >
        {t('riskMonitor.deleteConfirm')}
      </Alert>
    </div>
  );
}
