import { useMemo, useState } from 'react';
import {
  Button,
  Callout,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Spinner,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import {
  BLACKLIST_REASON_MAX,
  feeDiscountLabel,
  GatewayError,
  orgTradeInfo,
  orgTradeInfoRefusal,
  REGISTER_PROGRESSES,
  shanghaiDateTime,
  t,
  tradeInfoSummary,
  type MessageKey,
  type TradeInfoRow,
} from '@funddesk/core';
import { useCall, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { PageHead } from '../../components/PageHead/PageHead';
import './orgAccount.css';

/** `2026-11-27 10:02` of an ISO instant, in Asia/Shanghai. */
const when = (iso: string | null): string => (iso ? shanghaiDateTime(Date.parse(iso)).slice(0, 16) : '');

const progressLabel = (progress: string): string =>
  (REGISTER_PROGRESSES as readonly string[]).includes(progress)
    ? t(`tradeInfo.progress.${progress}` as MessageKey)
    : progress;

/** The edit dialog's form. */
interface Form {
  blacklisted: boolean;
  blacklistReason: string;
  registerProgress: string;
  job: boolean;
  lcs: boolean;
  /** The private subscription fee discount as typed (`0.8`; blank: 不打折). */
  feeDiscount: string;
}

/**
 * 私募交易信息维护 (/backOffice/tradeInfo, menu org_record_review; FundDesk's back office): every organisation
 * with what the private reservation check reads of it (spec 02 §3, §5: blacklist, registration progress 3 or
 * 4, occupation, adviser) and its private subscription fee discount (deal/charge, spec 02 §7); 修改 opens the
 * edit dialog (blacklist with its reason, progress 0–4, occupation, adviser, fee discount `0.8` = 8折 or blank
 * for 不打折; core orgTradeInfoRefusal before sending, its catalogue message shown, the server checks again),
 * 修改记录 the organisation's changes (who, when, IP, before, after).
 */
export function OrgTradeInfoPage() {
  const list = useCall(orgTradeInfo.tradeInfoList, {}, { hideResult: true });
  const save = useMutationCall(orgTradeInfo.tradeInfoSet);
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<TradeInfoRow | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [historyOf, setHistoryOf] = useState<TradeInfoRow | null>(null);

  const rows = useMemo(() => {
    const q = filter.trim();
    const all = list.data?.list ?? [];
    return q ? all.filter((r) => r.groupId.includes(q) || r.corpName.includes(q)) : all;
  }, [list.data, filter]);

  const open = (row: TradeInfoRow) => {
    setEditing(row);
    setForm({
      blacklisted: row.blacklisted,
      blacklistReason: row.blacklistReason ?? '',
      registerProgress: row.registerProgress,
      job: row.job,
      lcs: row.lcs,
      feeDiscount: row.feeDiscount ?? '',
    });
  };
  const refusal = form
    ? orgTradeInfoRefusal({ ...form, blacklistReason: form.blacklisted ? form.blacklistReason : null })
    : null;

  const confirm = async () => {
    if (!editing || !form || refusal) return;
    await save.trigger({
      groupId: editing.groupId,
      blacklisted: form.blacklisted,
      ...(form.blacklisted ? { blacklistReason: form.blacklistReason.trim() } : {}),
      registerProgress: form.registerProgress,
      job: form.job,
      lcs: form.lcs,
      feeDiscount: form.feeDiscount.trim(),
    });
    setEditing(null);
    setForm(null);
    notifier.success(t('tradeInfo.saved'));
    await list.mutate();
  };

  if (!list.data) return <Spinner size={24} />;
  return (
    <div className="fd-org-review">
      <PageHead title={t('tradeInfo.title')} />
      <Callout intent="primary" compact>
        {t('tradeInfo.note')}
      </Callout>
      <Card className="fd-card-table">
        <InputGroup
          aria-label={t('tradeInfo.filter')}
          placeholder={t('tradeInfo.filter')}
          leftIcon="search"
          value={filter}
          onValueChange={setFilter}
          style={{ maxWidth: 320, marginBottom: 8 }}
        />
        <div className="fd-table-wrap">
          <HTMLTable compact striped className="fd-table fd-dense-table" aria-label={t('tradeInfo.title')}>
            <thead>
              <tr>
                <th>{t('tradeInfo.col.org')}</th>
                <th>{t('tradeInfo.col.blacklist')}</th>
                <th>{t('tradeInfo.col.progress')}</th>
                <th>{t('tradeInfo.col.job')}</th>
                <th>{t('tradeInfo.col.lcs')}</th>
                <th>{t('tradeInfo.col.feeDiscount')}</th>
                <th>{t('tradeInfo.col.updated')}</th>
                <th>{t('tradeInfo.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.groupId}>
                  <td>
                    {r.corpName}
                    <div className="fd-first-login__hint">{r.groupId}</div>
                  </td>
                  <td>
                    {t(r.blacklisted ? 'tradeInfo.blacklisted' : 'tradeInfo.notBlacklisted')}
                    {r.blacklisted && r.blacklistReason && (
                      <div className="fd-first-login__hint">{r.blacklistReason}</div>
                    )}
                  </td>
                  <td>{progressLabel(r.registerProgress)}</td>
                  <td>{t(r.job ? 'tradeInfo.onFile' : 'tradeInfo.missing')}</td>
                  <td>{t(r.lcs ? 'tradeInfo.onFile' : 'tradeInfo.missing')}</td>
                  <td>{feeDiscountLabel(r.feeDiscount)}</td>
                  <td>
                    {r.maintained ? (
                      <>
                        {when(r.updatedAt)}
                        <div className="fd-first-login__hint">{r.updatedBy}</div>
                      </>
                    ) : (
                      t('tradeInfo.defaults')
                    )}
                  </td>
                  <td className="fd-col-actions">
                    <Button
                      size="small"
                      variant="minimal"
                      intent="primary"
                      text={t('tradeInfo.edit')}
                      aria-label={`${t('tradeInfo.edit')} ${r.corpName}`}
                      onClick={() => open(r)}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      text={t('tradeInfo.history')}
                      aria-label={`${t('tradeInfo.history')} ${r.corpName}`}
                      onClick={() => setHistoryOf(r)}
                    />
                  </td>
                </tr>
              ))}
              {rows.length === 0 && (
                <tr>
                  <td colSpan={8}>{t('tradeInfo.empty')}</td>
                </tr>
              )}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
      <Dialog
        isOpen={editing !== null && form !== null}
        title={editing ? t('tradeInfo.editTitle', { corpName: editing.corpName }) : ''}
        onClose={() => setEditing(null)}
      >
        {form && (
          <DialogBody>
            <Switch
              label={t('tradeInfo.field.blacklisted')}
              checked={form.blacklisted}
              onChange={(e) => setForm({ ...form, blacklisted: e.currentTarget.checked })}
            />
            {form.blacklisted && (
              <FormGroup label={t('tradeInfo.field.reason')} labelFor="fd-trade-info-reason">
                <TextArea
                  id="fd-trade-info-reason"
                  fill
                  rows={2}
                  maxLength={BLACKLIST_REASON_MAX}
                  value={form.blacklistReason}
                  onChange={(e) => setForm({ ...form, blacklistReason: e.currentTarget.value })}
                />
              </FormGroup>
            )}
            <FormGroup label={t('tradeInfo.field.progress')} labelFor="fd-trade-info-progress">
              <HTMLSelect
                id="fd-trade-info-progress"
                value={form.registerProgress}
                onChange={(e) => setForm({ ...form, registerProgress: e.currentTarget.value })}
                options={REGISTER_PROGRESSES.map((p) => ({ value: p, label: progressLabel(p) }))}
              />
            </FormGroup>
            <Switch
              label={t('tradeInfo.field.job')}
              checked={form.job}
              onChange={(e) => setForm({ ...form, job: e.currentTarget.checked })}
            />
            <Switch
              label={t('tradeInfo.field.lcs')}
              checked={form.lcs}
              onChange={(e) => setForm({ ...form, lcs: e.currentTarget.checked })}
            />
            <FormGroup
              label={t('tradeInfo.field.feeDiscount')}
              labelFor="fd-trade-info-fee-discount"
              helperText={t('tradeInfo.field.feeDiscountHint')}
            >
              <InputGroup
                id="fd-trade-info-fee-discount"
                inputMode="decimal"
                maxLength={16}
                placeholder={t('rules.fee.noDiscount')}
                value={form.feeDiscount}
                onValueChange={(feeDiscount) => setForm({ ...form, feeDiscount })}
                style={{ maxWidth: 160 }}
              />
            </FormGroup>
            {refusal && (
              <Callout intent="warning" compact role="alert">
                {new GatewayError(refusal.code, undefined, { detail: refusal.params ?? {} }).message}
              </Callout>
            )}
          </DialogBody>
        )}
        <DialogFooter
          actions={
            <Button
              intent="primary"
              disabled={refusal !== null}
              loading={save.isMutating}
              text={t('tradeInfo.save')}
              onClick={() => void confirm().catch(() => undefined)}
            />
          }
        />
      </Dialog>
      <Dialog
        isOpen={historyOf !== null}
        title={historyOf ? t('tradeInfo.historyTitle', { corpName: historyOf.corpName }) : ''}
        onClose={() => setHistoryOf(null)}
        style={{ width: 860 }}
      >
        <DialogBody>{historyOf && <History groupId={historyOf.groupId} />}</DialogBody>
      </Dialog>
    </div>
  );
}

/** The organisation's changes, newest first (tradeInfoShow). */
function History({ groupId }: { groupId: string }) {
  const show = useCall(orgTradeInfo.tradeInfoShow, { groupId }, { hideResult: true });
  if (!show.data) return <Spinner size={20} />;
  return (
    <HTMLTable compact striped className="fd-table fd-dense-table" aria-label={t('tradeInfo.history')}>
      <thead>
        <tr>
          <th style={{ whiteSpace: 'nowrap' }}>{t('tradeInfo.col.at')}</th>
          <th style={{ whiteSpace: 'nowrap' }}>{t('tradeInfo.col.by')}</th>
          <th style={{ whiteSpace: 'nowrap' }}>{t('tradeInfo.col.ip')}</th>
          <th>{t('tradeInfo.col.before')}</th>
          <th>{t('tradeInfo.col.after')}</th>
        </tr>
      </thead>
      <tbody>
        {show.data.history.map((c) => (
          <tr key={c.changeId}>
            <td style={{ whiteSpace: 'nowrap' }}>{when(c.at)}</td>
            <td style={{ whiteSpace: 'nowrap' }}>{c.byName}</td>
            <td style={{ whiteSpace: 'nowrap' }}>{c.ip ?? ''}</td>
            <td>{tradeInfoSummary(c.before)}</td>
            <td>{tradeInfoSummary(c.after)}</td>
          </tr>
        ))}
        {show.data.history.length === 0 && (
          <tr>
            <td colSpan={5}>{t('tradeInfo.historyEmpty')}</td>
          </tr>
        )}
      </tbody>
    </HTMLTable>
  );
}
