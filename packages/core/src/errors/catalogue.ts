import type { MessageKey } from '../messages/index.js';

/**
 * How a client reacts to an error (spec 01 §8). The web's one notifier and the CLI's one exit-code
 * mapper switch on this, never on the code itself.
 * - `toast`: show the message as an error toast (4 s).
 * - `toastShort`: show the message for 2 s (code `000`).
 * - `logout`: show the session-expired message and log out (401, JWT expired).
 * - `alertLogout`: alert with only OK, then log out (A800048, A00198).
 * - `gotoLogin`: go to login without a message (99999).
 * - `illegalLink`: clear visited views, alert, go to login (S00010).
 * - `refreshMenu`: refresh privilege codes, or log out with 获取菜单失败 (A00103).
 * - `gotoTrade`: close all views and go to the trade module (A01008 after 2 s; A01009 at once).
 * - `reload`: reload the page (E109016 on institution edit/submit).
 * - `profileIncomplete`: confirm dialog 温馨提示 leading to userInfo (A800045).
 * - `authorise`: show the authorisation dialog (A800046).
 * - `tradePasswordLocked`, `tradePasswordNotSet`, `tradePasswordWrong`: the trade-password dialogs.
 * - `firstLoginRequired`: go to the first-login settings page /orgaccount/settingLogin (FD1018, issue 16).
 * - `alarm`: report to the alarm channel; show the server's message (other non-success codes).
 * - `timeout`: 请求超时，请刷新页面重试 unless hideResult or another message is visible.
 * - `network`: the request never reached the gateway.
 * - `invalid`: the request was refused by validation (a client bug or bad input).
 */
export type ErrorKind =
  | 'toast'
  | 'toastShort'
  | 'logout'
  | 'alertLogout'
  | 'gotoLogin'
  | 'illegalLink'
  | 'refreshMenu'
  | 'gotoTrade'
  | 'reload'
  | 'profileIncomplete'
  | 'authorise'
  | 'tradePasswordLocked'
  | 'tradePasswordNotSet'
  | 'tradePasswordWrong'
  | 'firstLoginRequired'
  | 'alarm'
  | 'timeout'
  | 'network'
  | 'invalid';

/** One row of the catalogue. */
export interface CatalogueEntry {
  /** The reaction clients take. */
  readonly kind: ErrorKind;
  /** The catalogue message shown when the server sends none (or always, for fixed texts). */
  readonly message: MessageKey;
  /** Whether the spec's fixed text wins over the server's retMessage. */
  readonly fixedText: boolean;
  /** Dialog title, when the reaction is a dialog. */
  readonly title?: MessageKey;
  /** Label of the dialog's action button. */
  readonly action?: MessageKey;
  /** HTTP status the local gateway answers with (DESIGN §4: 200 for business failures). */
  readonly httpStatus: number;
  /** Where the row comes from. */
  readonly source: string;
}

/** The success code of every envelope (spec 01 §9). */
export const SUCCESS_CODE = '0000';

/**
 * Error codes: the spec's global codes (spec 01 §8) and FundDesk's own `FD…` codes for situations the
 * spec describes without a code (listed in docs/api.md). Tests assert these constants, never prose.
 */
export const ErrorCode = {
  /** 登录信息已过期: missing, expired or revoked session (HTTP 401). spec 01 §8 */
  SessionExpired: 'FD0401',
  /** Unknown gateway path (HTTP 404). spec 01 §8 */
  NotFound: 'FD0404',
  /** Request timed out on the client. spec 01 §8 */
  Timeout: 'FD0408',
  /** Network failure on the client. */
  Network: 'FD0499',
  /** Privilege codes refresh failed / menu. spec 01 §8 */
  MenuFailed: 'A00103',
  /** Confirm with OK then log out. spec 01 §8 */
  ConfirmLogout: 'A800048',
  /** Operator permissions changed on first-login set. spec 01 §8 */
  PermissionChanged: 'A00198',
  /** Illegal link. spec 01 §8 */
  IllegalLink: 'S00010',
  /** Go to login. spec 01 §8 */
  GotoLogin: '99999',
  /** Message shown for 2 s. spec 01 §8 */
  ShortMessage: '000',
  /** Show message, then go to the trade module after 2 s. spec 01 §8 */
  GotoTradeLater: 'A01008',
  /** On switch or login, go to the trade module. spec 01 §8, §4.2 */
  GotoTrade: 'A01009',
  /** Reload on institution edit or submit paths. spec 01 §8 */
  ReloadPage: 'E109016',
  /** Profile incomplete. spec 01 §8 */
  ProfileIncomplete: 'A800045',
  /** Authorisation required. spec 01 §8 */
  AuthorisationRequired: 'A800046',
  /** Trade password locked after 5 wrong attempts. spec 01 §8, DESIGN §7 */
  TradePasswordLocked: 'A00070',
  /** Trade password not set. spec 01 §8 */
  TradePasswordNotSet: 'A00076',
  /** Wrong trade password, N attempts left. spec 01 §8 */
  TradePasswordWrong: 'FD1100',
  /** Wrong login name or password (one code for both, so that names cannot be probed). */
  LoginFailed: 'FD1001',
  /** Too many failed logins for this name; try later. */
  LoginLocked: 'FD1002',
  /** The caller's role lacks the privilege code of the call. */
  Forbidden: 'FD1003',
  /** The caller may not act for this organisation or account. */
  OrgForbidden: 'FD1004',
  /** Encrypted field could not be decrypted (uniform for every padding failure). */
  DecryptFailed: 'FD1005',
  /** Login needs a solved captcha (after 3 failed logins of the name). spec 01 §7.3 checkKaptcha, §7.4 */
  CaptchaRequired: 'FD1006',
  /** Captcha answer wrong, expired or already used (each captcha and ticket is single use). spec 01 §7.4 */
  CaptchaWrong: 'FD1007',
  /** Verification code wrong, expired, used or tried 5 times. spec 01 §7.4 checkVerifyCode */
  VerifyCodeWrong: 'FD1008',
  /** A verification code was sent to this name less than 60 s ago (`{ N: seconds }`). spec 01 §7.4 */
  VerifyCodeTooFrequent: 'FD1009',
  /** The agreement or privacy version signed is not the latest (published meanwhile). spec 01 §4.5, §7.10 */
  AgreementStale: 'FD1010',
  /**
   * The verify ticket of a password reset is unknown, used, expired, of another purpose or another person.
   * spec 01 §7.4 checkVerifyCode, §7.5 resetLoginPassword
   */
  VerifyTicketInvalid: 'FD1011',
  /** The new login password breaks the rule: 8-20 visible ASCII with letters and digits. spec 01 §5, §7.5 */
  PasswordWeak: 'FD1012',
  /** The new login password is the current one. spec 01 §7.5 */
  PasswordUnchanged: 'FD1013',
  /** The trade password of the first-login settings is not 6 digits. spec 01 §5, §7.5 firstLoginSet */
  TradePasswordFormat: 'FD1014',
  /**
   * The first-login settings sent are not the ones the person lacks (one missing, or one already set).
   * spec 01 §4.2, §7.5 firstLoginSet
   */
  FirstLoginSettingsMismatch: 'FD1015',
  /** The current login password given to change it is wrong. spec 01 §7.5 pwd/modify */
  LoginPasswordWrong: 'FD1016',
  /** The new trade password is the current one. spec 01 §7.5 modifyTradePassword */
  TradePasswordUnchanged: 'FD1017',
  /**
   * The person has not completed the first-login settings (login and/or trade password): every call but
   * the first-login ones is refused until they do (spec 01 §4.2 "forced"; issue 16 finding 3).
   */
  FirstLoginRequired: 'FD1018',
  /** Person input: mobile is not a mainland mobile number. spec 03 §7 person/adds; issue 11 §3 */
  PersonMobileFormat: 'FD1101',
  /** Person input: certificate number does not fit its type (ID card check digit). issue 11 §3 */
  PersonCredNumber: 'FD1102',
  /** Person input: malformed email. issue 11 §3 */
  PersonEmailFormat: 'FD1103',
  /** Another person has this mobile number. issue 11 bad input */
  PersonMobileDuplicate: 'FD1104',
  /** The login name is taken. issue 11 §3 */
  PersonLoginNameTaken: 'FD1105',
  /** The person is unknown or not of the administrator's organisation. issue 11 bad input */
  PersonNotInOrg: 'FD1106',
  /** A role code that is not assignable (forged). issue 11 bad input */
  RoleUnknown: 'FD1107',
  /** The change would leave the organisation without an active administrator. issue 11 §3 */
  LastAdministrator: 'FD1108',
  /** The administrator role keeps authority_mgt, account_mgt and role_mgt. issue 11 §3 */
  AdminPrivilegeLocked: 'FD1109',
  /** A privilege code outside the role tree. issue 11 §3 */
  PrivilegeUnknown: 'FD1110',
  /** The initial password and its confirmation differ. spec 03 §7 person/adds confirmPassword */
  PersonPasswordMismatch: 'FD1111',
  /** An administrator disabling, removing or demoting themselves. issue 11 §3 */
  PersonSelf: 'FD1112',
  /** The person's name is empty or longer than 30 characters. issue 11 §3 */
  PersonNameFormat: 'FD1113',
  /** Request failed schema validation or the envelope is malformed (HTTP 400). */
  BadRequest: 'FD2000',
  /** Request body too large (HTTP 413). */
  BodyTooLarge: 'FD2001',
  /** Too many requests (HTTP 429). */
  RateLimited: 'FD2002',
  /** Fund code does not exist. */
  FundNotFound: 'FD3001',
  /** Fund comparison refused: fewer than 2 or more than 6 distinct funds. issue 14 §5 (core rules/fundMetrics.ts) */
  CompareFundCount: 'FD3010',
  /** Portfolio refused: fewer than 1 or more than 20 distinct funds. issue 14 §4 (core rules/backtest.ts) */
  PortfolioFundCount: 'FD3020',
  /** Portfolio weights not percents of 2 decimals above 0 summing to exactly 100.00 ({sum}). issue 14 §4 */
  PortfolioWeights: 'FD3021',
  /** Portfolio refused: a suspended fund ({fundId}). issue 14 §4; spec 03 §4 (suspended) */
  PortfolioSuspended: 'FD3022',
  /** Back-test starting before the first day every fund has NAV ({from}, {dataFrom}). issue 14 §4 */
  BacktestBeforeData: 'FD3023',
  /** Back-test period without a trading day ({from}, {to}). issue 14 §4 */
  BacktestPeriod: 'FD3024',
  /** Back-test benchmark index without data ({name}: 399001, H11001). issue 14 §4; spec 03 §3 */
  BacktestBenchmarkNoData: 'FD3025',
  /** Portfolio unknown, deleted, or of an organisation the person does not act for. issue 14 §4 */
  PortfolioNotFound: 'FD3026',
  /** Back-test of a fund without NAV data ({fundId}; the data has NAV for 506 funds). issue 14 "Bad input" */
  BacktestNoNav: 'FD3027',
  /** Favourites refused: more than 500 funds ({max} in the detail). issue 14 §3 (core rules/favourites.ts) */
  FavouriteLimit: 'FD3040',
  /** Favourite group name empty or longer than 20 characters after trimming. issue 14 §3 */
  FavouriteGroupNameLength: 'FD3041',
  /** Favourite group name with markup or control characters. issue 14 §3 */
  FavouriteGroupNameMarkup: 'FD3042',
  /** The default group 全部自选 cannot be renamed or deleted. issue 14 §3 */
  FavouriteDefaultGroup: 'FD3043',
  /** Favourite group unknown, or another person's. issue 14 §3 */
  FavouriteGroupNotFound: 'FD3044',
  /** Favourite group name already used by another of the person's groups. issue 14 §3 */
  FavouriteGroupDuplicate: 'FD3045',
  /** More favourite groups than allowed ({max} in the detail). issue 14 §3 */
  FavouriteGroupLimit: 'FD3046',
  /** Screening filters contradict themselves: a minimum above its maximum, a negative size ({field}). issue 14 §2 */
  ScreeningContradictory: 'FD3050',
  /** Screening scheme name empty or longer than 20 characters after trimming. issue 14 §2 */
  ScreeningSchemeNameLength: 'FD3051',
  /** Screening scheme name with markup or control characters. issue 14 §2 */
  ScreeningSchemeNameMarkup: 'FD3052',
  /** More screening schemes than allowed ({max} in the detail). issue 14 §2 */
  ScreeningSchemeLimit: 'FD3053',
  /** Screening scheme unknown, deleted, or another person's. issue 14 §2 */
  ScreeningSchemeNotFound: 'FD3054',
  /** Announcement unknown or not yet published. issue 14 §2 (pc/announcement) */
  AnnouncementNotFound: 'FD3070',
  /** Solution unknown. issue 14 §2 (solutionFund, solutionBuy) */
  SolutionNotFound: 'FD3071',
  /** Generated file unknown, or requested by another person (spec 01 §4.8). */
  DocumentNotFound: 'FD3601',
  /** Generated file still processing or failed (spec 01 §4.8). */
  DocumentNotReady: 'FD3602',
  /** Statement refused: its month starts after today (issue 4 §3; docs/decisions.md Statements). */
  StatementPeriodFuture: 'FD3603',
  /** Cart add refused: the cart holds the max number of funds ({N} in the detail). spec 02 §5, §8, §9 */
  CartFull: 'FD4001',
  /** Cart add refused: the fund is already in the cart. spec 02 §5, §8 */
  CartDuplicate: 'FD4002',
  /** Purchase session token unknown, someone else's, of another organisation or expired. spec 02 §7 */
  SessionTokenInvalid: 'FD4003',
  /** Cancel refused: past the trade day's 15:00 cut-off or no longer pending. spec 02 §7 cancel */
  OrderNotCancellable: 'FD4004',
  /** Unknown order serial number (or not one of the caller's organisations). */
  OrderNotFound: 'FD4005',
  /** Unknown batch serial number (or not the caller's). */
  BatchNotFound: 'FD4006',
  /** Hosting users cannot buy. spec 02 §5 */
  HostingUserCannotBuy: 'FD4007',
  /** The fund cannot be bought now; the message is the buy-eligibility rule's. spec 02 §5, 03 §5 */
  FundNotBuyable: 'FD4008',
  /** Batch spreadsheet: not a spreadsheet (.xlsx) or unreadable. spec 02 §7 batch Excel; issue 4 */
  BatchFileUnreadable: 'FD4701',
  /** Batch spreadsheet: no data row. */
  BatchFileEmpty: 'FD4702',
  /** Batch spreadsheet: more than 10,000 data rows ({max} in the detail). */
  BatchTooManyRows: 'FD4703',
  /** Batch spreadsheet: over 10 MB, or its zip expands beyond the limits (zip bomb). DESIGN §7 */
  BatchFileTooLarge: 'FD4704',
  /** Batch placement refused: the import has invalid rows ({N}) and only-valid was not chosen. */
  BatchHasInvalidRows: 'FD4705',
  /** Batch placement refused: the same file was placed before; confirm to place it again. */
  BatchDuplicateFile: 'FD4706',
  /** Batch import unknown, or another person's. */
  BatchImportNotFound: 'FD4707',
  /** Batch import already placed with other options (a repeat with the same ones answers its batch). */
  BatchImportAlreadyPlaced: 'FD4708',
  /** Batch placement refused: no row can be placed. */
  BatchNothingPlaceable: 'FD4709',
  /** Batch spreadsheet: the header row is not the template's ({columns} in the detail). */
  BatchHeaderMismatch: 'FD4710',
  /** Batch import refused for now: the gateway is reading as many spreadsheets as it allows at once. */
  BatchImportBusy: 'FD4711',
  /** Review: a checker may not review an order they placed (four-eyes). issue 11 §2 */
  ReviewOwnOrder: 'FD4901',
  /** Review: the order was decided meanwhile (exactly one of two concurrent decisions wins). issue 11 */
  ReviewAlreadyDecided: 'FD4902',
  /** Review: the order was cancelled meanwhile. issue 11 bad input */
  ReviewOrderCancelled: 'FD4903',
  /** Review: the caller is not a configured person of the order's current level. issue 11 §2 */
  ReviewNotAssigned: 'FD4904',
  /** Review: one person may not decide both levels of one order. issue 11 §2 */
  ReviewSameChecker: 'FD4905',
  /** Review: a rejection without its reason. issue 11 §2 */
  ReviewCommentRequired: 'FD4906',
  /** Review setting: a level without persons ({level}). spec 03 §3, issue 11 §1 */
  ReviewLevelPersonsMissing: 'FD4907',
  /** Review setting: a person who is not a checker of the organisation. issue 11 §1 */
  ReviewPersonInvalid: 'FD4908',
  /** Review setting: two levels with one person in all. issue 11 §2 four-eyes */
  ReviewTwoLevelsOnePerson: 'FD4909',
  /** The idempotency key was used for another request. issue 12; DESIGN §7 */
  IdempotencyKeyReused: 'FD4601',
  /** Shares not a positive number with at most 2 decimals. issue 12 §3 */
  SharesInvalid: 'FD4602',
  /** The account holds none of the fund. issue 12 §3 */
  NoHolding: 'FD4603',
  /** More shares than available (position less pending sells; `{available}`). issue 12 */
  SharesAboveAvailable: 'FD4604',
  /** Shares of purchases not yet confirmed cannot be sold. issue 12 bad input */
  SharesNotConfirmed: 'FD4605',
  /** What would remain is under the minimum holding. issue 12 §3 */
  BelowMinimumHolding: 'FD4606',
  /** The fund is not open for redemption now. spec 03 §4 */
  FundNotRedeemable: 'FD4607',
  /** Suspended fund (open-day codes 310, 510; `{openDay}`). spec 03 §4 */
  FundSuspended: 'FD4608',
  /** Conversion target of another fund company. issue 12 §4 */
  ConvertOtherCompany: 'FD4609',
  /** Conversion target does not accept conversion. issue 12 §4 */
  ConvertTargetClosed: 'FD4610',
  /** Conversion to the same fund. issue 12 §4 */
  ConvertSameFund: 'FD4611',
  /** Super convert before signing agreement type 3. spec 02 §4; issue 12 §4 */
  AgreementRequired: 'FD4612',
  /** Amount refused by the cart amount rule (`{message}` is its rendered text). spec 02 §5 */
  AmountRefused: 'FD4613',
  /** Fund risk above the user level and not acknowledged. spec 02 §5 */
  RiskMismatch: 'FD4614',
  /** The trade day shown is no longer the trade day (`{tradeDay}`). spec 02 §1; issue 12 */
  TradeDayChanged: 'FD4615',
  /** Risk assessment expired. spec 02 §5 */
  RiskExpired: 'FD4616',
  /** Risk assessment absent. spec 02 §5 */
  RiskMissing: 'FD4617',
  /** Product summary not confirmed. spec 02 §4 */
  SummaryNotConfirmed: 'FD4618',
  /** Shares held under 7 days sold without acknowledging the warning. issue 12 §3 */
  UnderSevenDaysNotConfirmed: 'FD4619',
  /** Smart split: the caps leave part of the amount. issue 12 §5 */
  SplitUnallocated: 'FD4620',
  /** Smart split: the parts sent are not the plan. issue 12 §5 */
  SplitPlanChanged: 'FD4621',
  /** Smart split amount invalid. issue 12 §5 */
  SplitAmountInvalid: 'FD4622',
  /** Smart split: no buyable money fund. issue 12 §5 */
  SplitNoFunds: 'FD4623',
  /** Fast redemption asked of a fund without it. issue 12 §3 */
  FastRedeemUnavailable: 'FD4624',
  /** Sell under the minimum redemption shares. issue 12 §3 */
  BelowMinimumRedeem: 'FD4625',
  /** Fast redemption above the day's cap per account and fund (10,000.00 yuan, CSRC 2018). issue 12 §3 */
  FastRedeemOverLimit: 'FD4626',
  /** Dividend method already the one asked. issue 12 §6 */
  MelonUnchanged: 'FD4630',
  /** Refund of a purchase with nothing refundable. issue 12 §5 */
  NotRefundable: 'FD4631',
  /** Cancel of the purchase leg of a super convert alone. issue 12 §4 */
  LegNotCancellable: 'FD4632',
  /** The account does not hold the fund (dividend method). issue 12 §6 */
  NotHolding: 'FD4633',
  /** Private call by an organisation without a valid qualified-investor recognition. spec 02 §4, §5; issue 13 */
  PrivateNotQualified: 'FD3100',
  /** Private call with only an expired qualification (qualifyStatus '2'). spec 02 §4 */
  PrivateQualificationExpired: 'FD3101',
  /** Private call while the application is under review (`{expectedBy}`). spec 02 §4 */
  PrivateQualificationPending: 'FD3102',
  /** Qualified, but not as a type the product admits (private vs asset-management). spec 02 §4 */
  PrivateInvestTypeMismatch: 'FD3103',
  /** Identification dialog without an investment history choice (请选择您的投资经历). spec 02 §5 */
  InvestHistoryRequired: 'FD3104',
  /** Identification dialog without a financial condition choice (请选择您的财务条件). spec 02 §5 */
  FinanceConditionRequired: 'FD3105',
  /** The person may not (re)assess qualification (请联系管理员进行投资者认定). spec 02 §5 */
  QualificationContactAdmin: 'FD3106',
  /** Professional investor without history 0 and finance 1. spec 02 §4 */
  ProfessionalConditionsNotMet: 'FD3107',
  /** Professional investor without the conversion statement accepted. spec 02 §4 */
  ProfessionalStatementRequired: 'FD3108',
  /** Identification confirmed without the e-signature consent it asks for. spec 02 §4 */
  ESignatureRequired: 'FD3109',
  /** An application of that investor type is already under review. issue 13 §2 */
  QualificationApplicationPending: 'FD3110',
  /** Review of an application already decided (one of two concurrent decisions wins). issue 13 §2 */
  QualificationApplicationNotPending: 'FD3111',
  /** Unknown application id, or one of an organisation the reviewer may not act for. issue 13 §2 */
  QualificationApplicationNotFound: 'FD3112',
  /** Unknown private product id. issue 13 §1 */
  PrivateProductNotFound: 'FD3113',
  /** Trust-channel manager without private_fund_public_plan ('you have no permission to view private securities'). spec 03 §2, §8 */
  PrivateNoPermission: 'FD3114',
  /** Rejecting or returning an application without its reason. issue 13 §2 */
  QualificationReasonRequired: 'FD3115',
  /** A reviewer deciding an application they made themselves (four-eyes). issue 13 §2; DESIGN §7 */
  QualificationReviewOwn: 'FD3116',
  /** Unexpected server failure (HTTP 500). */
  Internal: 'FD5000',
  /** The CJK font of the summary PDFs is not installed (HTTP 500; issue 3). */
  PdfFontMissing: 'FD5001',
} as const;

/** A code of {@link ErrorCode}. */
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

const row = (
  kind: ErrorKind,
  message: MessageKey,
  source: string,
  extra: Partial<Pick<CatalogueEntry, 'title' | 'action' | 'httpStatus' | 'fixedText'>> = {},
): CatalogueEntry => ({ kind, message, source, httpStatus: 200, fixedText: false, ...extra });

/** A trading-desk refusal (issue 12): a toast with FundDesk's fixed text, filled from the detail. */
const tradingRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (issue 12; spec 02 §5, §7; 03 §4)', { fixedText: true });

/** A batch-spreadsheet refusal (issue 4): a toast with FundDesk's fixed text, filled from the detail. */
const batchRow = (message: MessageKey, source: string): CatalogueEntry =>
  row('toast', message, `FundDesk (${source})`, { fixedText: true });

/** A private-products or qualification refusal (issue 13 §1-§3): a toast with FundDesk's fixed text. */
const privateRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (spec 02 §3-§5; 03 §2; issue 13)', { fixedText: true });

/** A double-record refusal (issue 13 §5; spec 02 §4, §5): a toast with FundDesk's fixed text, filled from the detail. */
const doubleRecordRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (issue 13 §5; spec 02 §4, §5)', { fixedText: true });

/** A permission-management refusal (issue 11 §3): a toast with FundDesk's fixed text. */
const permRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (spec 03 §7 permission management; issue 11 §3)', { fixedText: true });

/**
 * The catalogue: code -> reaction, message and action. Every row of spec 01 §8 that has a code, plus
 * FundDesk's own codes. Situations without a code (HTTP statuses, timeouts) are keyed by FD codes too,
 * so clients have one lookup for everything.
 */
export const errorCatalogue: Readonly<Record<ErrorCodeValue, CatalogueEntry>> = {
  [ErrorCode.SessionExpired]: row('logout', 'error.sessionExpired', 'spec 01 §8 (HTTP 401)', {
    httpStatus: 401,
    fixedText: true,
  }),
  [ErrorCode.NotFound]: row('alarm', 'error.http404', 'spec 01 §8 (HTTP 404)', {
    httpStatus: 404,
    fixedText: true,
  }),
  [ErrorCode.Timeout]: row('timeout', 'error.timeout', 'spec 01 §8 (timeout)', { fixedText: true }),
  [ErrorCode.Network]: row('network', 'error.network', 'FundDesk', { fixedText: true }),
  [ErrorCode.MenuFailed]: row('refreshMenu', 'error.menuFailed', 'spec 01 §8 A00103', {
    fixedText: true,
  }),
  [ErrorCode.ConfirmLogout]: row('alertLogout', 'error.unknown', 'spec 01 §8 A800048'),
  [ErrorCode.PermissionChanged]: row('alertLogout', 'error.permissionChanged', 'spec 01 §8 A00198', {
    fixedText: true,
  }),
  [ErrorCode.IllegalLink]: row('illegalLink', 'error.illegalLink', 'spec 01 §8 S00010', {
    fixedText: true,
  }),
  [ErrorCode.GotoLogin]: row('gotoLogin', 'error.sessionExpired', 'spec 01 §8 99999'),
  [ErrorCode.ShortMessage]: row('toastShort', 'error.unknown', 'spec 01 §8 000'),
  [ErrorCode.GotoTradeLater]: row('gotoTrade', 'error.unknown', 'spec 01 §8 A01008'),
  [ErrorCode.GotoTrade]: row('gotoTrade', 'error.unknown', 'spec 01 §8 A01009, §4.2'),
  [ErrorCode.ReloadPage]: row('reload', 'error.unknown', 'spec 01 §8 E109016'),
  [ErrorCode.ProfileIncomplete]: row('profileIncomplete', 'error.profileIncomplete', 'spec 01 §8 A800045', {
    title: 'error.profileIncomplete.title',
    action: 'error.profileIncomplete.action',
  }),
  [ErrorCode.AuthorisationRequired]: row('authorise', 'error.authorisationRequired', 'spec 01 §8 A800046'),
  [ErrorCode.TradePasswordLocked]: row(
    'tradePasswordLocked',
    'error.tradePasswordLocked',
    'spec 01 §8 A00070',
    {
      title: 'error.tradePasswordLocked.title',
      action: 'error.tradePasswordLocked.action',
      fixedText: true,
    },
  ),
  [ErrorCode.TradePasswordNotSet]: row(
    'tradePasswordNotSet',
    'error.tradePasswordNotSet',
    'spec 01 §8 A00076',
    {
      title: 'error.tradePasswordNotSet.title',
      action: 'error.tradePasswordNotSet.action',
      fixedText: true,
    },
  ),
  [ErrorCode.TradePasswordWrong]: row(
    'tradePasswordWrong',
    'error.tradePasswordWrong',
    'spec 01 §8 (other wrong trade password)',
    {
      title: 'error.tradePasswordWrong.title',
      action: 'error.tradePasswordWrong.action',
    },
  ),
  [ErrorCode.LoginFailed]: row('toast', 'error.loginFailed', 'FundDesk (spec 01 §7.3 login)', {
    fixedText: true,
  }),
  [ErrorCode.LoginLocked]: row('toast', 'error.loginLocked', 'FundDesk (DESIGN §7)', { fixedText: true }),
  [ErrorCode.Forbidden]: row('toast', 'error.forbidden', 'FundDesk (spec 01 §6, DESIGN §7)', {
    fixedText: true,
  }),
  [ErrorCode.OrgForbidden]: row('toast', 'error.orgForbidden', 'FundDesk (spec 01 §6, DESIGN §7)', {
    fixedText: true,
  }),
  [ErrorCode.DecryptFailed]: row('toast', 'error.decryptFailed', 'FundDesk (spec 01 §5, DESIGN §7)', {
    fixedText: true,
  }),
  [ErrorCode.CaptchaRequired]: row(
    'toast',
    'error.captchaRequired',
    'FundDesk (spec 01 §7.3, §7.4 captcha)',
    {
      fixedText: true,
    },
  ),
  [ErrorCode.CaptchaWrong]: row('toast', 'error.captchaWrong', 'FundDesk (spec 01 §7.4 captcha)', {
    fixedText: true,
  }),
  [ErrorCode.VerifyCodeWrong]: row(
    'toast',
    'error.verifyCodeWrong',
    'FundDesk (spec 01 §7.4 checkVerifyCode)',
    {
      fixedText: true,
    },
  ),
  [ErrorCode.VerifyCodeTooFrequent]: row(
    'toast',
    'error.verifyCodeTooFrequent',
    'FundDesk (spec 01 §7.4 getIdentifyCode)',
    { fixedText: true },
  ),
  [ErrorCode.AgreementStale]: row('toast', 'error.agreementStale', 'FundDesk (spec 01 §4.5, §7.10)', {
    fixedText: true,
  }),
  [ErrorCode.VerifyTicketInvalid]: row(
    'toast',
    'error.verifyTicketInvalid',
    'FundDesk (spec 01 §7.4, §7.5 password reset)',
    { fixedText: true },
  ),
  [ErrorCode.PasswordWeak]: row('toast', 'error.passwordWeak', 'FundDesk (spec 01 §5, §7.5)', {
    fixedText: true,
  }),
  [ErrorCode.PasswordUnchanged]: row('toast', 'error.passwordUnchanged', 'FundDesk (spec 01 §7.5)', {
    fixedText: true,
  }),
  [ErrorCode.TradePasswordFormat]: row(
    'invalid',
    'error.tradePasswordFormat',
    'FundDesk (spec 01 §5, §7.5 firstLoginSet)',
    { fixedText: true },
  ),
  [ErrorCode.FirstLoginSettingsMismatch]: row(
    'toast',
    'error.firstLoginSettingsMismatch',
    'FundDesk (spec 01 §4.2, §7.5 firstLoginSet)',
    { fixedText: true },
  ),
  [ErrorCode.LoginPasswordWrong]: row(
    'toast',
    'error.loginPasswordWrong',
    'FundDesk (spec 01 §7.5 pwd/modify)',
    { fixedText: true },
  ),
  [ErrorCode.TradePasswordUnchanged]: row(
    'toast',
    'error.tradePasswordUnchanged',
    'FundDesk (spec 01 §7.5 modifyTradePassword)',
    { fixedText: true },
  ),
  [ErrorCode.FirstLoginRequired]: row(
    'firstLoginRequired',
    'error.firstLoginRequired',
    'FundDesk (spec 01 §4.2 forced settings; issue 16 finding 3)',
    { fixedText: true },
  ),
  [ErrorCode.PersonMobileFormat]: permRow('error.personMobileFormat'),
  [ErrorCode.PersonCredNumber]: permRow('error.personCredNumber'),
  [ErrorCode.PersonEmailFormat]: permRow('error.personEmailFormat'),
  [ErrorCode.PersonMobileDuplicate]: permRow('error.personMobileDuplicate'),
  [ErrorCode.PersonLoginNameTaken]: permRow('error.personLoginNameTaken'),
  [ErrorCode.PersonNotInOrg]: permRow('error.personNotInOrg'),
  [ErrorCode.RoleUnknown]: permRow('error.roleUnknown'),
  [ErrorCode.LastAdministrator]: permRow('error.lastAdministrator'),
  [ErrorCode.AdminPrivilegeLocked]: permRow('error.adminPrivilegeLocked'),
  [ErrorCode.PrivilegeUnknown]: permRow('error.privilegeUnknown'),
  [ErrorCode.PersonPasswordMismatch]: permRow('error.personPasswordMismatch'),
  [ErrorCode.PersonSelf]: permRow('error.personSelf'),
  [ErrorCode.PersonNameFormat]: permRow('error.personNameFormat'),
  [ErrorCode.BadRequest]: row('invalid', 'error.badRequest', 'FundDesk (DESIGN §7)', { httpStatus: 400 }),
  [ErrorCode.BodyTooLarge]: row('invalid', 'error.bodyTooLarge', 'FundDesk (DESIGN §7)', {
    httpStatus: 413,
    fixedText: true,
  }),
  [ErrorCode.RateLimited]: row('toast', 'error.rateLimited', 'FundDesk (DESIGN §7)', {
    httpStatus: 429,
    fixedText: true,
  }),
  [ErrorCode.FundNotFound]: row('toast', 'error.fundNotFound', 'FundDesk (spec 03 §8: toast retMessage)', {
    fixedText: true,
  }),
  [ErrorCode.CompareFundCount]: row('invalid', 'fundTools.error.count', 'FundDesk (issue 14 §5)', {
    fixedText: true,
  }),
  [ErrorCode.PortfolioFundCount]: row('invalid', 'portfolio.error.count', 'FundDesk (issue 14 §4)', {
    fixedText: true,
  }),
  [ErrorCode.PortfolioWeights]: row('invalid', 'portfolio.error.weights', 'FundDesk (issue 14 §4)', {
    fixedText: true,
  }),
  [ErrorCode.PortfolioSuspended]: row(
    'invalid',
    'portfolio.error.suspended',
    'FundDesk (issue 14 §4; spec 03 §4)',
    { fixedText: true },
  ),
  [ErrorCode.BacktestBeforeData]: row('invalid', 'portfolio.error.beforeData', 'FundDesk (issue 14 §4)', {
    fixedText: true,
  }),
  [ErrorCode.BacktestPeriod]: row('invalid', 'portfolio.error.period', 'FundDesk (issue 14 §4)', {
    fixedText: true,
  }),
  [ErrorCode.BacktestBenchmarkNoData]: row(
    'invalid',
    'portfolio.error.benchmarkNoData',
    'FundDesk (issue 14 §4; spec 03 §3)',
    { fixedText: true },
  ),
  [ErrorCode.PortfolioNotFound]: row('toast', 'portfolio.error.notFound', 'FundDesk (issue 14 §4)', {
    fixedText: true,
  }),
  [ErrorCode.BacktestNoNav]: row('invalid', 'portfolio.error.noNav', 'FundDesk (issue 14 §4)', {
    fixedText: true,
  }),
  [ErrorCode.FavouriteLimit]: row('toast', 'favourites.error.limit', 'FundDesk (issue 14 §3)', {
    fixedText: true,
  }),
  [ErrorCode.FavouriteGroupNameLength]: row(
    'toast',
    'favourites.error.groupNameLength',
    'FundDesk (issue 14 §3)',
    { fixedText: true },
  ),
  [ErrorCode.FavouriteGroupNameMarkup]: row(
    'toast',
    'favourites.error.groupNameMarkup',
    'FundDesk (issue 14 §3)',
    { fixedText: true },
  ),
  [ErrorCode.FavouriteDefaultGroup]: row('toast', 'favourites.error.defaultGroup', 'FundDesk (issue 14 §3)', {
    fixedText: true,
  }),
  [ErrorCode.FavouriteGroupNotFound]: row(
    'toast',
    'favourites.error.groupNotFound',
    'FundDesk (issue 14 §3)',
    { fixedText: true },
  ),
  [ErrorCode.FavouriteGroupDuplicate]: row(
    'toast',
    'favourites.error.groupDuplicate',
    'FundDesk (issue 14 §3)',
    { fixedText: true },
  ),
  [ErrorCode.FavouriteGroupLimit]: row('toast', 'favourites.error.groupLimit', 'FundDesk (issue 14 §3)', {
    fixedText: true,
  }),
  [ErrorCode.ScreeningContradictory]: row(
    'toast',
    'screening.error.contradictory',
    'FundDesk (issue 14 §2)',
    {
      fixedText: true,
    },
  ),
  [ErrorCode.ScreeningSchemeNameLength]: row(
    'toast',
    'screening.error.nameLength',
    'FundDesk (issue 14 §2)',
    {
      fixedText: true,
    },
  ),
  [ErrorCode.ScreeningSchemeNameMarkup]: row(
    'toast',
    'screening.error.nameMarkup',
    'FundDesk (issue 14 §2)',
    {
      fixedText: true,
    },
  ),
  [ErrorCode.ScreeningSchemeLimit]: row('toast', 'screening.error.limit', 'FundDesk (issue 14 §2)', {
    fixedText: true,
  }),
  [ErrorCode.ScreeningSchemeNotFound]: row('toast', 'screening.error.notFound', 'FundDesk (issue 14 §2)', {
    fixedText: true,
  }),
  [ErrorCode.AnnouncementNotFound]: row(
    'toast',
    'productExtras.error.announcement',
    'FundDesk (issue 14 §2)',
    {
      fixedText: true,
    },
  ),
  [ErrorCode.SolutionNotFound]: row('toast', 'productExtras.error.solution', 'FundDesk (issue 14 §2)', {
    fixedText: true,
  }),
  [ErrorCode.CartFull]: row('toast', 'server.trade.cartFull', 'spec 02 §8 (cart add refusal)', {
    fixedText: true,
  }),
  [ErrorCode.CartDuplicate]: row('toast', 'server.trade.cartDuplicate', 'spec 02 §8 (cart add refusal)', {
    fixedText: true,
  }),
  [ErrorCode.SessionTokenInvalid]: row(
    'toast',
    'server.trade.tokenInvalid',
    'FundDesk (spec 02 §7 session token)',
    {
      fixedText: true,
    },
  ),
  [ErrorCode.OrderNotCancellable]: row(
    'toast',
    'server.trade.notCancellable',
    'FundDesk (spec 02 §7 cancel)',
    {
      fixedText: true,
    },
  ),
  [ErrorCode.OrderNotFound]: row('toast', 'server.trade.orderNotFound', 'FundDesk', { fixedText: true }),
  [ErrorCode.BatchNotFound]: row('toast', 'server.trade.batchNotFound', 'FundDesk', { fixedText: true }),
  [ErrorCode.HostingUserCannotBuy]: row('toast', 'buy.hostingUser', 'spec 02 §5 (hosting users cannot buy)', {
    fixedText: true,
  }),
  [ErrorCode.FundNotBuyable]: row(
    'toast',
    'server.trade.fundNotBuyable',
    'spec 02 §5, 03 §5 (buy eligibility)',
  ),
  [ErrorCode.BatchFileUnreadable]: batchRow('batch.error.unreadable', 'spec 02 §7 batch Excel'),
  [ErrorCode.BatchFileEmpty]: batchRow('batch.error.empty', 'spec 02 §7 batch Excel'),
  [ErrorCode.BatchTooManyRows]: batchRow('batch.error.tooManyRows', 'issue 4: 10,000 rows'),
  [ErrorCode.BatchFileTooLarge]: batchRow('batch.error.tooLarge', 'issue 4: 10 MB; DESIGN §7'),
  [ErrorCode.BatchHasInvalidRows]: batchRow('batch.error.invalidRows', 'issue 4 only-valid rule'),
  [ErrorCode.BatchDuplicateFile]: batchRow('batch.error.duplicateFile', 'issue 4 same file twice'),
  [ErrorCode.BatchImportNotFound]: batchRow('batch.error.importNotFound', 'spec 02 §7 batch Excel detail'),
  [ErrorCode.BatchImportAlreadyPlaced]: batchRow('batch.error.alreadyPlaced', 'DESIGN §7 idempotency'),
  [ErrorCode.BatchNothingPlaceable]: batchRow('batch.error.nothingPlaceable', 'spec 02 §7 place checks'),
  [ErrorCode.BatchHeaderMismatch]: batchRow('batch.error.headerMismatch', 'spec 02 §7 batch Excel template'),
  [ErrorCode.BatchImportBusy]: batchRow('batch.error.importBusy', 'DESIGN §7 bounded imports; issue 16'),
  [ErrorCode.ReviewOwnOrder]: row('toast', 'review.error.ownOrder', 'FundDesk (issue 11 §1-§2)', {
    fixedText: true,
  }),
  [ErrorCode.ReviewAlreadyDecided]: row('toast', 'review.error.alreadyDecided', 'FundDesk (issue 11 §1-§2)', {
    fixedText: true,
  }),
  [ErrorCode.ReviewOrderCancelled]: row('toast', 'review.error.cancelled', 'FundDesk (issue 11 §1-§2)', {
    fixedText: true,
  }),
  [ErrorCode.ReviewNotAssigned]: row('toast', 'review.error.notAssigned', 'FundDesk (issue 11 §1-§2)', {
    fixedText: true,
  }),
  [ErrorCode.ReviewSameChecker]: row('toast', 'review.error.sameChecker', 'FundDesk (issue 11 §1-§2)', {
    fixedText: true,
  }),
  [ErrorCode.ReviewCommentRequired]: row(
    'toast',
    'review.error.commentRequired',
    'FundDesk (issue 11 §1-§2)',
    { fixedText: true },
  ),
  [ErrorCode.ReviewLevelPersonsMissing]: row(
    'toast',
    'review.error.levelPersonsMissing',
    'FundDesk (issue 11 §1-§2)',
    { fixedText: true },
  ),
  [ErrorCode.ReviewPersonInvalid]: row('toast', 'review.error.personInvalid', 'FundDesk (issue 11 §1-§2)', {
    fixedText: true,
  }),
  [ErrorCode.ReviewTwoLevelsOnePerson]: row(
    'toast',
    'review.error.twoLevelsOnePerson',
    'FundDesk (issue 11 §1-§2)',
    { fixedText: true },
  ),
  [ErrorCode.IdempotencyKeyReused]: tradingRow('tradeCore.error.idempotencyKeyReused'),
  [ErrorCode.SharesInvalid]: tradingRow('tradeCore.error.sharesInvalid'),
  [ErrorCode.NoHolding]: tradingRow('tradeCore.error.noHolding'),
  [ErrorCode.SharesAboveAvailable]: tradingRow('tradeCore.error.aboveAvailable'),
  [ErrorCode.SharesNotConfirmed]: tradingRow('tradeCore.error.notConfirmed'),
  [ErrorCode.BelowMinimumHolding]: tradingRow('tradeCore.error.belowMinimumHolding'),
  [ErrorCode.FundNotRedeemable]: tradingRow('tradeCore.error.fundNotRedeemable'),
  [ErrorCode.FundSuspended]: tradingRow('tradeCore.error.fundSuspended'),
  [ErrorCode.ConvertOtherCompany]: tradingRow('tradeCore.error.convertOtherCompany'),
  [ErrorCode.ConvertTargetClosed]: tradingRow('tradeCore.error.convertTargetClosed'),
  [ErrorCode.ConvertSameFund]: tradingRow('tradeCore.error.convertSameFund'),
  [ErrorCode.AgreementRequired]: tradingRow('tradeCore.error.agreementRequired'),
  [ErrorCode.AmountRefused]: tradingRow('tradeCore.error.amountRefused'),
  [ErrorCode.RiskMismatch]: tradingRow('tradeCore.error.riskMismatch'),
  [ErrorCode.TradeDayChanged]: tradingRow('tradeCore.error.tradeDayChanged'),
  [ErrorCode.RiskExpired]: tradingRow('tradeCore.error.riskExpired'),
  [ErrorCode.RiskMissing]: tradingRow('tradeCore.error.riskMissing'),
  [ErrorCode.SummaryNotConfirmed]: tradingRow('tradeCore.error.summaryNotConfirmed'),
  [ErrorCode.UnderSevenDaysNotConfirmed]: tradingRow('tradeCore.error.underSevenDays'),
  [ErrorCode.SplitUnallocated]: tradingRow('tradeCore.error.splitUnallocated'),
  [ErrorCode.SplitPlanChanged]: tradingRow('tradeCore.error.splitPlanChanged'),
  [ErrorCode.SplitAmountInvalid]: tradingRow('tradeCore.error.splitAmountInvalid'),
  [ErrorCode.SplitNoFunds]: tradingRow('tradeCore.error.splitNoFunds'),
  [ErrorCode.FastRedeemUnavailable]: tradingRow('tradeCore.error.fastRedeemUnavailable'),
  [ErrorCode.BelowMinimumRedeem]: tradingRow('tradeCore.error.belowMinimumRedeem'),
  [ErrorCode.FastRedeemOverLimit]: tradingRow('tradeCore.error.fastRedeemOverLimit'),
  [ErrorCode.MelonUnchanged]: tradingRow('tradeCore.error.melonUnchanged'),
  [ErrorCode.NotRefundable]: tradingRow('tradeCore.error.notRefundable'),
  [ErrorCode.LegNotCancellable]: tradingRow('tradeCore.error.legNotCancellable'),
  [ErrorCode.NotHolding]: tradingRow('tradeCore.error.notHolding'),
  [ErrorCode.PrivateNotQualified]: privateRow('private.error.notQualified'),
  [ErrorCode.PrivateQualificationExpired]: privateRow('private.error.expired'),
  [ErrorCode.PrivateQualificationPending]: privateRow('private.error.pending'),
  [ErrorCode.PrivateInvestTypeMismatch]: privateRow('private.error.typeMismatch'),
  [ErrorCode.InvestHistoryRequired]: privateRow('private.error.historyRequired'),
  [ErrorCode.FinanceConditionRequired]: privateRow('private.error.financeRequired'),
  [ErrorCode.QualificationContactAdmin]: privateRow('private.error.contactAdmin'),
  [ErrorCode.ProfessionalConditionsNotMet]: privateRow('private.error.professionalConditions'),
  [ErrorCode.ProfessionalStatementRequired]: privateRow('private.error.professionalStatement'),
  [ErrorCode.ESignatureRequired]: privateRow('private.error.eSignRequired'),
  [ErrorCode.QualificationApplicationPending]: privateRow('private.error.applicationPending'),
  [ErrorCode.QualificationApplicationNotPending]: privateRow('private.error.applicationNotPending'),
  [ErrorCode.QualificationApplicationNotFound]: privateRow('private.error.applicationNotFound'),
  [ErrorCode.PrivateProductNotFound]: privateRow('private.error.productNotFound'),
  [ErrorCode.PrivateNoPermission]: privateRow('private.error.noPermission'),
  [ErrorCode.QualificationReasonRequired]: privateRow('private.error.reasonRequired'),
  [ErrorCode.QualificationReviewOwn]: privateRow('private.error.reviewOwnApplication'),
  [ErrorCode.Internal]: row('alarm', 'error.internal', 'FundDesk', { httpStatus: 500, fixedText: true }),
  [ErrorCode.DocumentNotFound]: row('toast', 'server.export.notFound', 'FundDesk (spec 01 §4.8)', {
    fixedText: true,
  }),
  [ErrorCode.DocumentNotReady]: row('toast', 'server.export.notReady', 'FundDesk (spec 01 §4.8)', {
    fixedText: true,
  }),
  [ErrorCode.StatementPeriodFuture]: row('toast', 'statements.error.future', 'FundDesk (issue 4 §3)', {
    fixedText: true,
  }),
  [ErrorCode.PdfFontMissing]: row('toast', 'server.pdf.fontMissing', 'FundDesk (issue 3, spec 03 §4)', {
    httpStatus: 500,
    fixedText: true,
  }),
};

/**
 * Codes the spec treats as an error status list (spec 01 §8). Handling is not shown in the spec; FundDesk
 * shows their retMessage as an error toast.
 */
export const errorStatusList = ['1910004', 'A00049', '0001', 'F100003'] as const;

/**
 * Per-service code lists (spec 01 §8). The spec does not say how each is handled; FundDesk shows the
 * server's retMessage as an error toast and does not report them to the alarm channel.
 */
export const serviceCodeLists = {
  account: [
    'A800046',
    'A800045',
    '100017',
    'A00099',
    'A00011',
    'E101025',
    'E101024',
    'E101019',
    'A01003',
    'A00023',
    'A00028',
    'A00055',
    'A00008',
    'A01004',
    'A00072',
    'A00073',
    'A00076',
    'A00098',
    'A00013',
    'A80008',
    'A01001',
    'S00003',
    '001002',
    'A00010',
    'A00006',
    'A00012',
    'S00004',
    'E101018',
    'A00118',
    'A00117',
  ],
  support: ['S00007'],
  trade: ['T0108', 'T0040', 'T0112', 'T0104', 'A00000'],
} as const;

/** The catalogue row for a code; unknown codes get the `alarm` reaction with the server's message. */
export function lookupError(code: string): CatalogueEntry {
  const known = (errorCatalogue as Record<string, CatalogueEntry | undefined>)[code];
  if (known) return known;
  const listed =
    (errorStatusList as readonly string[]).includes(code) ||
    Object.values(serviceCodeLists).some((list) => (list as readonly string[]).includes(code));
  return row(
    listed ? 'toast' : 'alarm',
    'error.unknown',
    listed ? 'spec 01 §8 code lists' : 'spec 01 §8 other codes',
  );
}
