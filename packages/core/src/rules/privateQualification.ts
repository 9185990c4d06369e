/**
 * Qualified-investor rules of the private product line (spec 02 §3 invest qualification, §4 qualification states
 * and the investor identification dialog, §5 investor confirm, §9 thresholds; issue 13 §2). Pure: the server,
 * the web and the CLI call the same functions; each refusal is a catalogue code with its parameters.
 */
import { ErrorCode, type ErrorCodeValue } from '../errors/catalogue.js';
import { addDays, addMonths, type TradingCalendar } from './tradeDay.js';

/** Net assets an organisation must hold to be a qualified investor, yuan (spec 02 §9, 03 §9). */
export const QUALIFIED_NET_ASSETS_YUAN = '10000000';
/** Financial assets a professional investor must also hold, yuan (spec 02 §9, 03 §9). */
export const QUALIFIED_FINANCIAL_ASSETS_YUAN = '5000000';
/**
 * Months a recognised qualification stays valid (FundDesk; the spec says only that it expires, qualifyStatus
 * '2'): one year like the risk assessment (docs/decisions.md "Private funds: qualification").
 */
export const QUALIFICATION_VALID_MONTHS = 12;
/** Re-accreditation takes 1 to 2 working days on the exchange calendar (spec 02 §4). */
export const REACCREDITATION_WORKING_DAYS = { min: 1, max: 2 } as const;

/** Investor types (spec 02 §4): '1' private-fund qualified, '2' professional, '3' asset-management qualified. */
export const investTypes = ['1', '2', '3'] as const;
/** An investor type code. */
export type InvestType = (typeof investTypes)[number];

/**
 * Application states (spec 02 §4): '0', '1', '9' under review; '2', '4' review failed; 'confirmed' recognised.
 * FundDesk writes '0' for a first application and '9' for a re-accreditation; '2' is a rejection, '4' a return
 * for incomplete materials.
 */
export const applyStatuses = ['0', '1', '9', '2', '4', 'confirmed'] as const;
/** An application state code. */
export type ApplyStatus = (typeof applyStatuses)[number];

/** The label group of an application state (spec 02 §4: under review, review failed, recognised). */
export type ApplyStatusGroup = 'underReview' | 'failed' | 'recognised';

/** Investment history choice of the identification dialog: '0' over 1 year, '1' under 1 year (spec 02 §4). */
export type HistoryChoice = '0' | '1';
/**
 * Financial condition choice (spec 02 §4): '0' net assets >= 10 million; '1' net assets >= 10 million and
 * financial assets >= 5 million.
 */
export type FinanceChoice = '0' | '1';

/** Private-fund product types mjfs_2, mjfs_6; asset-management mjfs_4, 15, 16, 17 (spec 02 §4, 03 §5). */
export const privateFundTypes = ['mjfs_2', 'mjfs_6'] as const;
/** Asset-management product types (spec 02 §4, 03 §5). */
export const assetManagementTypes = ['mjfs_4', 'mjfs_15', 'mjfs_16', 'mjfs_17'] as const;
/** A private product's fund type code. */
export type PrivateFundType = (typeof privateFundTypes)[number] | (typeof assetManagementTypes)[number];

/** A refusal: a catalogue code and the parameters its message is filled with. */
export interface RuleRefusal {
  readonly code: ErrorCodeValue;
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * Which label group an application state belongs to.
 * @returns underReview for 0, 1, 9; failed for 2, 4; recognised for confirmed
 * @see spec 02 §4 (labels: expired, review failed, under review, recognised)
 */
export function applyStatusGroup(status: ApplyStatus): ApplyStatusGroup {
  switch (status) {
    case '0':
    case '1':
    case '9':
      return 'underReview';
    case '2':
    case '4':
      return 'failed';
    case 'confirmed':
      return 'recognised';
  }
}

/** Whether a value is an application state code. */
export function isApplyStatus(value: unknown): value is ApplyStatus {
  return typeof value === 'string' && (applyStatuses as readonly string[]).includes(value);
}

/** Whether a product type is an asset-management product (mjfs_4, 15, 16, 17; spec 02 §4). */
export function isAssetManagementType(fundType: string): boolean {
  return (assetManagementTypes as readonly string[]).includes(fundType);
}

/**
 * The investor types that may see and buy a product of `fundType`: private funds (mjfs_2, mjfs_6) need a
 * private-fund qualified ('1') or professional ('2') investor; asset-management products need an
 * asset-management qualified ('3') or professional ('2') investor (spec 02 §4 "Private trade eligibility differs").
 */
export function investTypesFor(fundType: string): readonly InvestType[] {
  return isAssetManagementType(fundType) ? ['3', '2'] : ['1', '2'];
}

/**
 * Whether the identification dialog shows the statement about voluntarily converting to a professional
 * investor: history '0' with finance '1' (spec 02 §4).
 */
export function showsProfessionalStatement(
  history: HistoryChoice | null,
  finance: FinanceChoice | null,
): boolean {
  return history === '0' && finance === '1';
}

/** The answers of the identification dialog (spec 02 §4) and the type applied for. */
export interface IdentificationAnswers {
  readonly history: HistoryChoice | null;
  readonly finance: FinanceChoice | null;
  readonly investType: InvestType;
  /** Whether the professional-investor conversion statement was accepted (type '2' only). */
  readonly professionalStatement: boolean;
  /** Whether the e-signature consent was ticked, and whether the dialog asks for it (private trade mode). */
  readonly eSignConsent: boolean;
  readonly eSignRequired: boolean;
}

/**
 * Checks the identification dialog, in the spec's order: a history choice (请选择您的投资经历), a financial
 * choice (请选择您的财务条件); then FundDesk's conditions of the type applied for: a professional investor
 * ('2') needs history '0' with finance '1' (FD4707) and the conversion statement (FD4708); the e-signature
 * consent when the dialog asks for it (FD4709). Types '1' and '3' need only the financial condition (both
 * choices meet the 10 million net assets).
 * @returns null when the dialog may be confirmed, else the refusal
 * @see spec 02 §4 (identification dialog), §5 (investor confirm), §9 (thresholds)
 */
export function validateIdentification(answers: IdentificationAnswers): RuleRefusal | null {
  if (answers.history === null) return { code: ErrorCode.InvestHistoryRequired };
  if (answers.finance === null) return { code: ErrorCode.FinanceConditionRequired };
  if (answers.investType === '2') {
    if (!showsProfessionalStatement(answers.history, answers.finance))
      return {
        code: ErrorCode.ProfessionalConditionsNotMet,
        params: { netAssets: '1000', financialAssets: '500' },
      };
    if (!answers.professionalStatement) return { code: ErrorCode.ProfessionalStatementRequired };
  }
  if (answers.eSignRequired && !answers.eSignConsent) return { code: ErrorCode.ESignatureRequired };
  return null;
}

/** The self-confirmation payload (spec 02 §3): selfInvestYears, customType, assetIncome, financialAsset. */
export interface SelfConfirmPayload {
  readonly selfInvestYears: string;
  readonly customType: InvestType;
  readonly assetIncome: string;
  readonly financialAsset?: string | undefined;
}

/**
 * Maps the dialog's answers to the self-confirmation payload (spec 02 §3 "Investor self-confirmation mapping"):
 * selfInvestYears is 2 minus the history choice; finance '0' gives assetIncome '0'; finance '1' gives
 * financialAsset '2' and assetIncome '0'.
 */
export function selfConfirmPayloadOf(
  history: HistoryChoice,
  finance: FinanceChoice,
  customType: InvestType,
): SelfConfirmPayload {
  const selfInvestYears = String(2 - Number(history));
  return finance === '0'
    ? { selfInvestYears, customType, assetIncome: '0' }
    : { selfInvestYears, customType, assetIncome: '0', financialAsset: '2' };
}

/**
 * The dialog's answers of a self-confirmation payload (the inverse of {@link selfConfirmPayloadOf}; the server
 * reads a submission back this way): selfInvestYears '2' is history '0', '1' history '1', anything else no
 * choice; financialAsset '2' is finance '1', assetIncome '0' alone finance '0', anything else no choice.
 */
export function answersOfPayload(payload: {
  selfInvestYears?: string | undefined;
  assetIncome?: string | undefined;
  financialAsset?: string | undefined;
}): { history: HistoryChoice | null; finance: FinanceChoice | null } {
  const history = payload.selfInvestYears === '2' ? '0' : payload.selfInvestYears === '1' ? '1' : null;
  const finance =
    payload.financialAsset === '2'
      ? '1'
      : payload.assetIncome === '0' && !payload.financialAsset
        ? '0'
        : null;
  return { history, finance };
}

/**
 * Whether the person may (re)assess the organisation's qualification: FundDesk grants it with the privilege
 * `investor_qualification` (operators, treasurers, managers). Others get 请联系管理员进行投资者认定 (spec 02 §5).
 * @returns null when allowed, else the refusal FD4706
 */
export function reassessDecision(privileges: ReadonlySet<string>): RuleRefusal | null {
  return privileges.has('investor_qualification') ? null : { code: ErrorCode.QualificationContactAdmin };
}

/**
 * The days an application is expected to be reviewed in (spec 02 §4 "Re-accreditation takes 1 to 2 working
 * days"): the first and second trading day after the day it was made (Asia/Shanghai date).
 * @param appliedOn - `YYYY-MM-DD`, the application's date
 */
export function expectedReviewDays(
  calendar: Pick<TradingCalendar, 'nextTradingDay'>,
  appliedOn: string,
): { from: string; by: string } {
  const from = calendar.nextTradingDay(appliedOn);
  return { from, by: calendar.nextTradingDay(from) };
}

/**
 * The last valid day of a qualification recognised on `confirmedOn`: {@link QUALIFICATION_VALID_MONTHS} later,
 * minus one day (`2026-11-27` → `2027-11-26`).
 */
export function qualificationExpiry(confirmedOn: string): string {
  return addDays(addMonths(confirmedOn, QUALIFICATION_VALID_MONTHS), -1);
}

/** One recognised qualification of an investor. */
export interface RecognisedQualification {
  readonly investType: InvestType;
  /** `YYYY-MM-DD`, last valid day. */
  readonly expireDate: string;
}

/**
 * qualifyStatus of a recognised qualification on `today` (spec 02 §4): '1' qualified; '2' expired (after its
 * last valid day).
 */
export function qualifyStatusOf(q: RecognisedQualification, today: string): '1' | '2' {
  return today > q.expireDate ? '2' : '1';
}

/** What {@link checkQualified} looks at: the investor's recognised qualifications and open applications. */
export interface QualificationFacts {
  readonly recognised: readonly RecognisedQualification[];
  /** Investor types with an application under review (0, 1, 9) and the day it is expected by. */
  readonly pending: readonly { investType: InvestType; expectedBy: string }[];
}

/**
 * Whether the investor may see and trade private products (of `fundType` when given): a valid qualification of
 * a type the product admits (spec 02 §4, §5 order of checks: "investor qualification"; issue 13 "the server
 * refuses every private call for a non-qualified user").
 * @returns null when qualified; else FD4703 when only a type the product does not admit is valid, FD4701 when
 *   the admitted qualification expired, FD4702 when an application is under review (param expectedBy), FD4700
 *   otherwise
 */
export function checkQualified(
  facts: QualificationFacts,
  today: string,
  fundType?: string,
): RuleRefusal | null {
  const admitted = fundType === undefined ? investTypes : investTypesFor(fundType);
  const valid = facts.recognised.filter((q) => qualifyStatusOf(q, today) === '1');
  if (valid.some((q) => admitted.includes(q.investType))) return null;
  const pending = facts.pending.find((p) => admitted.includes(p.investType));
  if (pending)
    return { code: ErrorCode.PrivateQualificationPending, params: { expectedBy: pending.expectedBy } };
  if (facts.recognised.some((q) => admitted.includes(q.investType)))
    return { code: ErrorCode.PrivateQualificationExpired };
  if (valid.length > 0) return { code: ErrorCode.PrivateInvestTypeMismatch };
  return { code: ErrorCode.PrivateNotQualified };
}
