/**
 * Market data of the local environment: the fund catalogue, NAV store, calendar and the simulated model.
 * (Being built: see docs/data-model.md once written.)
 */
export interface MarketService {
  readonly ready: true;
}
