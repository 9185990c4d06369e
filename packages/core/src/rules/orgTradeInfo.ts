import { ErrorCode } from '../errors/catalogue.js';
import { t, type MessageKey } from '../messages/index.js';

/**
 * The registration progress values the back office may set (spec 02 §5: progress 3 or 4 is a completed
 * real-name and bank-card registration; the spec names no others, FundDesk keeps 0-2 as the steps before:
 * docs/decisions.md "Back-office maintenance of private-trade information").
 */
export const REGISTER_PROGRESSES = ['0', '1', '2', '3', '4'] as const;

/** One of {@link REGISTER_PROGRESSES}. */
export type RegisterProgress = (typeof REGISTER_PROGRESSES)[number];

/** The longest blacklist reason, in characters. */
export const BLACKLIST_REASON_MAX = 200;

/**
 * What the back office sets of an organisation's private-trade information (org_trade_info): blacklist with
 * its reason, registration progress, occupation and adviser complete (spec 02 §3 user trade info check).
 */
export interface OrgTradeInfoInput {
  readonly blacklisted: boolean;
  /** Why the organisation is on the blacklist; required (non-blank) when `blacklisted`. */
  readonly blacklistReason: string | null;
  readonly registerProgress: string;
  /** Occupation on file (the check's `job`). */
  readonly job: boolean;
  /** Adviser on file (the check's `lcs`). */
  readonly lcs: boolean;
}

/** A refusal of {@link orgTradeInfoRefusal}: a catalogue code with its params. */
export interface OrgTradeInfoRefusal {
  code: string;
  params?: Record<string, string>;
}

/**
 * Whether the back office may store this private-trade information: a registration progress of
 * {@link REGISTER_PROGRESSES} (FD4831 `{values}` otherwise), a blacklisting with a non-blank reason of at most
 * {@link BLACKLIST_REASON_MAX} characters (FD4830 otherwise).
 * @returns null when it may be stored, else the first refusal
 * @see spec 02 §5 (blacklist, registration progress 3 or 4), §3 user trade info check
 */
export function orgTradeInfoRefusal(input: OrgTradeInfoInput): OrgTradeInfoRefusal | null {
  if (!(REGISTER_PROGRESSES as readonly string[]).includes(input.registerProgress)) {
    return { code: ErrorCode.TradeInfoProgressInvalid, params: { values: REGISTER_PROGRESSES.join('、') } };
  }
  if (input.blacklisted) {
    const reason = input.blacklistReason?.trim() ?? '';
    if (reason === '' || [...reason].length > BLACKLIST_REASON_MAX) {
      return { code: ErrorCode.TradeInfoReasonRequired, params: { max: String(BLACKLIST_REASON_MAX) } };
    }
  }
  return null;
}

/**
 * Whether a registration progress lets the organisation reserve (spec 02 §5: 3 or 4 complete), for the
 * screens' labels; the reservation check itself is core reserveCheckRefusal.
 */
export function isRegistrationComplete(progress: string): boolean {
  return progress === '3' || progress === '4';
}

/** The state {@link tradeInfoSummary} describes (a history entry's before or after). */
export interface TradeInfoState {
  readonly blacklisted: boolean;
  readonly blacklistReason: string | null;
  readonly registerProgress: string;
  readonly job: boolean;
  readonly lcs: boolean;
}

/**
 * One Chinese line of a private-trade information state (`黑名单：已列入（原因）；注册进度：3 已完成；职业：已填写；
 * 客户经理：未填写`), for the history on the screen and in the CLI.
 */
export function tradeInfoSummary(state: TradeInfoState): string {
  const flag = t(state.blacklisted ? 'tradeInfo.blacklisted' : 'tradeInfo.notBlacklisted');
  const progressKey = `tradeInfo.progress.${state.registerProgress}`;
  return t('tradeInfo.summary', {
    blacklist:
      state.blacklisted && state.blacklistReason
        ? t('tradeInfo.summaryReason', { blacklist: flag, reason: state.blacklistReason })
        : flag,
    progress: (REGISTER_PROGRESSES as readonly string[]).includes(state.registerProgress)
      ? t(progressKey as MessageKey)
      : state.registerProgress,
    job: t(state.job ? 'tradeInfo.onFile' : 'tradeInfo.missing'),
    lcs: t(state.lcs ? 'tradeInfo.onFile' : 'tradeInfo.missing'),
  });
}
