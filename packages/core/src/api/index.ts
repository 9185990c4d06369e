import * as account from './account.js';
import * as asset from './asset.js';
import * as batch from './batch.js';
import * as cockpit from './cockpit.js';
import * as dividends from './dividends.js';
import * as doubleRecord from './doubleRecord.js';
import * as favourites from './favourites.js';
import * as firstLogin from './firstLogin.js';
import * as fundTools from './fundTools.js';
import * as orgRecord from './orgRecord.js';
import * as orgTradeInfo from './orgTradeInfo.js';
import * as password from './password.js';
import * as permission from './permission.js';
import * as personalInfo from './personalInfo.js';
import * as portfolio from './portfolio.js';
import * as privateFunds from './privateFunds.js';
import * as privateTrade from './privateTrade.js';
import * as product from './product.js';
import * as productExtras from './productExtras.js';
import * as review from './review.js';
import * as riskMonitor from './riskMonitor.js';
import * as riskCrs from './riskCrs.js';
import * as statement from './statement.js';
import * as support from './support.js';
import * as trade from './trade.js';
import * as trading from './trading.js';
import type { CallDef, DownloadDef, UploadDef } from './contract.js';

export * from './contract.js';
export {
  account,
  asset,
  batch,
  cockpit,
  dividends,
  doubleRecord,
  favourites,
  firstLogin,
  fundTools,
  orgRecord,
  orgTradeInfo,
  password,
  permission,
  personalInfo,
  portfolio,
  privateFunds,
  privateTrade,
  product,
  productExtras,
  review,
  riskMonitor,
  riskCrs,
  statement,
  support,
  trade,
  trading,
};
export { FUND_SEARCH_MAX_LENGTH, fundListSortFields, ratePeriods } from './product.js';
export { STATEMENT_MAX_ACCOUNTS } from './statement.js';
export type { CorpInfo } from './firstLogin.js';
export type { CockpitHoldRow, CockpitInstitutionRow, CockpitRankRowDto, CockpitRelation } from './cockpit.js';
export type { CompareFund, PositionFund, RatioCompareFund } from './fundTools.js';
export type { DividendRecord } from './dividends.js';
export type { CaptureInfo, DoubleRecordReviewRow } from './doubleRecord.js';
export type { RiskMonitorConfig, RiskRecord } from './riskMonitor.js';
export type { CrsDeclarationRecord, ManagedProduct, RiskResult } from './riskCrs.js';
export type { FavouriteFund, FavouriteGroup } from './favourites.js';
export type { PersonRow, PrivilegeNode } from './permission.js';
export type { OrgAttachment, OrgRecord, OrgSubmission, OrgVersion } from './orgRecord.js';
export type { TradeInfoChange, TradeInfoRow, TradeInfoStateDto } from './orgTradeInfo.js';
export type { IdDocument, OcrCardType } from './personalInfo.js';
export type { PortfolioChange, PortfolioSummary } from './portfolio.js';
export type {
  PrivateProductSummary,
  PrivateStrategy,
  QualificationReviewRow,
  ReserveStatus,
} from './privateFunds.js';
export type { PrivateDeal, PrivateDealInfo, PrivatePosition } from './privateTrade.js';
export type {
  AnnouncementCategory,
  AnnouncementSummary,
  FundValueRow,
  ScaleRankRow,
} from './productExtras.js';

const entries = [
  account,
  asset,
  batch,
  cockpit,
  dividends,
  doubleRecord,
  favourites,
  firstLogin,
  fundTools,
  orgRecord,
  orgTradeInfo,
  password,
  permission,
  personalInfo,
  portfolio,
  privateFunds,
  privateTrade,
  product,
  productExtras,
  review,
  riskMonitor,
  riskCrs,
  statement,
  support,
  trade,
  trading,
].flatMap((module) => Object.values(module) as unknown[]);

/** Every call of the contract; the server registers a handler for each. */
export const allCalls: readonly CallDef[] = entries.filter(
  (value): value is CallDef =>
    typeof value === 'object' && value !== null && 'service' in value && !('kind' in value),
);

/** Every download of the contract. */
export const allDownloads: readonly DownloadDef[] = entries.filter(
  (value): value is DownloadDef =>
    typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'download',
);

/** Every upload of the contract (multipart; spec 02 §7 importExcel). */
export const allUploads: readonly UploadDef[] = entries.filter(
  (value): value is UploadDef =>
    typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'upload',
);
export { BATCH_MAX_BYTES, BATCH_MAX_ROWS } from './batch.js';
