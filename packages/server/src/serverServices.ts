import type { AuthService } from './auth/index.js';
import type { MarketService } from './market/index.js';

/**
 * Shared services built once by buildApp. Each area adds its own field; handlers reach them through
 * the context so that tests can pass fakes. Lives below services/, trade/ and documents/ (which all
 * receive it) and above auth/ and market/ (which it names), so no import runs back up (DESIGN §2).
 */
export interface ServerServices {
  /** The fund catalogue and market data (src/market). */
  readonly market: MarketService;
  /** Auth: tokens, password hashing, RSA keys (src/auth). */
  readonly auth: AuthService;
}
