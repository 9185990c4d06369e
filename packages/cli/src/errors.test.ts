import { ErrorCode, errorCatalogue, GatewayError, type ErrorCodeValue } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { CliError, describeError, ExitCode, exitCodeFor, NotLoggedInError, UsageError } from './errors.js';

/** The exit code of every catalogue code: the table the README documents. */
const expected: Record<ErrorCodeValue, number> = {
  [ErrorCode.SessionExpired]: ExitCode.Auth,
  [ErrorCode.NotFound]: ExitCode.Failed,
  [ErrorCode.Timeout]: ExitCode.Network,
  [ErrorCode.Network]: ExitCode.Network,
  [ErrorCode.MenuFailed]: ExitCode.Auth,
  [ErrorCode.ConfirmLogout]: ExitCode.Auth,
  [ErrorCode.PermissionChanged]: ExitCode.Auth,
  [ErrorCode.IllegalLink]: ExitCode.Auth,
  [ErrorCode.GotoLogin]: ExitCode.Auth,
  [ErrorCode.ShortMessage]: ExitCode.Failed,
  [ErrorCode.GotoTradeLater]: ExitCode.Failed,
  [ErrorCode.GotoTrade]: ExitCode.Failed,
  [ErrorCode.ReloadPage]: ExitCode.Failed,
  [ErrorCode.ProfileIncomplete]: ExitCode.Failed,
  [ErrorCode.AuthorisationRequired]: ExitCode.Auth,
  [ErrorCode.TradePasswordLocked]: ExitCode.Auth,
  [ErrorCode.TradePasswordNotSet]: ExitCode.Auth,
  [ErrorCode.TradePasswordWrong]: ExitCode.Auth,
  [ErrorCode.LoginFailed]: ExitCode.Auth,
  [ErrorCode.LoginLocked]: ExitCode.Auth,
  [ErrorCode.Forbidden]: ExitCode.Auth,
  [ErrorCode.OrgForbidden]: ExitCode.Auth,
  [ErrorCode.DecryptFailed]: ExitCode.Failed,
  [ErrorCode.CaptchaRequired]: ExitCode.Auth,
  [ErrorCode.CaptchaWrong]: ExitCode.Auth,
  [ErrorCode.VerifyCodeWrong]: ExitCode.Auth,
  [ErrorCode.VerifyCodeTooFrequent]: ExitCode.Failed,
  [ErrorCode.AgreementStale]: ExitCode.Failed,
  [ErrorCode.VerifyTicketInvalid]: ExitCode.Auth,
  [ErrorCode.PasswordWeak]: ExitCode.Usage,
  [ErrorCode.PasswordUnchanged]: ExitCode.Usage,
  [ErrorCode.TradePasswordFormat]: ExitCode.Usage,
  [ErrorCode.FirstLoginSettingsMismatch]: ExitCode.Failed,
  [ErrorCode.LoginPasswordWrong]: ExitCode.Auth,
  [ErrorCode.TradePasswordUnchanged]: ExitCode.Usage,
  [ErrorCode.FirstLoginRequired]: ExitCode.Auth, // finish the settings in the web (issue 16 finding 3)
  // permission management refusals (issue 11 §3): toasts, exit 1
  [ErrorCode.PersonMobileFormat]: ExitCode.Failed,
  [ErrorCode.PersonCredNumber]: ExitCode.Failed,
  [ErrorCode.PersonEmailFormat]: ExitCode.Failed,
  [ErrorCode.PersonMobileDuplicate]: ExitCode.Failed,
  [ErrorCode.PersonLoginNameTaken]: ExitCode.Failed,
  [ErrorCode.PersonNotInOrg]: ExitCode.Failed,
  [ErrorCode.RoleUnknown]: ExitCode.Failed,
  [ErrorCode.LastAdministrator]: ExitCode.Failed,
  [ErrorCode.AdminPrivilegeLocked]: ExitCode.Failed,
  [ErrorCode.PrivilegeUnknown]: ExitCode.Failed,
  [ErrorCode.PersonPasswordMismatch]: ExitCode.Failed,
  [ErrorCode.PersonSelf]: ExitCode.Failed,
  [ErrorCode.PersonNameFormat]: ExitCode.Failed,
  // ID document refusals (issue 15 §1): toasts, exit 1; the purchase refusal of an expired document too
  [ErrorCode.IdImageType]: ExitCode.Failed,
  [ErrorCode.IdImageTooLarge]: ExitCode.Failed,
  [ErrorCode.IdImageNotCard]: ExitCode.Failed,
  [ErrorCode.IdImageBlurred]: ExitCode.Failed,
  [ErrorCode.IdImageRotated]: ExitCode.Failed,
  [ErrorCode.IdNumberInvalid]: ExitCode.Failed,
  [ErrorCode.IdBirthDateInvalid]: ExitCode.Failed,
  [ErrorCode.IdValidityInvalid]: ExitCode.Failed,
  [ErrorCode.IdDocumentExpiredOnConfirm]: ExitCode.Failed,
  [ErrorCode.IdDocumentExpired]: ExitCode.Failed,
  [ErrorCode.IdImagesMissing]: ExitCode.Failed,
  [ErrorCode.OcrUnavailable]: ExitCode.Failed,
  [ErrorCode.BadRequest]: ExitCode.Usage,
  [ErrorCode.BodyTooLarge]: ExitCode.Usage,
  [ErrorCode.RateLimited]: ExitCode.Failed,
  [ErrorCode.FundNotFound]: ExitCode.Failed,
  [ErrorCode.Internal]: ExitCode.Failed,
  [ErrorCode.RiskQuestionUnknown]: ExitCode.Failed,
  [ErrorCode.RiskAnswerMissing]: ExitCode.Failed,
  [ErrorCode.RiskAnswerOutOfRange]: ExitCode.Failed,
  [ErrorCode.CrsResidencyRows]: ExitCode.Failed,
  [ErrorCode.CrsCountryUnknown]: ExitCode.Failed,
  [ErrorCode.CrsCountryDuplicate]: ExitCode.Failed,
  [ErrorCode.CrsTinMissing]: ExitCode.Failed,
  [ErrorCode.CrsTinFormat]: ExitCode.Failed,
  [ErrorCode.CrsNoTinReason]: ExitCode.Failed,
  [ErrorCode.CrsNoTinExplanation]: ExitCode.Failed,
  [ErrorCode.CrsControllingPersons]: ExitCode.Failed,
  [ErrorCode.CrsControllingPersonInvalid]: ExitCode.Failed,
  [ErrorCode.EscrowAccountFormat]: ExitCode.Failed,
  [ErrorCode.ProductNotManaged]: ExitCode.Failed,
  [ErrorCode.NotManager]: ExitCode.Failed,
  [ErrorCode.RegistrationNotRevocable]: ExitCode.Failed,
  [ErrorCode.ProductUnchanged]: ExitCode.Failed,
  [ErrorCode.DocumentNotFound]: ExitCode.Failed,
  [ErrorCode.DocumentNotReady]: ExitCode.Failed,
  [ErrorCode.StatementPeriodFuture]: ExitCode.Failed,
  [ErrorCode.CompareFundCount]: ExitCode.Usage,
  [ErrorCode.CompareAmount]: ExitCode.Usage,
  [ErrorCode.PortfolioFundCount]: ExitCode.Usage,
  [ErrorCode.PortfolioWeights]: ExitCode.Usage,
  [ErrorCode.PortfolioSuspended]: ExitCode.Usage,
  [ErrorCode.BacktestBeforeData]: ExitCode.Usage,
  [ErrorCode.BacktestPeriod]: ExitCode.Usage,
  [ErrorCode.BacktestBenchmarkNoData]: ExitCode.Usage,
  [ErrorCode.PortfolioNotFound]: ExitCode.Failed,
  [ErrorCode.BacktestNoNav]: ExitCode.Usage,
  [ErrorCode.FavouriteLimit]: ExitCode.Failed,
  [ErrorCode.FavouriteGroupNameLength]: ExitCode.Failed,
  [ErrorCode.FavouriteGroupNameMarkup]: ExitCode.Failed,
  [ErrorCode.FavouriteDefaultGroup]: ExitCode.Failed,
  [ErrorCode.FavouriteGroupNotFound]: ExitCode.Failed,
  [ErrorCode.FavouriteGroupDuplicate]: ExitCode.Failed,
  [ErrorCode.FavouriteGroupLimit]: ExitCode.Failed,
  [ErrorCode.ScreeningContradictory]: ExitCode.Failed,
  [ErrorCode.ScreeningSchemeNameLength]: ExitCode.Failed,
  [ErrorCode.ScreeningSchemeNameMarkup]: ExitCode.Failed,
  [ErrorCode.ScreeningSchemeLimit]: ExitCode.Failed,
  [ErrorCode.ScreeningSchemeNotFound]: ExitCode.Failed,
  [ErrorCode.AnnouncementNotFound]: ExitCode.Failed,
  [ErrorCode.SolutionNotFound]: ExitCode.Failed,
  [ErrorCode.PdfFontMissing]: ExitCode.Failed,
  [ErrorCode.CartFull]: ExitCode.Failed,
  [ErrorCode.CartDuplicate]: ExitCode.Failed,
  [ErrorCode.SessionTokenInvalid]: ExitCode.Failed,
  [ErrorCode.OrderNotCancellable]: ExitCode.Failed,
  [ErrorCode.OrderNotFound]: ExitCode.Failed,
  [ErrorCode.BatchNotFound]: ExitCode.Failed,
  [ErrorCode.HostingUserCannotBuy]: ExitCode.Failed,
  [ErrorCode.FundNotBuyable]: ExitCode.Failed,
  [ErrorCode.BatchFileUnreadable]: ExitCode.Usage,
  [ErrorCode.BatchFileEmpty]: ExitCode.Usage,
  [ErrorCode.BatchTooManyRows]: ExitCode.Usage,
  [ErrorCode.BatchFileTooLarge]: ExitCode.Usage,
  [ErrorCode.BatchHasInvalidRows]: ExitCode.Usage,
  [ErrorCode.BatchDuplicateFile]: ExitCode.Usage,
  [ErrorCode.BatchImportNotFound]: ExitCode.Failed,
  [ErrorCode.BatchImportAlreadyPlaced]: ExitCode.Failed,
  [ErrorCode.BatchNothingPlaceable]: ExitCode.Failed,
  [ErrorCode.BatchHeaderMismatch]: ExitCode.Usage,
  [ErrorCode.BatchImportBusy]: ExitCode.Failed, // retry later (issue 16 finding 11)
  // issue 11 §2: review refusals (funddesk review checks FD4906 itself first: exit 2)
  [ErrorCode.ReviewOwnOrder]: ExitCode.Failed,
  [ErrorCode.ReviewAlreadyDecided]: ExitCode.Failed,
  [ErrorCode.ReviewOrderCancelled]: ExitCode.Failed,
  [ErrorCode.ReviewNotAssigned]: ExitCode.Failed,
  [ErrorCode.ReviewSameChecker]: ExitCode.Failed,
  [ErrorCode.ReviewCommentRequired]: ExitCode.Failed,
  [ErrorCode.ReviewLevelPersonsMissing]: ExitCode.Failed,
  [ErrorCode.ReviewPersonInvalid]: ExitCode.Failed,
  [ErrorCode.ReviewTwoLevelsOnePerson]: ExitCode.Failed,
  // issue 12: the trading desk's refusals are refusals (exit 1, packages/cli/README.md exit codes)
  // issue 13 §4: private trade refusals are refusals (exit 1)
  [ErrorCode.PrivateBlacklisted]: ExitCode.Failed,
  [ErrorCode.PrivateNotRegistered]: ExitCode.Failed,
  [ErrorCode.PrivateRiskMismatch]: ExitCode.Failed,
  [ErrorCode.PrivateInfoMissing]: ExitCode.Failed,
  [ErrorCode.PrivateReserveNotStarted]: ExitCode.Failed,
  [ErrorCode.PrivateReserveEnded]: ExitCode.Failed,
  [ErrorCode.PrivateAmountBelowMinimum]: ExitCode.Failed,
  [ErrorCode.PrivateAmountNotInStep]: ExitCode.Failed,
  [ErrorCode.PrivateDealNotFound]: ExitCode.Failed,
  [ErrorCode.PrivateDealStateInvalid]: ExitCode.Failed,
  [ErrorCode.PrivateContractSigned]: ExitCode.Failed,
  [ErrorCode.PrivateContractInvalid]: ExitCode.Failed,
  [ErrorCode.PrivateConfirmFailed]: ExitCode.Failed,
  [ErrorCode.PrivateDoubleRecordRequired]: ExitCode.Failed,
  [ErrorCode.PrivateSharesInvalid]: ExitCode.Failed,
  [ErrorCode.PrivateAmountInvalid]: ExitCode.Failed,
  [ErrorCode.PrivateBelowMinimumHolding]: ExitCode.Failed,
  [ErrorCode.TradeInfoReasonRequired]: ExitCode.Failed,
  [ErrorCode.TradeInfoProgressInvalid]: ExitCode.Failed,
  [ErrorCode.TradeInfoOrgNotFound]: ExitCode.Failed,
  [ErrorCode.TradeInfoFeeDiscountInvalid]: ExitCode.Failed,
  [ErrorCode.PrivatePayMethodInvalid]: ExitCode.Failed,
  [ErrorCode.IdempotencyKeyReused]: ExitCode.Failed,
  [ErrorCode.SharesInvalid]: ExitCode.Failed,
  [ErrorCode.NoHolding]: ExitCode.Failed,
  [ErrorCode.SharesAboveAvailable]: ExitCode.Failed,
  [ErrorCode.SharesNotConfirmed]: ExitCode.Failed,
  [ErrorCode.BelowMinimumHolding]: ExitCode.Failed,
  [ErrorCode.FundNotRedeemable]: ExitCode.Failed,
  [ErrorCode.FundSuspended]: ExitCode.Failed,
  [ErrorCode.ConvertOtherCompany]: ExitCode.Failed,
  [ErrorCode.ConvertTargetClosed]: ExitCode.Failed,
  [ErrorCode.ConvertSameFund]: ExitCode.Failed,
  [ErrorCode.AgreementRequired]: ExitCode.Failed,
  [ErrorCode.AmountRefused]: ExitCode.Failed,
  [ErrorCode.RiskMismatch]: ExitCode.Failed,
  [ErrorCode.TradeDayChanged]: ExitCode.Failed,
  [ErrorCode.RiskExpired]: ExitCode.Failed,
  [ErrorCode.RiskMissing]: ExitCode.Failed,
  [ErrorCode.SummaryNotConfirmed]: ExitCode.Failed,
  [ErrorCode.UnderSevenDaysNotConfirmed]: ExitCode.Failed,
  [ErrorCode.SplitUnallocated]: ExitCode.Failed,
  [ErrorCode.SplitPlanChanged]: ExitCode.Failed,
  [ErrorCode.SplitAmountInvalid]: ExitCode.Failed,
  [ErrorCode.SplitNoFunds]: ExitCode.Failed,
  [ErrorCode.FastRedeemUnavailable]: ExitCode.Failed,
  [ErrorCode.BelowMinimumRedeem]: ExitCode.Failed,
  [ErrorCode.MelonUnchanged]: ExitCode.Failed,
  [ErrorCode.NotRefundable]: ExitCode.Failed,
  [ErrorCode.LegNotCancellable]: ExitCode.Failed,
  [ErrorCode.NotHolding]: ExitCode.Failed,
  [ErrorCode.DoubleRecordNotFound]: ExitCode.Failed,
  [ErrorCode.DoubleRecordLinkExpired]: ExitCode.Failed,
  [ErrorCode.DoubleRecordWrongState]: ExitCode.Failed,
  [ErrorCode.DoubleRecordNotImage]: ExitCode.Failed,
  [ErrorCode.DoubleRecordNotVideo]: ExitCode.Failed,
  [ErrorCode.DoubleRecordTooLarge]: ExitCode.Failed,
  [ErrorCode.DoubleRecordTooShort]: ExitCode.Failed,
  [ErrorCode.DoubleRecordInfoIncomplete]: ExitCode.Failed,
  [ErrorCode.DoubleRecordFaceLocked]: ExitCode.Failed,
  [ErrorCode.DoubleRecordReasonRequired]: ExitCode.Failed,
  // private products and qualification refusals (issue 13 §1-§3): toasts, exit 1
  [ErrorCode.PrivateNotQualified]: ExitCode.Failed,
  [ErrorCode.PrivateQualificationExpired]: ExitCode.Failed,
  [ErrorCode.PrivateQualificationPending]: ExitCode.Failed,
  [ErrorCode.PrivateInvestTypeMismatch]: ExitCode.Failed,
  [ErrorCode.InvestHistoryRequired]: ExitCode.Failed,
  [ErrorCode.FinanceConditionRequired]: ExitCode.Failed,
  [ErrorCode.QualificationContactAdmin]: ExitCode.Failed,
  [ErrorCode.ProfessionalConditionsNotMet]: ExitCode.Failed,
  [ErrorCode.ProfessionalStatementRequired]: ExitCode.Failed,
  [ErrorCode.ESignatureRequired]: ExitCode.Failed,
  [ErrorCode.QualificationApplicationPending]: ExitCode.Failed,
  [ErrorCode.QualificationApplicationNotPending]: ExitCode.Failed,
  [ErrorCode.QualificationApplicationNotFound]: ExitCode.Failed,
  [ErrorCode.PrivateProductNotFound]: ExitCode.Failed,
  [ErrorCode.PrivateNoPermission]: ExitCode.Failed,
  [ErrorCode.QualificationReasonRequired]: ExitCode.Failed,
  [ErrorCode.QualificationReviewOwn]: ExitCode.Failed,
  [ErrorCode.FastRedeemOverLimit]: ExitCode.Failed,
  // institution record, opening and changes (issue 15 §2-§3): toasts, exit 1
  [ErrorCode.CreditCodeLength]: ExitCode.Failed,
  [ErrorCode.CreditCodeCharset]: ExitCode.Failed,
  [ErrorCode.CreditCodeChecksum]: ExitCode.Failed,
  [ErrorCode.CreditCodeTaken]: ExitCode.Failed,
  [ErrorCode.BillEmailFormat]: ExitCode.Failed,
  [ErrorCode.BillEmailDuplicate]: ExitCode.Failed,
  [ErrorCode.FileLinkInvalid]: ExitCode.Failed,
  [ErrorCode.OrgChangeInReview]: ExitCode.Failed,
  [ErrorCode.OrgRecordIncomplete]: ExitCode.Failed,
  [ErrorCode.OrgOpeningState]: ExitCode.Failed,
  [ErrorCode.AttachmentType]: ExitCode.Failed,
  [ErrorCode.AttachmentTooLarge]: ExitCode.Failed,
  [ErrorCode.AttachmentNotFound]: ExitCode.Failed,
  [ErrorCode.OrgSubmissionNotFound]: ExitCode.Failed,
  [ErrorCode.OrgFieldInvalid]: ExitCode.Failed,
  [ErrorCode.OrgDecisionReasonRequired]: ExitCode.Failed,
  [ErrorCode.AttachmentInReview]: ExitCode.Failed,
};

describe('exit codes', () => {
  it.each(Object.keys(errorCatalogue))('maps %s as the table says', (code) => {
    expect(exitCodeFor(new GatewayError(code))).toBe(expected[code as ErrorCodeValue]);
  });

  it('maps unknown server codes (alarm) and spec code lists (toast) to 1', () => {
    expect(exitCodeFor(new GatewayError('T0108', '交易失败'))).toBe(ExitCode.Failed);
    expect(exitCodeFor(new GatewayError('XYZ'))).toBe(ExitCode.Failed);
  });

  it('maps the CLI’s own errors', () => {
    expect(exitCodeFor(new UsageError('cli.error.emptyKeyword'))).toBe(ExitCode.Usage);
    expect(exitCodeFor(new NotLoggedInError('local'))).toBe(ExitCode.Auth);
    expect(exitCodeFor(new CliError(ExitCode.Failed, 'cli.login.noOrg'))).toBe(ExitCode.Failed);
    expect(exitCodeFor(new Error('boom'))).toBe(ExitCode.Failed);
  });
});

describe('describeError', () => {
  it('prints the catalogue message with its code', () => {
    expect(describeError(new GatewayError(ErrorCode.LoginFailed))).toEqual([
      '错误 [FD1001] 用户名或密码错误',
    ]);
  });

  it('tells to log in again after the session ended', () => {
    const lines = describeError(new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 }));
    expect(lines[0]).toBe('错误 [FD0401] 登录信息已过期，请重新登录');
    expect(lines[1]).toContain('funddesk login');
  });

  it('names the address on network failures', () => {
    const lines = describeError(new GatewayError(ErrorCode.Network), { baseUrl: 'http://127.0.0.1:1' });
    expect(lines[0]).toMatch(/^错误 \[FD0499\] /);
    expect(lines[1]).toContain('http://127.0.0.1:1');
  });

  it('points usage errors at the command’s help', () => {
    const error = new UsageError('cli.error.emptyKeyword');
    error.command = 'funddesk funds search --help';
    expect(describeError(error)).toEqual([
      '错误 [FD2000] 请输入搜索内容', // usage errors carry the catalogue's BadRequest code (issue 16 finding 9)
      '提示：运行 funddesk funds search --help 查看用法',
    ]);
  });

  it('issue 16 finding 3: sends a person with first-login settings pending to the web (FD1018, exit 3)', () => {
    const error = new GatewayError(ErrorCode.FirstLoginRequired);
    expect(describeError(error)).toEqual([
      '错误 [FD1018] 请先在网页端登录并完成首次登录设置（设置登录密码和交易密码），再使用命令行',
    ]);
    expect(exitCodeFor(error)).toBe(ExitCode.Auth);
  });
});
