/**
 * The public fund screener over the market service's memory (issue 14 §2; spec 03 §2 publicIndex, §7
 * searchByPage, exportExcelFund): keyword, the screening filters of core rules/screening.ts, and sorting on any
 * column (nulls last, ties by code). No query: the catalogue and the day's quotes are in memory.
 */
import {
  GatewayError,
  screeningFiltersDecision,
  screeningPredicate,
  t,
  type MessageKey,
  type ScreenedFund,
  type ScreeningFilters,
  type fundListSortFields,
} from '@funddesk/core';
import type { FundRecord } from './catalogue.js';
import type { MarketService } from './types.js';

/** A sort field of the public fund list. */
export type FundListSortField = (typeof fundListSortFields)[number];

/** The list query: filters, keyword, NAV-only, sorting (the request of searchByPage without paging). */
export interface FundListQuery extends ScreeningFilters {
  readonly keyword?: string | undefined;
  readonly withNavOnly: boolean;
  readonly sortField: FundListSortField;
  readonly sortOrder: 'asc' | 'desc';
}

/**
 * What the screen reads of one fund (catalogue facts and the day's quote). The returns are read on first use: the
 * predicate asks them last, so a fund dropped by its type, risk, company, state or size costs no quote lookup.
 */
export function screenedFundOf(market: MarketService, fund: FundRecord): ScreenedFund {
  return {
    fundTypeCode: fund.fundTypeCode,
    riskLevel: fund.riskLevel,
    company: fund.company,
    sizeYuan: fund.sizeYuan,
    openDayCode: fund.openDayCode,
    declareStatus: fund.declareStatus,
    subStatus: fund.subStatus,
    fundStatus: fund.fundStatus,
    get returns() {
      const q = market.quote(fund);
      return {
        dailyReturn: q.latest?.dailyReturn ?? null,
        rrInThreeMonth: q.rrInThreeMonth,
        rate1y: q.rate1y,
      };
    },
  };
}

const collator = new Intl.Collator('zh-CN');

/** A sort key of one fund: numbers rank numerically (doubles only rank rows, never shown or summed). */
function sortKey(market: MarketService, fund: FundRecord, field: FundListSortField): string | number | null {
  const num = (value: string | null | undefined): number | null => (value == null ? null : Number(value));
  const quote = () => market.quote(fund);
  switch (field) {
    case 'fundId':
      return fund.fundId;
    case 'shortName':
      return fund.shortName;
    case 'fundType':
      return fund.fundTypeCode;
    case 'risk':
      return fund.riskLevel;
    case 'minLimit':
      return num(fund.minLimit);
    case 'fundSize':
      return num(fund.sizeYuan);
    case 'nav':
      return num(quote().latest?.nav);
    case 'navDate':
      return quote().latest?.date ?? null;
    case 'dailyReturn':
      return num(quote().latest?.dailyReturn);
    case 'rrInThreeMonth':
      return num(quote().rrInThreeMonth);
    case 'rate1y':
      return num(quote().rate1y);
  }
}

/**
 * The funds of a list query, filtered and sorted. Without a sort request the list keeps its order: by code, or by
 * relevance for a keyword.
 * @throws GatewayError FD3050 (contradictory filters; detail `{ field }` the column's Chinese name)
 */
export function screenFunds(market: MarketService, query: FundListQuery): FundRecord[] {
  const decision = screeningFiltersDecision(query);
  if (!decision.ok) {
    const field = String(decision.params?.field ?? '');
    throw new GatewayError(decision.code, undefined, {
      detail: { field: t(`screening.field.${field}` as MessageKey) },
    });
  }
  const keep = screeningPredicate(query);
  const source = query.keyword ? market.search(query.keyword) : market.funds();
  const list = source.filter((f) => (!query.withNavOnly || f.hasNav) && keep(screenedFundOf(market, f)));
  if (query.sortField === 'fundId' && query.sortOrder === 'asc') return list;
  const direction = query.sortOrder === 'desc' ? -1 : 1;
  const keys = new Map(list.map((f) => [f, sortKey(market, f, query.sortField)] as const));
  return list.sort((a, b) => {
    const ka = keys.get(a) ?? null;
    const kb = keys.get(b) ?? null;
    if (ka === null || kb === null)
      return ka === kb ? a.fundId.localeCompare(b.fundId) : ka === null ? 1 : -1;
    const order =
      typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
    return order === 0 ? a.fundId.localeCompare(b.fundId) : direction * order;
  });
}
