/**
 * The agreement dialogs shown on entering the layout (spec 01 §4.5, §7.10; spec 02 §4): which dialogs open
 * after the agreement batch query, and the two state machines the web drives - the three-dialog sequence
 * for agreements never signed, and the three-step upgrade dialog for agreements signed in an older version.
 * Pure: the web shows the dialog of the current step and performs the effect each transition names.
 */

/**
 * Agreement types (spec 02 §4) and the signType each is queried and signed with (spec 01 §7.10: sign types
 * 1-4; FundDesk maps type N to signType N + 1, docs/decisions.md).
 * - 0 customer maintenance fee (客户维护费), signType 1
 * - 1 risk disclosure (风险揭示书), signType 2
 * - 2 open-end fund e-trading service terms (开放式基金电子交易服务协议), signType 3
 * - 3 super-convert user service agreement (超级转换用户服务协议), signType 4
 */
export const agreementTypes = [0, 1, 2, 3] as const;
/** An agreement type of spec 02 §4. */
export type AgreementType = (typeof agreementTypes)[number];

/** The legal agreement's signType (spec 01 §3: "The legal agreement is signType 25"). */
export const LEGAL_AGREEMENT_SIGN_TYPE = 25;

/** The signTypes custAgreementSign sends (spec 01 §7.10: signType list [1,2,3,4]). */
export const AGREEMENT_SIGN_TYPES = [1, 2, 3, 4] as const;

/** The signTypes of the agreement batch query (spec 01 §7.10: 1, 2, 3, 4, 25). */
export const AGREEMENT_QUERY_SIGN_TYPES = [1, 2, 3, 4, LEGAL_AGREEMENT_SIGN_TYPE] as const;

/** Scenes of custAgreementSign (spec 01 §7.10): '8' in the login area, '10' in the layout. */
export const AGREEMENT_SCENE = { login: '8', layout: '10' } as const;

/** The signType of an agreement type (spec 02 §4 type 0..3 -> signType 1..4). */
export function signTypeOf(type: AgreementType): number {
  return type + 1;
}

/** The agreement type of a signType 1..4, or undefined (the legal agreement 25 has no type). */
export function agreementTypeOf(signType: number): AgreementType | undefined {
  const type = signType - 1;
  return (agreementTypes as readonly number[]).includes(type) ? (type as AgreementType) : undefined;
}

/**
 * jgtOrgProdFlag of the agreement calls (spec 01 §1, §7.10): 3 when the client type is above 2 (the
 * trust-type institution channel), otherwise 2. A missing client type counts as the default 2.
 * @param clientType - clientType/clienttype as stored ('2', '3' …)
 */
export function jgtOrgProdFlagOf(clientType: string | number | null | undefined): 2 | 3 {
  const value = Number(clientType ?? 2);
  return Number.isFinite(value) && value > 2 ? 3 : 2;
}

/** What the web opens after the batch query. */
export type AgreementPlan =
  | { kind: 'none' }
  /** Agreements never signed: notice -> signing -> (disagree) final notice. */
  | { kind: 'sequence'; signTypes: number[] }
  /** Agreements signed in an older version: the three-step upgrade dialog. */
  | { kind: 'upgrade'; signTypes: number[] };

/** The part of the batch query answer the plan reads (spec 01 §3 agreements, §7.10). */
export interface AgreementQueryAnswer {
  /** True when every queried agreement is signed in its latest version. */
  signFlag: boolean;
  agreementList: readonly { signType: number }[];
  /** The upgrade dialog's first text; present when a signed agreement has a newer version. */
  alterMsgDto: unknown;
  /** The upgrade dialog's second text. */
  alterMsgDtoTwo?: unknown;
}

/**
 * Which dialogs open (spec 01 §4.5): none when everything is signed; the upgrade dialog when the answer
 * carries alterMsgDto (a signed agreement has a newer version); otherwise the three-dialog sequence.
 * @see spec 01 §4.5, §7.10; spec 02 §4
 */
export function planAgreementDialogs(answer: Readonly<AgreementQueryAnswer>): AgreementPlan {
  const signTypes = answer.agreementList.map((a) => a.signType);
  if (answer.signFlag || signTypes.length === 0) return { kind: 'none' };
  if (answer.alterMsgDto) return { kind: 'upgrade', signTypes };
  return { kind: 'sequence', signTypes };
}

/** spec 02 §4: the agreement checkbox defaults to checked. */
export const AGREEMENT_CHECKBOX_DEFAULT = true;

/** spec 02 §4: long agreement lists collapse when their text exceeds two lines. */
export const AGREEMENT_LIST_MAX_LINES = 2;

/**
 * Whether the agreement list starts collapsed (spec 02 §4: when its text exceeds two lines).
 * @param lines - the rendered line count of the list's text
 */
export function collapsesAgreementList(lines: number): boolean {
  return lines > AGREEMENT_LIST_MAX_LINES;
}

// ---- the three-dialog sequence (agreements never signed) ----

/** Steps of the sequence (spec 01 §4.5, spec 02 §4). */
export type SequenceStep = 'notice' | 'sign' | 'signing' | 'final' | 'done' | 'loggedOut';

/** What the user (or the sign call) did. */
export type SequenceEvent = 'exit' | 'continue' | 'agree' | 'disagree' | 'back' | 'signed' | 'signFailed';

/** A transition: the next step and the effect the web performs. */
export interface SequenceTransition {
  step: SequenceStep;
  effect?: 'sign' | 'logout';
}

/**
 * The sequence for agreements never signed (spec 01 §4.5, spec 02 §4): a first notice (exit or continue),
 * then signing (agree or disagree), then, after disagree, a final notice saying that disagreement means
 * service cannot continue (exit logs out, or continue reading goes back to signing). Agree signs; while
 * the sign call runs the step is `signing`; a failed call returns to `sign`. Events a step does not
 * know leave it unchanged.
 * @param checked - whether the agreement checkbox is ticked (agree does nothing without it)
 * @see spec 01 §4.5, spec 02 §4
 */
export function nextSequenceStep(
  step: SequenceStep,
  event: SequenceEvent,
  checked: boolean = AGREEMENT_CHECKBOX_DEFAULT,
): SequenceTransition {
  switch (step) {
    case 'notice':
      if (event === 'exit') return { step: 'loggedOut', effect: 'logout' };
      if (event === 'continue') return { step: 'sign' };
      return { step };
    case 'sign':
      if (event === 'agree' && checked) return { step: 'signing', effect: 'sign' };
      if (event === 'disagree') return { step: 'final' };
      return { step };
    case 'signing':
      if (event === 'signed') return { step: 'done' };
      if (event === 'signFailed') return { step: 'sign' };
      return { step };
    case 'final':
      if (event === 'exit') return { step: 'loggedOut', effect: 'logout' };
      if (event === 'back') return { step: 'sign' };
      return { step };
    case 'done':
    case 'loggedOut':
      return { step };
  }
}

// ---- the three-step upgrade dialog (agreements signed in an older version) ----

/** spec 01 §4.5, §9: 3 s before 'I have read and understood' is enabled. */
export const UPGRADE_COUNTDOWN_MS = 3_000;

/**
 * Leave-mark business types of the upgrade dialog (spec 01 §4.5, §7.6b: 71 to 76). The spec gives the
 * range, not the meaning of each number; FundDesk's assignment (docs/decisions.md):
 */
export const upgradeLeaveMarks = {
  /** 71: the first dialog was shown. */
  shown: 71,
  /** 72: 'I have read and understood' on the first dialog. */
  read: 72,
  /** 73: cancel on the first dialog. */
  firstCancel: 73,
  /** 74: agree on the second dialog (the agreements are signed). */
  agree: 74,
  /** 75: cancel on the second dialog. */
  secondCancel: 75,
  /** 76: log out on the third dialog. */
  logout: 76,
} as const;

/** A leave-mark business type of the upgrade dialog. */
export type UpgradeLeaveMark = (typeof upgradeLeaveMarks)[keyof typeof upgradeLeaveMarks];

/** Steps of the upgrade dialog: 1 notice with countdown, 2 signing, 3 log-out question. */
export type UpgradeStep = 1 | 2 | 'signing' | 3 | 'done' | 'loggedOut';

/** What the user (or the sign call) did. */
export type UpgradeEvent = 'read' | 'cancel' | 'agree' | 'back' | 'logout' | 'signed' | 'signFailed';

/** A transition of the upgrade dialog with its effect and leave mark. */
export interface UpgradeTransition {
  step: UpgradeStep;
  effect?: 'sign' | 'logout';
  /** The leave mark to record (path + this business type), when the transition records one. */
  leaveMark?: UpgradeLeaveMark;
}

/**
 * Seconds left on the first dialog's countdown (spec 01 §4.5: 3 s): 3, 2, 1, then 0 when the button is
 * enabled.
 * @param elapsedMs - ms since the first dialog was shown
 */
export function upgradeCountdownLeft(elapsedMs: number): number {
  return Math.max(0, Math.ceil((UPGRADE_COUNTDOWN_MS - Math.max(0, elapsedMs)) / 1_000));
}

/**
 * The upgrade dialog (spec 01 §4.5, spec 02 §4): the first dialog enables 'I have read and understood'
 * after 3 s and then goes to the second; agree on the second signs; cancel on the first or the second goes
 * to the third, which asks to log out - its cancel (退出登录) logs out, its other button returns to the
 * first dialog (whose countdown runs again, recorded as shown). Each step records a leave mark (71-76). 'read' before the
 * countdown ends changes nothing.
 * @param elapsedMs - ms since the first dialog was shown (only read for 'read')
 * @see spec 01 §4.5, §7.6b, §9; spec 02 §4
 */
export function nextUpgradeStep(step: UpgradeStep, event: UpgradeEvent, elapsedMs = 0): UpgradeTransition {
  switch (step) {
    case 1:
      if (event === 'read' && upgradeCountdownLeft(elapsedMs) === 0) {
        return { step: 2, leaveMark: upgradeLeaveMarks.read };
      }
      if (event === 'cancel') return { step: 3, leaveMark: upgradeLeaveMarks.firstCancel };
      return { step };
    case 2:
      if (event === 'agree') return { step: 'signing', effect: 'sign', leaveMark: upgradeLeaveMarks.agree };
      if (event === 'cancel') return { step: 3, leaveMark: upgradeLeaveMarks.secondCancel };
      return { step };
    case 'signing':
      if (event === 'signed') return { step: 'done' };
      if (event === 'signFailed') return { step: 2 };
      return { step };
    case 3:
      if (event === 'logout')
        return { step: 'loggedOut', effect: 'logout', leaveMark: upgradeLeaveMarks.logout };
      if (event === 'back') return { step: 1, leaveMark: upgradeLeaveMarks.shown };
      return { step };
    case 'done':
    case 'loggedOut':
      return { step };
  }
}

/** The upgrade dialog's opening: the first dialog, recorded with leave mark 71 (spec 01 §4.5). */
export function startUpgrade(): UpgradeTransition {
  return { step: 1, leaveMark: upgradeLeaveMarks.shown };
}
