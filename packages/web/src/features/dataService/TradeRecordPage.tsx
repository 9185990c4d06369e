import { useState } from 'react';
import { Button, Card, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import {
  checkDateRange,
  orderStatuses,
  rangeShortcuts,
  shanghaiDate,
  shortcutRange,
  t,
  trade,
  type OrderStatus,
  type RangeShortcut,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { serverClock } from '../../app/serverClock';
import { AccountPageHead } from '../../components/AccountPageHead/AccountPageHead';
import { useAccountSelection } from '../../components/AccountPicker/useAccounts';
import { DateField } from '../../components/DateField/DateField';
import { GeneratedFileProgress } from '../../components/GeneratedFile/GeneratedFileProgress';
import { useGeneratedFile, type GeneratedFileOptions } from '../../components/GeneratedFile/useGeneratedFile';
import { ListFooter } from '../product/common/Pager';
import { OrderTable, tradeInfoPath } from '../trade/OrderTable';
import { orderStatusText } from '../trade/orderText';
import '../product/product.css';
import '../trade/screens.css';

/** Rows per page of the trade records. */
export const RECORD_PAGE_SIZE = 20;

/** The filters of the trade records as typed. */
interface RecordFilters {
  fundId: string;
  status: OrderStatus | '';
  startDate: string;
  endDate: string;
}

/**
 * No range at first: orders placed after 15:00 or on a holiday belong to a later trade day, which a range
 * ending today would hide; the shortcuts narrow it.
 */
const emptyFilters: RecordFilters = { fundId: '', status: '', startDate: '', endDate: '' };

/**
 * The days the trade-day filter offers, `YYYY-MM-DD`: from 1 January ten years back (older than any order
 * FundDesk keeps, and the calendar's year list stays short) to 31 December of next year (an order placed
 * after 15:00 or before a holiday belongs to a later trade day, into the next year at the turn of the
 * year). The spec gives no bounds; see docs/decisions.md.
 */
export function recordDateBounds(todayDay: string): { minDate: string; maxDate: string } {
  const year = Number(todayDay.slice(0, 4));
  return { minDate: `${year - 10}-01-01`, maxDate: `${year + 1}-12-31` };
}

/** The filters as sent (empty ones left out). */
function requestFilters(filters: RecordFilters) {
  return {
    ...(filters.fundId ? { fundId: filters.fundId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.startDate ? { startDate: filters.startDate, endDate: filters.endDate } : {}),
  };
}

/** Today in Asia/Shanghai by the gateway's clock, `YYYY-MM-DD`. */
const todayByServer = (): string => shanghaiDate(serverClock.now());

/** Props of {@link TradeRecordPage}: the clock and the file save, replaceable in tests. */
export interface TradeRecordPageProps {
  /** Today in Asia/Shanghai, `YYYY-MM-DD` (default: the day of the gateway's clock; DESIGN §5). */
  today?: () => string;
  fileOptions?: GeneratedFileOptions;
}

/**
 * 交易记录 (/dataService/tradeRecord): accounts (multi-select, all by default), fund code, state and a
 * trade-day range with the shortcuts 近一周/近1月/近3月/近6月/近1年 (start not after end); a paged table; 导出
 * requests the spreadsheet through the generated-file flow (poll every 3000 ms, at most 40 polls).
 * @see spec 03 §2 data services tradeRecord, §7; spec 01 §4.8, §5 date range, §8
 */
export function TradeRecordPage({ today = todayByServer, fileOptions }: TradeRecordPageProps) {
  const navigate = useNavigate();
  const gateway = useGateway();
  const selection = useAccountSelection('trade_record', 'all');
  const [draft, setDraft] = useState<RecordFilters>(emptyFilters);
  const [applied, setApplied] = useState<RecordFilters>(draft);
  const [page, setPage] = useState(1);
  const [shortcut, setShortcut] = useState<RangeShortcut | null>(null);
  const file = useGeneratedFile(fileOptions);

  const rangeProblem = checkDateRange(draft.startDate, draft.endDate);
  const fundProblem = draft.fundId !== '' && !/^\d{6}$/.test(draft.fundId);
  const filtersOk = rangeProblem === null && !fundProblem;
  const bounds = recordDateBounds(today());

  const request =
    selection.groupIds === null
      ? null
      : {
          groupIds: selection.groupIds,
          ...requestFilters(applied),
          pagination: { currentPage: page, pagesize: RECORD_PAGE_SIZE },
        };
  const { data, isLoading, isValidating } = useCall(trade.tradeList, request, { keepPreviousData: true });

  const query = () => {
    if (!filtersOk) return;
    setApplied(draft);
    setPage(1);
  };
  const reset = () => {
    setDraft(emptyFilters);
    setApplied(emptyFilters);
    setShortcut(null);
    setPage(1);
  };
  const exportRecords = () => {
    if (!filtersOk || selection.groupIds === null) return;
    const groupIds = selection.groupIds;
    void file.run(() =>
      gateway.call(
        trade.exportTradeRecordsApply,
        { groupIds, ...requestFilters(draft) },
        { hideResult: true },
      ),
    );
  };

  return (
    <div className="fd-product fd-screens">
      <AccountPageHead title={t('screens.record.title')} selection={selection} onChoose={() => setPage(1)} />
      <Card className="fd-filters" role="search">
        <label className="fd-filter">
          <span>{t('screens.record.fundCode')}</span>
          <InputGroup
            size="small"
            value={draft.fundId}
            maxLength={6}
            inputMode="numeric"
            placeholder={t('screens.record.fundCodePlaceholder')}
            intent={fundProblem ? 'danger' : 'none'}
            onValueChange={(v) => setDraft({ ...draft, fundId: v.replace(/\D/g, '').slice(0, 6) })}
            onKeyDown={(e) => e.key === 'Enter' && query()}
          />
        </label>
        <label className="fd-filter">
          <span>{t('screens.record.status')}</span>
          <HTMLSelect
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.currentTarget.value as OrderStatus | '' })}
            options={[
              { value: '', label: t('screens.record.statusAll') },
              ...orderStatuses.map((s) => ({ value: s, label: orderStatusText(s) })),
            ]}
          />
        </label>
        <span className="fd-filter">
          <span>{t('screens.record.dateRange')}</span>
          <DateField
            label={t('screens.record.startDate')}
            value={draft.startDate}
            {...bounds}
            intent={rangeProblem ? 'danger' : 'none'}
            onChange={(v) => {
              setDraft({ ...draft, startDate: v });
              setShortcut(null);
            }}
          />
          <span>~</span>
          <DateField
            label={t('screens.record.endDate')}
            value={draft.endDate}
            {...bounds}
            intent={rangeProblem ? 'danger' : 'none'}
            onChange={(v) => {
              setDraft({ ...draft, endDate: v });
              setShortcut(null);
            }}
          />
        </span>
        <span className="fd-filter" role="group">
          {rangeShortcuts.map((s) => (
            <Button
              key={s.key}
              size="small"
              variant={shortcut === s.key ? 'solid' : 'minimal'}
              intent={shortcut === s.key ? 'primary' : 'none'}
              text={t(s.label)}
              onClick={() => {
                setDraft({ ...draft, ...shortcutRange(s.key, today()) });
                setShortcut(s.key);
              }}
            />
          ))}
        </span>
        <Button
          size="small"
          intent="primary"
          icon="search"
          text={t('screens.action.query')}
          disabled={!filtersOk}
          onClick={query}
        />
        <Button size="small" text={t('screens.action.reset')} onClick={reset} />
        <Button
          size="small"
          icon="export"
          text={t('screens.action.export')}
          loading={file.busy}
          disabled={!filtersOk || selection.groupIds === null}
          onClick={exportRecords}
        />
        <GeneratedFileProgress file={file} />
        {rangeProblem ? (
          <span className="fd-filter-error" role="alert">
            {t(rangeProblem === 'reversed' ? 'screens.record.dateInvalid' : 'screens.record.dateIncomplete')}
          </span>
        ) : null}
        {fundProblem ? (
          <span className="fd-filter-error" role="alert">
            {t('screens.record.fundCodeInvalid')}
          </span>
        ) : null}
      </Card>
      <Card>
        <OrderTable
          label={t('screens.record.title')}
          orders={data?.list ?? []}
          loading={isLoading || selection.loading}
          columns={[
            'serialNo',
            'corpName',
            'fund',
            'tradeType',
            'amount',
            'fee',
            'confirmShares',
            'tradeDay',
            'confirmDay',
            'status',
            'applyTime',
            'actions',
          ]}
          onDetail={(o) => void navigate(tradeInfoPath(o.serialNo))}
        />
        <ListFooter pagination={data?.pagination} page={page} onChange={setPage} disabled={isValidating} />
      </Card>
    </div>
  );
}
