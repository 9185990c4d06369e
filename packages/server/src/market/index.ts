/**
 * Market data of the local environment: the fund catalogue and its search, the trading calendar, NAV
 * and index series, fee schedules, money-fund yields and open-day information, real where the data has
 * them and simulated (flagged) where it does not. See docs/data-model.md.
 *
 * The service is assembled from its parts (issue 10 §4): search.ts (catalogue), nav.ts (quotes, charts,
 * returns, pricing NAV), detail.ts (fees, profile, money yields, open days), each with its explicit
 * caches (caches.ts); its types are in types.ts.
 */
import { isoOfCompact, shanghaiDate, TradingCalendar } from './calendar.js';
import { FundSearchIndex, loadCatalogue } from './catalogue.js';
import { detailQueries } from './detail.js';
import { navQueries } from './nav.js';
import { navAvailableThrough } from './navModel.js';
import { NavStore } from './navStore.js';
import { catalogueQueries } from './search.js';
import type { MarketService, MarketServiceOptions } from './types.js';

export { TradingCalendar, CUT_OFF_HOUR, shanghaiDate } from './calendar.js';
export type { FundRecord } from './catalogue.js';
export type { FeeSchedule, SellTier } from './simulated.js';
export type { PeriodKey, SeriesPoint } from './navStore.js';
export { openDayInfo } from './detail.js';
export { SYNTHETIC_NAV_BASE_DATE } from './nav.js';
export type {
  FundProfile,
  FundQuote,
  LatestNav,
  MarketService,
  MarketServiceOptions,
  MoneyYield,
  PeriodRate,
  PricingNav,
  ReturnPoint,
} from './types.js';

/**
 * Loads the catalogue, the calendar and the NAV and index series from a seeded database and extends
 * the simulated NAV to the clock's day. Takes about a second on the full data set.
 *
 * @see docs/data-model.md, DESIGN §6, spec 03 §3, §7
 */
export async function createMarketService({ db, clock }: MarketServiceOptions): Promise<MarketService> {
  const [funds, dayRows] = await Promise.all([
    loadCatalogue(db),
    db.query<{ d: string }>("SELECT to_char(day, 'YYYYMMDD') AS d FROM trading_days ORDER BY day"),
  ]);
  const catalogue = new FundSearchIndex(funds);
  const calendar = new TradingCalendar(
    dayRows.length > 0 ? dayRows.map((r) => isoOfCompact(r.d)) : ['1990-12-19'],
  );
  const store = await NavStore.load(db, (id) => catalogue.get(id)?.fundTypeCode);

  const today = (): string => shanghaiDate(clock.now());
  const asOf = (): string => navAvailableThrough(today(), calendar);

  let refreshedFor = '';
  let extendedThrough = '';
  let pending: Promise<void> | null = null;

  const refresh = async (): Promise<void> => {
    const day = today();
    if (day === refreshedFor) return;
    pending ??= (async () => {
      const through = navAvailableThrough(day, calendar);
      if (through > extendedThrough) {
        await store.extendThrough(db, through, calendar);
        extendedThrough = through;
      }
      refreshedFor = day;
    })().finally(() => {
      pending = null;
    });
    await pending;
  };
  await refresh();

  const catalogueParts = catalogueQueries(catalogue);
  const { requireFund } = catalogueParts;
  return {
    calendar,
    today,
    asOf,
    tradeDayNow: () => calendar.tradeDayOf(clock.now()),
    refresh,
    ...catalogueParts,
    ...navQueries({ store, calendar, asOf, requireFund }),
    ...detailQueries({ db, clock, calendar, today, requireFund }),
  };
}
