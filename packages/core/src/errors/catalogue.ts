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
  /** ID image: the content is not a JPEG or PNG image (e.g. a PDF renamed .jpg). issue 15 bad input */
  IdImageType: 'FD1201',
  /** ID image over the size limit ({maxMb} MB). issue 15 bad input; DESIGN §7 */
  IdImageTooLarge: 'FD1202',
  /** ID image in which OCR finds no side of a resident ID card ({side}). issue 15 bad input */
  IdImageNotCard: 'FD1203',
  /** ID image too blurred to read. issue 15 bad input */
  IdImageBlurred: 'FD1204',
  /** ID image turned by 90, 180 or 270 degrees. issue 15 bad input */
  IdImageRotated: 'FD1205',
  /** ID number not 18 characters or wrong check character (GB 11643-1999). issue 15 §1 */
  IdNumberInvalid: 'FD1206',
  /** ID number's birth date not a real day up to today. issue 15 §1 */
  IdBirthDateInvalid: 'FD1207',
  /** Validity not a date range nor a long-term word (长期/长期有效/永久). issue 15 §1 */
  IdValidityInvalid: 'FD1208',
  /** Confirming a document that has already expired ({validTo}). issue 15 bad input */
  IdDocumentExpiredOnConfirm: 'FD1209',
  /** A purchase by a person whose ID document expired ({validTo}): 温馨提示 to 个人信息. spec 02 §5 */
  IdDocumentExpired: 'FD1210',
  /** Confirming without both sides' images uploaded by the caller. issue 15 §1 */
  IdImagesMissing: 'FD1211',
  /** The OCR engine is missing or did not answer in time. issue 15 §1 */
  OcrUnavailable: 'FD1212',
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
  /** Fee comparison amount not yuan above 0 with at most 12 digits and 2 decimals. issue 14 §5 (core rules/fundToolsAccess.ts) */
  CompareAmount: 'FD3011',
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
  /** Double record unknown, of another organisation, or its capture link unknown (spec 02 §2 /double-record; issue 13 §5). */
  DoubleRecordNotFound: 'FD4860',
  /** The double record's capture link has expired (24 h; open it again from the deal). issue 13 §5 */
  DoubleRecordLinkExpired: 'FD4861',
  /** The capture step is not the double record's next one ({status}: its state). spec 02 §4; issue 13 §5 */
  DoubleRecordWrongState: 'FD4862',
  /** A certificate image or face frame that is not a JPEG or PNG by its bytes. issue 13 §5 */
  DoubleRecordNotImage: 'FD4863',
  /** A recording that is not a WebM or MP4 video by its bytes. issue 13 "an upload that is not a video" */
  DoubleRecordNotVideo: 'FD4864',
  /** A file over the double record's limit ({maxMb} MB). issue 13 "a 2 GB upload" */
  DoubleRecordTooLarge: 'FD4865',
  /** A recording shorter than the notice takes to read ({seconds} s). issue 13 §5 */
  DoubleRecordTooShort: 'FD4866',
  /** The person's card information is incomplete (infoIsFull 1002: {fields}). spec 02 §4 dialog 22, §5 */
  DoubleRecordInfoIncomplete: 'FD4867',
  /** The identity check failed {N} times in a row: re-collect the certificate first. spec 02 §4 dialog 2 */
  DoubleRecordFaceLocked: 'FD4868',
  /** Rejecting a double recording needs a reason. issue 13 §5 review */
  DoubleRecordReasonRequired: 'FD4869',
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
  // ---- issue 13 §4 private trade (core rules/privateTrade.ts) ----
  /** Reservation by an organisation on the blacklist (isBlackRose). spec 02 §5 */
  PrivateBlacklisted: 'FD4800',
  /** Reservation before real-name and bank-card registration (progress not 3 or 4). spec 02 §5 */
  PrivateNotRegistered: 'FD4801',
  /** Private product above the investor's risk level: cannot buy. spec 02 §4-§5 */
  PrivateRiskMismatch: 'FD4802',
  /** Reservation with missing items (occupation, address, tax residency, adviser). spec 02 §5 */
  PrivateInfoMissing: 'FD4804',
  /** Reservation before the product's window (reserve status 2). spec 02 §9 */
  PrivateReserveNotStarted: 'FD4805',
  /** Reservation after the product's window (reserve status 3). spec 02 §9 */
  PrivateReserveEnded: 'FD4806',
  /** Reservation amount under the product minimum. issue 13 */
  PrivateAmountBelowMinimum: 'FD4807',
  /** Reservation amount not the minimum plus whole steps. issue 13 */
  PrivateAmountNotInStep: 'FD4808',
  /** Unknown private deal, or one of another organisation. spec 02 §7 */
  PrivateDealNotFound: 'FD4809',
  /** Operation not allowed in the deal's state. spec 02 §7 */
  PrivateDealStateInvalid: 'FD4810',
  /** Signing a contract twice. issue 13 */
  PrivateContractSigned: 'FD4811',
  /** A contract id that is not the deal's (tampered). issue 13 */
  PrivateContractInvalid: 'FD4812',
  /** Private trade confirm failure: 请重新尝试. spec 02 §8 */
  PrivateConfirmFailed: 'FD4813',
  /** Payment before the required double recording has passed. issue 13 §5 */
  PrivateDoubleRecordRequired: 'FD4814',
  /** Redemption shares not above 0 or above the available shares. spec 02 §7 */
  PrivateSharesInvalid: 'FD4815',
  /** Reservation amount that is not a yuan amount. spec 02 §5 */
  PrivateAmountInvalid: 'FD4816',
  /** A payment method the deal does not offer, or a pay sequence that is not the paying deals. spec 02 §7 */
  PrivatePayMethodInvalid: 'FD4817',
  /** A partial private redemption would leave less than the minimum holding ({left}, {minimum}: shares). spec 02 §7 v2 redemption/apply/check */
  PrivateBelowMinimumHolding: 'FD4818',
  /** Back office: blacklisting an organisation without a reason (or one over {max} characters). spec 02 §5; docs/decisions.md */
  TradeInfoReasonRequired: 'FD4830',
  /** Back office: a registration progress outside {values}. spec 02 §5 */
  TradeInfoProgressInvalid: 'FD4831',
  /** Back office: no organisation with that group id. spec 02 §3 */
  TradeInfoOrgNotFound: 'FD4832',
  /**
   * Back office: a private subscription fee discount that is not a number above 0 and at most 1 with at most
   * {decimals} decimals. spec 02 §7 deal/charge, §9; docs/decisions.md
   */
  TradeInfoFeeDiscountInvalid: 'FD4833',
  /** A questionnaire answer names an unknown question or answers one twice ({question}). spec 01 §7.9; issue 15 */
  RiskQuestionUnknown: 'FD1380',
  /** A question of the risk questionnaire is not answered ({question}: its number). spec 01 §7.9; issue 15 */
  RiskAnswerMissing: 'FD1381',
  /** A questionnaire answer outside the question's options ({question}). spec 01 §7.9; issue 15 */
  RiskAnswerOutOfRange: 'FD1382',
  /** CRS: foreign jurisdictions that do not fit the residency type ({max}). spec 01 §7.9 postOrgCRS */
  CrsResidencyRows: 'FD1383',
  /** CRS: a jurisdiction FundDesk does not offer, or China as a foreign one ({country}). spec 01 §7.9 */
  CrsCountryUnknown: 'FD1384',
  /** CRS: the same jurisdiction twice ({country}). spec 01 §7.9 */
  CrsCountryDuplicate: 'FD1385',
  /** CRS: a row with neither a TIN nor a reason for none, or both ({row}). spec 01 §7.9 */
  CrsTinMissing: 'FD1386',
  /** CRS: a TIN that does not fit its jurisdiction ({country}). spec 01 §7.9 verifyTaxnoOrgCRS/list */
  CrsTinFormat: 'FD1387',
  /** CRS: reason A for a jurisdiction that issues TINs ({country}). spec 01 §7.9 verifyHasTinOrgCRS */
  CrsNoTinReason: 'FD1388',
  /** CRS: reason B without an explanation of 1..100 characters ({row}). spec 01 §7.9 */
  CrsNoTinExplanation: 'FD1389',
  /**
   * CRS: a passive non-financial institution (category 2) without 1..{max} controlling persons, or controlling
   * persons for another category ({max}). spec 01 §7.9; issue 15
   */
  CrsControllingPersons: 'FD1390',
  /**
   * CRS: a controlling person's name, birth date, residency type or a row without a TIN or reason ({index}: the
   * person's number from 1). spec 01 §7.9; issue 15
   */
  CrsControllingPersonInvalid: 'FD1396',
  /** Hosting account: name 1..60 characters, account number 8..30 digits. spec 01 §7.7 setEscrowAccount */
  EscrowAccountFormat: 'FD1391',
  /** The product is not one of the manager organisation's, or is closed. spec 03 §2 productEdit; issue 15 */
  ProductNotManaged: 'FD1392',
  /** Product management is for manager organisations only. spec 03 §2 orgProductManage */
  NotManager: 'FD1393',
  /** A manager-type registration already opened or revoked cannot be revoked. spec 01 §4.10 */
  RegistrationNotRevocable: 'FD1394',
  /** A product edit that changes nothing. spec 03 §2 productEdit */
  ProductUnchanged: 'FD1395',
  /** Unexpected server failure (HTTP 500). */
  Internal: 'FD5000',
  /** The CJK font of the summary PDFs is not installed (HTTP 500; issue 3). */
  PdfFontMissing: 'FD5001',
  // ---- institution record, opening and changes (issue 15 §2-§3; spec 01 §4.4, §4.9, §5, §7.7-§7.13) ----
  /** Credit code not 18 characters (`{length}`). GB 32100-2015; issue 15 bad input */
  CreditCodeLength: 'FD6101',
  /** Credit code with a character outside GB 32100's set (`{char}`). GB 32100-2015 */
  CreditCodeCharset: 'FD6102',
  /** Credit code check character wrong. GB 32100-2015; issue 15 bad input */
  CreditCodeChecksum: 'FD6103',
  /** Credit code already registered by another institution. spec 01 §7.11 jgtCredUniqueCheck */
  CreditCodeTaken: 'FD6104',
  /** 请输入正确格式的邮箱 (`{email}`). spec 01 §5 email list */
  BillEmailFormat: 'FD6105',
  /** 邮箱不能重复 (`{email}`). spec 01 §5 email list */
  BillEmailDuplicate: 'FD6106',
  /** 传入参数不合法,不是标准的文件链接. spec 01 §5 file link */
  FileLinkInvalid: 'FD6107',
  /** A submission of the organisation is under review: a second one is refused. issue 15 bad input */
  OrgChangeInReview: 'FD6108',
  /** Submit of an incomplete record (`{sections}`). issue 15 §2 */
  OrgRecordIncomplete: 'FD6109',
  /** The opening state does not allow this (`{status}`, spec 01 §4.1). issue 15 §2 */
  OrgOpeningState: 'FD6110',
  /** Attachment neither JPEG, PNG nor PDF by its content. issue 15 bad input */
  AttachmentType: 'FD6111',
  /** Attachment over the size limit (`{maxMb}`). issue 15 bad input */
  AttachmentTooLarge: 'FD6112',
  /** Attachment unknown or of another organisation. spec 01 §7.8 */
  AttachmentNotFound: 'FD6113',
  /** No submission in a state the action needs (nothing to submit, decide or send back). spec 01 §4.9 */
  OrgSubmissionNotFound: 'FD6114',
  /** A field of the record outside its bounds (`{field}`). issue 15 §2 */
  OrgFieldInvalid: 'FD6116',
  /** A rejection or send-back without its reason. issue 15 §2 */
  OrgDecisionReasonRequired: 'FD6117',
  /** Removing or replacing an attachment a submission under review carries (`{fileName}`). issue 15 §3 */
  AttachmentInReview: 'FD6118',
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

/** A private-trade refusal (issue 13 §4): a toast with FundDesk's fixed text, filled from the detail. */
const privateTradeRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (issue 13 §4; spec 02 §4-§5, §7-§8)', { fixedText: true });

/** A batch-spreadsheet refusal (issue 4): a toast with FundDesk's fixed text, filled from the detail. */
const batchRow = (message: MessageKey, source: string): CatalogueEntry =>
  row('toast', message, `FundDesk (${source})`, { fixedText: true });

/** An ID-document refusal (issue 15 §1, bad input): a toast with FundDesk's fixed text. */
const idRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (issue 15 §1; spec 01 §7.8, 02 §5)', { fixedText: true });

/** A risk questionnaire, CRS, hosting or product-management refusal (issue 15 §4): a toast with FundDesk's fixed text. */
const riskCrsRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (spec 01 §4.10, §7.9; spec 03 §2; issue 15 §4)', { fixedText: true });

/** A private-products or qualification refusal (issue 13 §1-§3): a toast with FundDesk's fixed text. */
const privateRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (spec 02 §3-§5; 03 §2; issue 13)', { fixedText: true });

/** A double-record refusal (issue 13 §5; spec 02 §4, §5): a toast with FundDesk's fixed text, filled from the detail. */
const doubleRecordRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (issue 13 §5; spec 02 §4, §5)', { fixedText: true });

/** A permission-management refusal (issue 11 §3): a toast with FundDesk's fixed text. */
const permRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (spec 03 §7 permission management; issue 11 §3)', { fixedText: true });

/** An institution-record refusal (issue 15 §2-§3): a toast with the spec's or FundDesk's fixed text. */
const orgRow = (message: MessageKey): CatalogueEntry =>
  row('toast', message, 'FundDesk (issue 15; spec 01 §4.4, §4.9, §5, §7.7-§7.13)', { fixedText: true });

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
  [ErrorCode.IdImageType]: idRow('idDoc.error.imageType'),
  [ErrorCode.IdImageTooLarge]: idRow('idDoc.error.imageTooLarge'),
  [ErrorCode.IdImageNotCard]: idRow('idDoc.error.notCard'),
  [ErrorCode.IdImageBlurred]: idRow('idDoc.error.blurred'),
  [ErrorCode.IdImageRotated]: idRow('idDoc.error.rotated'),
  [ErrorCode.IdNumberInvalid]: idRow('idDoc.error.numberInvalid'),
  [ErrorCode.IdBirthDateInvalid]: idRow('idDoc.error.birthDate'),
  [ErrorCode.IdValidityInvalid]: idRow('idDoc.error.validity'),
  [ErrorCode.IdDocumentExpiredOnConfirm]: idRow('idDoc.error.expiredOnConfirm'),
  [ErrorCode.IdDocumentExpired]: row(
    'profileIncomplete',
    'idDoc.error.expired',
    'spec 02 §5 (expired ID document blocks)',
    {
      title: 'error.profileIncomplete.title',
      action: 'idDoc.error.expired.action',
      fixedText: true,
    },
  ),
  [ErrorCode.IdImagesMissing]: idRow('idDoc.error.imagesMissing'),
  [ErrorCode.OcrUnavailable]: idRow('idDoc.error.ocrUnavailable'),
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
  [ErrorCode.CompareAmount]: row('invalid', 'fundTools.ratio.amountInvalid', 'FundDesk (issue 14 §5)', {
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
  [ErrorCode.DoubleRecordNotFound]: doubleRecordRow('doubleRecord.error.notFound'),
  [ErrorCode.DoubleRecordLinkExpired]: doubleRecordRow('doubleRecord.error.linkExpired'),
  [ErrorCode.DoubleRecordWrongState]: doubleRecordRow('doubleRecord.error.wrongState'),
  [ErrorCode.DoubleRecordNotImage]: doubleRecordRow('doubleRecord.error.notImage'),
  [ErrorCode.DoubleRecordNotVideo]: doubleRecordRow('doubleRecord.error.notVideo'),
  [ErrorCode.DoubleRecordTooLarge]: doubleRecordRow('doubleRecord.error.tooLarge'),
  [ErrorCode.DoubleRecordTooShort]: doubleRecordRow('doubleRecord.error.tooShort'),
  [ErrorCode.DoubleRecordInfoIncomplete]: doubleRecordRow('doubleRecord.error.infoIncomplete'),
  [ErrorCode.DoubleRecordFaceLocked]: doubleRecordRow('doubleRecord.error.faceLocked'),
  [ErrorCode.DoubleRecordReasonRequired]: doubleRecordRow('doubleRecord.error.reasonRequired'),
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
  [ErrorCode.PrivateBlacklisted]: privateTradeRow('privateTrade.error.blacklisted'),
  [ErrorCode.PrivateNotRegistered]: privateTradeRow('privateTrade.error.notRegistered'),
  [ErrorCode.PrivateRiskMismatch]: privateTradeRow('privateTrade.error.riskMismatch'),
  [ErrorCode.PrivateInfoMissing]: privateTradeRow('privateTrade.error.infoMissing'),
  [ErrorCode.PrivateReserveNotStarted]: privateTradeRow('privateTrade.error.reserveNotStarted'),
  [ErrorCode.PrivateReserveEnded]: privateTradeRow('privateTrade.error.reserveEnded'),
  [ErrorCode.PrivateAmountBelowMinimum]: privateTradeRow('privateTrade.error.belowMinimum'),
  [ErrorCode.PrivateAmountNotInStep]: privateTradeRow('privateTrade.error.notInStep'),
  [ErrorCode.PrivateDealNotFound]: privateTradeRow('privateTrade.error.dealNotFound'),
  [ErrorCode.PrivateDealStateInvalid]: privateTradeRow('privateTrade.error.stateInvalid'),
  [ErrorCode.PrivateContractSigned]: privateTradeRow('privateTrade.error.contractSigned'),
  [ErrorCode.PrivateContractInvalid]: privateTradeRow('privateTrade.error.contractInvalid'),
  [ErrorCode.PrivateConfirmFailed]: privateTradeRow('privateTrade.error.confirmFailed'),
  [ErrorCode.PrivateDoubleRecordRequired]: privateTradeRow('privateTrade.error.doubleRecordRequired'),
  [ErrorCode.PrivateSharesInvalid]: privateTradeRow('privateTrade.error.sharesInvalid'),
  [ErrorCode.PrivateAmountInvalid]: privateTradeRow('privateTrade.error.amountInvalid'),
  [ErrorCode.PrivatePayMethodInvalid]: privateTradeRow('privateTrade.error.payMethodInvalid'),
  [ErrorCode.PrivateBelowMinimumHolding]: privateTradeRow('privateTrade.error.belowMinimumHolding'),
  [ErrorCode.TradeInfoReasonRequired]: privateTradeRow('tradeInfo.error.reasonRequired'),
  [ErrorCode.TradeInfoProgressInvalid]: privateTradeRow('tradeInfo.error.progressInvalid'),
  [ErrorCode.TradeInfoOrgNotFound]: privateTradeRow('tradeInfo.error.orgNotFound'),
  [ErrorCode.TradeInfoFeeDiscountInvalid]: privateTradeRow('tradeInfo.error.feeDiscountInvalid'),
  [ErrorCode.RiskQuestionUnknown]: riskCrsRow('riskCrs.error.questionUnknown'),
  [ErrorCode.RiskAnswerMissing]: riskCrsRow('riskCrs.error.answerMissing'),
  [ErrorCode.RiskAnswerOutOfRange]: riskCrsRow('riskCrs.error.answerOutOfRange'),
  [ErrorCode.CrsResidencyRows]: riskCrsRow('riskCrs.error.residencyRows'),
  [ErrorCode.CrsCountryUnknown]: riskCrsRow('riskCrs.error.countryUnknown'),
  [ErrorCode.CrsCountryDuplicate]: riskCrsRow('riskCrs.error.countryDuplicate'),
  [ErrorCode.CrsTinMissing]: riskCrsRow('riskCrs.error.tinMissing'),
  [ErrorCode.CrsTinFormat]: riskCrsRow('riskCrs.error.tinFormat'),
  [ErrorCode.CrsNoTinReason]: riskCrsRow('riskCrs.error.noTinReason'),
  [ErrorCode.CrsNoTinExplanation]: riskCrsRow('riskCrs.error.noTinExplanation'),
  [ErrorCode.CrsControllingPersons]: riskCrsRow('riskCrs.error.controllingPersons'),
  [ErrorCode.CrsControllingPersonInvalid]: riskCrsRow('riskCrs.error.controllingPersonInvalid'),
  [ErrorCode.EscrowAccountFormat]: riskCrsRow('riskCrs.error.escrowFormat'),
  [ErrorCode.ProductNotManaged]: riskCrsRow('riskCrs.error.productNotManaged'),
  [ErrorCode.NotManager]: riskCrsRow('riskCrs.error.notManager'),
  [ErrorCode.RegistrationNotRevocable]: riskCrsRow('riskCrs.error.notRevocable'),
  [ErrorCode.ProductUnchanged]: riskCrsRow('riskCrs.error.productUnchanged'),
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
  [ErrorCode.CreditCodeLength]: orgRow('orgRecord.error.creditCodeLength'),
  [ErrorCode.CreditCodeCharset]: orgRow('orgRecord.error.creditCodeCharset'),
  [ErrorCode.CreditCodeChecksum]: orgRow('orgRecord.error.creditCodeChecksum'),
  [ErrorCode.CreditCodeTaken]: orgRow('orgRecord.error.creditCodeTaken'),
  [ErrorCode.BillEmailFormat]: orgRow('orgRecord.error.billEmailFormat'),
  [ErrorCode.BillEmailDuplicate]: orgRow('orgRecord.error.billEmailDuplicate'),
  [ErrorCode.FileLinkInvalid]: orgRow('orgRecord.error.fileLinkInvalid'),
  [ErrorCode.OrgChangeInReview]: orgRow('orgRecord.error.inReview'),
  [ErrorCode.OrgRecordIncomplete]: orgRow('orgRecord.error.incomplete'),
  [ErrorCode.OrgOpeningState]: orgRow('orgRecord.error.openingState'),
  [ErrorCode.AttachmentType]: orgRow('orgRecord.error.attachmentType'),
  [ErrorCode.AttachmentTooLarge]: orgRow('orgRecord.error.attachmentTooLarge'),
  [ErrorCode.AttachmentNotFound]: orgRow('orgRecord.error.attachmentNotFound'),
  [ErrorCode.OrgSubmissionNotFound]: orgRow('orgRecord.error.submissionNotFound'),
  [ErrorCode.OrgFieldInvalid]: orgRow('orgRecord.error.fieldInvalid'),
  [ErrorCode.OrgDecisionReasonRequired]: orgRow('orgRecord.error.reasonRequired'),
  [ErrorCode.AttachmentInReview]: orgRow('orgRecord.error.attachmentInReview'),
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
