/**
 * The market service's catalogue part: every fund, one fund, and the ranked search of
 * {@link FundSearchIndex} (spec 02 §7, spec 03 §5; its per-keyword cache is in caches.ts).
 */
import { ErrorCode, GatewayError } from '@funddesk/core';
import type { FundRecord, FundSearchIndex } from './catalogue.js';
import type { MarketService } from './types.js';

/** The catalogue methods of {@link MarketService}. */
export type CatalogueQueries = Pick<MarketService, 'funds' | 'fund' | 'requireFund' | 'search'>;

/** The catalogue methods over a loaded search index. */
export function catalogueQueries(catalogue: FundSearchIndex): CatalogueQueries {
  return {
    funds: () => catalogue.all,
    fund: (fundId) => catalogue.get(fundId),
    requireFund(fundId: string): FundRecord {
      const fund = catalogue.get(fundId);
      if (!fund) throw new GatewayError(ErrorCode.FundNotFound);
      return fund;
    },
    search: (keyword) => catalogue.search(keyword),
  };
}
