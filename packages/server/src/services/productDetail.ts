/**
 * The fund detail's section handlers of the product service (issue 14 §2 "Fund detail completed"; spec 03 §7
 * fund detail group: fund/queryFundNetValueTable, fund/manager, remote/fundBonus with fundDistribution,
 * remote/fundRealTimeNetValue, ab-shares), listed in services/product.ts productRoutes. Holdings (heavyStock,
 * industry, asset allocation) are not served: the data has none (shared/data README), the page says so.
 */
import { product } from '@funddesk/core';
import { dividendEvents } from '../dividends/model.js';
import {
  dataPeriodReturn,
  fundRealTimeEstimate,
  navTable,
  realNavDays,
  shareClassFunds,
} from '../market/detail.js';
import { route, type Route } from './types.js';

/**
 * The section routes: the NAV table paged on the server, the managers with the data period's return (no
 * tenure: the data has no start dates), the simulated dividends (dividends/model.ts over the real NAV; no
 * splits), the modelled intraday estimate and the sibling share classes.
 */
export const detailSectionRoutes: Route[] = [
  route(product.fundNetValueTable, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const fund = market.requireFund(request.fundId);
    const { rows, ...pagination } = navTable(
      market,
      fund,
      request.pagination.currentPage,
      request.pagination.pagesize,
    );
    return { fundId: fund.fundId, list: rows, pagination };
  }),

  route(product.fundManager, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const fund = market.requireFund(request.fundId);
    const profile = fund.hasProfile ? await market.profile(fund.fundId) : null;
    const period = profile ? dataPeriodReturn(market, fund.fundId) : { from: null, to: null, rate: null };
    return {
      fundId: fund.fundId,
      hasProfile: profile !== null,
      managers: profile ? [...profile.managers] : [],
      history: [],
      returnFrom: period.from,
      returnTo: period.to,
      dataPeriodReturn: period.rate,
    };
  }),

  route(product.fundBonus, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const fund = market.requireFund(request.fundId);
    const next = (iso: string) => market.calendar.nextTradingDay(iso);
    const events = fund.hasNav
      ? dividendEvents(fund.fundId, fund.fundTypeCode, realNavDays(market, fund.fundId), next)
      : [];
    return {
      fundId: fund.fundId,
      records: events
        .map(({ yieldPercent: _yield, ...event }) => ({ ...event, source: 'simulated' as const }))
        .reverse(),
      splits: [],
    };
  }),

  route(product.fundRealTimeNetValue, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const fund = market.requireFund(request.fundId);
    return {
      fundId: fund.fundId,
      ...fundRealTimeEstimate(market, fund, ctx.clock.now()),
      source: 'simulated' as const,
    };
  }),

  route(product.abShares, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const fund = market.requireFund(request.fundId);
    const { letter, classes } = shareClassFunds(market, fund);
    return {
      fundId: fund.fundId,
      letter,
      classes: classes.map(({ letter: classLetter, fund: sibling }) => {
        const quote = market.quote(sibling);
        return {
          fundId: sibling.fundId,
          fundName: sibling.shortName,
          letter: classLetter,
          template: sibling.template,
          nav: quote.latest?.nav ?? null,
          navDate: quote.latest?.date ?? null,
          rate1y: quote.rate1y,
          simulated: quote.simulated || quote.latest?.source === 'simulated',
        };
      }),
    };
  }),
];
