import { useState } from 'react';
import { Button, Card, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import {
  favourites,
  formatSignedRate,
  fundTypeCodes,
  fundTypeText,
  rateTrend,
  t,
  type FundTypeCode,
  type MessageKey,
} from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { SortHeader, sortDirectionOf } from '../../components/SortHeader/SortHeader';
import { SimulatedLegend, SimulatedMark } from '../product/common/SimulatedMark';
import { FavouriteStar } from './FavouriteStar';

import '../product/product.css';
import './fundTools.css';
import './FavouriteTables.css';

/** A row of controls: wraps, 8px apart. */
const TOOLBAR = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 8 } as const;

type SortField = (typeof favourites.fundQuoteSortFields)[number];

/** The page size of 基金行情 (issue 14 §5: paging on the server). */
export const QUOTES_PAGE_SIZE = 50;

const SORTABLE: { field: SortField; title: MessageKey; numeric?: boolean }[] = [
  { field: 'fundId', title: 'favourites.col.fundId' },
  { field: 'nav', title: 'favourites.col.nav', numeric: true },
  { field: 'navDate', title: 'favourites.col.navDate' },
  { field: 'dailyReturn', title: 'favourites.col.dailyReturn', numeric: true },
];

/** Red up, green down (spec 03 §5 rates). */
const rateClass = (rate: string | null): string => {
  const trend = rateTrend(rate);
  return `fd-num${trend === 'up' ? ' fd-up' : trend === 'down' ? ' fd-down' : ''}`;
};

/**
 * 基金行情 (/fundTools/fundQuotes; issue 14 §5 Quotes): the whole universe (27,023 funds) in one dense table with the
 * latest NAV, its date and the day's change (模拟 where the NAV is the model's), filtered by type, company and
 * keyword, sorted and paged 50 at a time on the server (fundQuotes over the market service's memory); each row's
 * star adds the fund to 我的自选 or removes it after a confirmation (issue 14 §3).
 */
export function QuotesPage() {
  const [fundTypeCode, setFundTypeCode] = useState<FundTypeCode | ''>('');
  const [company, setCompany] = useState('');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [sortField, setSortField] = useState<SortField>('fundId');
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const companies = useCall(favourites.fundQuoteCompanies, {});
  const quotes = useCall(
    favourites.fundQuotes,
    {
      ...(fundTypeCode ? { fundTypeCode } : {}),
      ...(company ? { company } : {}),
      ...(keyword ? { keyword } : {}),
      sortField,
      sortOrder,
      currentPage: page,
      pagesize: QUOTES_PAGE_SIZE,
    },
    { keepPreviousData: true },
  );
  const data = quotes.data;
  const pages = Math.max(1, data?.pagination.pageCount ?? 1);

  const sortBy = (field: SortField) => {
    if (field === sortField) setSortOrder(sortOrder === 'asc' ? 'desc' : 'asc');
    else {
      setSortField(field);
      setSortOrder(field === 'fundId' ? 'asc' : 'desc');
    }
    setPage(1);
  };

  return (
    <div className="fd-product fd-ft">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('quotes.title')}</h2>
        {data ? (
          <span className="fd-note">{t('quotes.total', { total: data.pagination.totalRows })}</span>
        ) : null}
      </Card>
      <Card>
        <form
          style={TOOLBAR}
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(typed.trim());
            setPage(1);
          }}
        >
          <HTMLSelect
            aria-label={t('quotes.filter.type')}
            value={fundTypeCode}
            onChange={(e) => {
              setFundTypeCode(e.currentTarget.value as FundTypeCode | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('quotes.filter.typeAll') },
              ...fundTypeCodes.map((code) => ({ value: code, label: fundTypeText(code) })),
            ]}
          />
          <HTMLSelect
            aria-label={t('quotes.filter.company')}
            value={company}
            onChange={(e) => {
              setCompany(e.currentTarget.value);
              setPage(1);
            }}
            options={[
              { value: '', label: t('quotes.filter.companyAll') },
              ...(companies.data?.companies ?? []).map((c) => ({
                value: c.company,
                label: `${c.company}（${c.count}）`,
              })),
            ]}
          />
          <InputGroup
            aria-label={t('quotes.filter.keyword')}
            placeholder={t('quotes.filter.keyword')}
            maxLength={25}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <Button type="submit" icon="search" text={t('quotes.filter.search')} />
        </form>
      </Card>
      <Card>
        {quotes.isLoading && !data ? <Spinner size={24} /> : null}
        {data && data.rows.length === 0 ? <p className="fd-note">{t('quotes.empty')}</p> : null}
        {data && data.rows.length > 0 ? (
          <div className="fd-ft-scroll">
            <HTMLTable compact striped className="fd-fav-table">
              <caption className="fd-visually-hidden">{t('quotes.table')}</caption>
              <thead>
                <tr>
                  {SORTABLE.slice(0, 1).map((c) => sortHeader(c))}
                  <th scope="col">{t('favourites.col.fundName')}</th>
                  <th scope="col">{t('favourites.col.fundType')}</th>
                  <th scope="col">{t('quotes.filter.company')}</th>
                  {SORTABLE.slice(1).map((c) => sortHeader(c))}
                  <th scope="col">{t('favourites.col.action')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.fundId}>
                    <td>{r.fundId}</td>
                    <th scope="row">{r.fundName}</th>
                    <td>{r.fundTypeText}</td>
                    <td>{r.company || t('display.none')}</td>
                    <td className="fd-num">
                      {r.nav ?? t('display.none')}
                      {r.simulated ? <SimulatedMark /> : null}
                    </td>
                    <td>{r.navDate ?? t('display.none')}</td>
                    <td className={rateClass(r.dailyReturn)}>{formatSignedRate(r.dailyReturn)}</td>
                    <td>
                      <FavouriteStar
                        fundId={r.fundId}
                        fundName={r.fundName}
                        favourite={r.favourite}
                        onChanged={() => quotes.mutate()}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        ) : null}
        <div style={TOOLBAR}>
          <Button text={t('quotes.prev')} disabled={page <= 1} onClick={() => setPage(page - 1)} />
          <span>{t('quotes.page', { page, pages })}</span>
          <Button text={t('quotes.next')} disabled={page >= pages} onClick={() => setPage(page + 1)} />
        </div>
        <p className="fd-note">{t('quotes.simulatedNote')}</p>
        {data?.rows.some((r) => r.simulated) ? <SimulatedLegend /> : null}
      </Card>
    </div>
  );

  function sortHeader(c: (typeof SORTABLE)[number]) {
    return (
      <SortHeader
        key={c.field}
        label={t(c.title)}
        numeric={c.numeric}
        direction={sortDirectionOf(c.field === sortField, sortOrder)}
        onSort={() => sortBy(c.field)}
      />
    );
  }
}
