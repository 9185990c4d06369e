/**
 * @funddesk/server: the local environment, a reference gateway over real market data.
 * `buildApp` builds the Fastify app; `openDatabase` migrates and seeds; see main.ts for `npm start`.
 */
export { buildApp, BODY_LIMIT_BYTES, type AppOptions } from './app.js';
export { CAPTURE_RATE_LIMIT, type CaptureRateLimit } from './http/routes.js';
export { openDatabase, resolveMarketDataDir, type OpenedDatabase } from './start.js';
export { openPglite, openPostgres, type Db } from './db/db.js';
export { migrate } from './db/migrate.js';
export { demoOrgs, demoPeople, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from './db/seed/people.js';
export type { Clock } from './services/types.js';
export {
  doubleRecordStatusOf,
  openDoubleRecord,
  type DealDoubleRecordStatus,
  type OpenDoubleRecordInput,
} from './private/doubleRecord.js';
