import * as account from './account.js';
import * as product from './product.js';
import type { CallDef } from './contract.js';

export * from './contract.js';
export { account, product };
export { FUND_SEARCH_MAX_LENGTH, fundListSortFields, ratePeriods } from './product.js';

/** Every call of the contract, keyed `service.name`; the server registers a handler for each. */
export const allCalls: readonly CallDef[] = ([...Object.values(account), ...Object.values(product)] as unknown[]).filter(
  (value: unknown): value is CallDef => typeof value === 'object' && value !== null && 'service' in value,
);
