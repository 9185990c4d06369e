import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Dialog,
  DialogBody,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Spinner,
} from '@blueprintjs/core';
import { dividends, t, type DividendRecord } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { PagedList } from './PagedList';
import { SimulatedLegend, simulatedLabel } from '../product/common/SimulatedMark';

import '../product/product.css';
import './fundTools.css';
import './BonusFund.css';

/** Rows per page of the dividend list. */
export const BONUS_PAGE_SIZE = 20;

/** The filters applied to the list: a fund code and a year, each optional. */
interface BonusFilters {
  fundId?: string;
  year?: number;
}

/** The history table of one fund's records (the detail dialog). */
function RecordsTable({ records, label }: { records: readonly DividendRecord[]; label: string }) {
  return (
    <HTMLTable compact striped className="fd-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('bonus.col.recordDate')}</th>
          <th scope="col">{t('bonus.col.exDate')}</th>
          <th scope="col">{t('bonus.col.payDate')}</th>
          <th scope="col" className="fd-num">
            {t('bonus.col.nav')}
          </th>
          <th scope="col" className="fd-num">
            {simulatedLabel(t('bonus.col.cash'))}
          </th>
          <th scope="col" className="fd-num">
            {simulatedLabel(t('bonus.col.yield'))}
          </th>
        </tr>
      </thead>
      <tbody>
        {records.map((r) => (
          <tr key={r.recordDate}>
            <td className="fd-num">{r.recordDate}</td>
            <td className="fd-num">{r.exDate}</td>
            <td className="fd-num">{r.payDate}</td>
            <td className="fd-num">{r.navOnRecordDate}</td>
            <td className="fd-num">{r.cashPerShare}</td>
            <td className="fd-num">{r.yieldPercent}%</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** 分红详情: one fund's whole simulated history (bonus/detail). */
function BonusDetailDialog({ fundId, onClose }: { fundId: string | null; onClose: () => void }) {
  const { data, isLoading } = useCall(dividends.bonusDetail, fundId ? { fundId } : null);
  const title = data ? t('bonus.detail.of', { name: `${data.fundName} ${data.fundId}` }) : t('bonus.detail');
  return (
    <Dialog isOpen={fundId !== null} onClose={onClose} title={title} style={{ width: 760 }}>
      <DialogBody>
        {isLoading || !data ? (
          <Spinner size={24} />
        ) : (
          <div data-testid="bonus-detail">
            <dl className="fd-facts">
              <dt>{t('bonus.detail.company')}</dt>
              <dd>{data.company || '--'}</dd>
              <dt>{t('bonus.col.type')}</dt>
              <dd>{data.fundTypeText}</dd>
              <dt>{t('bonus.detail.navRange')}</dt>
              <dd className="fd-num">
                {data.navFrom && data.navTo ? `${data.navFrom} ~ ${data.navTo}` : '--'}
              </dd>
              <dt>{t('bonus.detail.count')}</dt>
              <dd className="fd-num">{data.records.length}</dd>
              <dt>{simulatedLabel(t('bonus.detail.total'))}</dt>
              <dd className="fd-num">{data.totalCashPerShare}</dd>
            </dl>
            {!data.eligible ? <p className="fd-note">{t('bonus.detail.notEligible')}</p> : null}
            {data.eligible && data.records.length === 0 ? (
              <p className="fd-note">{t('bonus.detail.none')}</p>
            ) : null}
            {data.records.length > 0 ? (
              <RecordsTable records={data.records} label={t('bonus.detail.table')} />
            ) : null}
            <SimulatedLegend />
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}

/**
 * 基金分红 (/fundTools/bonusFund; spec 03 §2 fund tools, §7 "Bonus: list and detail"; issue 14 §5 Dividends): the
 * dividend records of the funds with real NAV, newest first, filtered by fund code and year, one page of 20; a
 * row's 详情 opens the fund's whole history. Every record is the documented simulated model over the real NAV
 * (server dividends/model.ts): the figures' columns carry the 模拟 mark and the legend says so.
 */
export function BonusFundPage() {
  const [code, setCode] = useState('');
  const [year, setYear] = useState('');
  const [filters, setFilters] = useState<BonusFilters>({});
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<string | null>(null);
  const codeOk = code === '' || /^\d{6}$/.test(code);
  const { data, isLoading } = useCall(
    dividends.bonusList,
    { ...filters, pagination: { currentPage: page, pagesize: BONUS_PAGE_SIZE } },
    { keepPreviousData: true },
  );

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    if (!codeOk) return;
    setFilters({
      ...(code ? { fundId: code } : {}),
      ...(year ? { year: Number(year) } : {}),
    });
    setPage(1);
  };
  const reset = () => {
    setCode('');
    setYear('');
    setFilters({});
    setPage(1);
  };
  const list = data?.list ?? [];

  return (
    <div className="fd-product fd-fund-tools">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('bonus.title')}</h2>
      </Card>
      <Card>
        <form className="fd-filter-row" onSubmit={search} aria-label={t('bonus.title')}>
          <FormGroup
            label={t('bonus.filter.fund')}
            labelFor="bonus-fund"
            inline
            intent={codeOk ? 'none' : 'danger'}
            helperText={codeOk ? undefined : t('bonus.filter.badCode')}
          >
            <InputGroup
              id="bonus-fund"
              size="small"
              value={code}
              maxLength={6}
              placeholder={t('bonus.filter.fundPlaceholder')}
              intent={codeOk ? 'none' : 'danger'}
              onValueChange={(value) => setCode(value.trim())}
            />
          </FormGroup>
          <FormGroup label={t('bonus.filter.year')} labelFor="bonus-year" inline>
            <HTMLSelect id="bonus-year" value={year} onChange={(e) => setYear(e.currentTarget.value)}>
              <option value="">{t('bonus.filter.allYears')}</option>
              {(data?.years ?? []).map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <Button
            type="submit"
            intent="primary"
            size="small"
            disabled={!codeOk}
            text={t('bonus.filter.search')}
          />
          <Button size="small" onClick={reset} text={t('bonus.filter.reset')} />
          {data ? (
            <span className="fd-note">{t('bonus.total', { count: data.pagination.totalRows })}</span>
          ) : null}
        </form>
        <PagedList
          loading={isLoading}
          rows={list.length}
          emptyIcon="search"
          emptyTitle={t('bonus.none')}
          page={page}
          pageCount={data?.pagination.pageCount ?? 0}
          onPage={setPage}
        >
          <HTMLTable compact striped interactive className="fd-table" aria-label={t('bonus.table')}>
            <thead>
              <tr>
                <th scope="col">{t('bonus.col.fund')}</th>
                <th scope="col">{t('bonus.col.type')}</th>
                <th scope="col">{t('bonus.col.recordDate')}</th>
                <th scope="col">{t('bonus.col.exDate')}</th>
                <th scope="col">{t('bonus.col.payDate')}</th>
                <th scope="col" className="fd-num">
                  {t('bonus.col.nav')}
                </th>
                <th scope="col" className="fd-num">
                  {simulatedLabel(t('bonus.col.cash'))}
                </th>
                <th scope="col" className="fd-num">
                  {simulatedLabel(t('bonus.col.per10'))}
                </th>
                <th scope="col" className="fd-num">
                  {simulatedLabel(t('bonus.col.yield'))}
                </th>
                <th scope="col">{t('bonus.col.action')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={`${r.fundId}-${r.recordDate}`}>
                  <td>
                    {r.fundName} <span className="fd-num">{r.fundId}</span>
                  </td>
                  <td>{r.fundTypeText}</td>
                  <td className="fd-num">{r.recordDate}</td>
                  <td className="fd-num">{r.exDate}</td>
                  <td className="fd-num">{r.payDate}</td>
                  <td className="fd-num">{r.navOnRecordDate}</td>
                  <td className="fd-num">{r.cashPerShare}</td>
                  <td className="fd-num">{r.per10Shares}</td>
                  <td className="fd-num">{r.yieldPercent}%</td>
                  <td>
                    <Button
                      variant="minimal"
                      size="small"
                      intent="primary"
                      text={t('bonus.detail')}
                      aria-label={t('bonus.detail.of', { name: r.fundName })}
                      onClick={() => setDetail(r.fundId)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </PagedList>
        <p className="fd-note">{t('bonus.model')}</p>
        <SimulatedLegend />
      </Card>
      <BonusDetailDialog fundId={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
