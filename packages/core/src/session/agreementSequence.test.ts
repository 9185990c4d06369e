import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_CHECKBOX_DEFAULT,
  AGREEMENT_QUERY_SIGN_TYPES,
  AGREEMENT_SCENE,
  AGREEMENT_SIGN_TYPES,
  agreementTypeOf,
  collapsesAgreementList,
  jgtOrgProdFlagOf,
  LEGAL_AGREEMENT_SIGN_TYPE,
  nextSequenceStep,
  nextUpgradeStep,
  planAgreementDialogs,
  signTypeOf,
  startUpgrade,
  UPGRADE_COUNTDOWN_MS,
  upgradeCountdownLeft,
  type SequenceEvent,
  type SequenceStep,
  type UpgradeEvent,
  type UpgradeStep,
  type UpgradeTransition,
} from './agreementSequence.js';

describe('agreement call parameters (spec 01 §7.10, §3; spec 02 §4)', () => {
  it('spec 01 §7.10: the batch query asks for signType 1, 2, 3, 4, 25; signing sends 1-4', () => {
    expect([...AGREEMENT_QUERY_SIGN_TYPES]).toEqual([1, 2, 3, 4, 25]);
    expect([...AGREEMENT_SIGN_TYPES]).toEqual([1, 2, 3, 4]);
  });

  it("spec 01 §7.10: scene '8' in the login area and '10' in the layout", () => {
    expect(AGREEMENT_SCENE).toEqual({ login: '8', layout: '10' });
  });

  it('spec 01 §3: the legal agreement is signType 25 and has no spec 02 §4 type', () => {
    expect(LEGAL_AGREEMENT_SIGN_TYPE).toBe(25);
    expect(agreementTypeOf(25)).toBeUndefined();
  });

  it.each([
    [0, 'customer maintenance fee', 1],
    [1, 'risk disclosure', 2],
    [2, 'open-end fund e-trading service terms', 3],
    [3, 'super-convert user service agreement', 4],
  ] as const)('spec 02 §4: agreement type %i (%s) is signType %i both ways', (type, _name, sign) => {
    expect(signTypeOf(type)).toBe(sign);
    expect(agreementTypeOf(sign)).toBe(type);
  });

  it.each([
    ['2', 2],
    ['3', 3],
    [2, 2],
    ['4', 3],
    [undefined, 2],
    [null, 2],
    ['', 2],
    ['x', 2],
  ] as const)('spec 01 §1, §7.10: clientType %s gives jgtOrgProdFlag %i (3 only above 2)', (type, flag) => {
    expect(jgtOrgProdFlagOf(type)).toBe(flag);
  });
});

describe('planAgreementDialogs (spec 01 §4.5: batch query on entering the layout)', () => {
  const item = (signType: number) => ({ signType });
  it.each([
    ['everything signed -> no dialog', { signFlag: true, agreementList: [], alterMsgDto: null }, 'none'],
    [
      'signFlag true wins over a stale list -> no dialog',
      { signFlag: true, agreementList: [item(1)], alterMsgDto: null },
      'none',
    ],
    ['nothing listed -> no dialog', { signFlag: false, agreementList: [], alterMsgDto: null }, 'none'],
    [
      'unsigned agreements -> the three-dialog sequence',
      { signFlag: false, agreementList: [item(1), item(25)], alterMsgDto: null },
      'sequence',
    ],
    [
      'alterMsgDto present (a signed agreement has a newer version) -> the upgrade dialog',
      { signFlag: false, agreementList: [item(2)], alterMsgDto: { title: 'T', content: 'C' } },
      'upgrade',
    ],
  ] as const)('%s', (_rule, answer, kind) => {
    expect(planAgreementDialogs(answer).kind).toBe(kind);
  });

  it('carries the signTypes to sign', () => {
    expect(
      planAgreementDialogs({ signFlag: false, agreementList: [item(1), item(3)], alterMsgDto: null }),
    ).toEqual({ kind: 'sequence', signTypes: [1, 3] });
  });
});

describe('agreement list display (spec 02 §4)', () => {
  it('spec 02 §4: the agreement checkbox defaults to checked', () => {
    expect(AGREEMENT_CHECKBOX_DEFAULT).toBe(true);
  });
  it.each([
    [1, false],
    [2, false],
    [3, true],
  ] as const)('spec 02 §4: a list of %i lines collapses: %s (more than two lines)', (lines, collapses) => {
    expect(collapsesAgreementList(lines)).toBe(collapses);
  });
});

describe('nextSequenceStep: notice -> signing -> final notice (spec 01 §4.5, spec 02 §4)', () => {
  it.each<[string, SequenceStep, SequenceEvent, SequenceStep, 'sign' | 'logout' | undefined]>([
    ['first notice: exit logs out', 'notice', 'exit', 'loggedOut', 'logout'],
    ['first notice: continue opens signing', 'notice', 'continue', 'sign', undefined],
    ['first notice: agree is not one of its buttons', 'notice', 'agree', 'notice', undefined],
    ['signing: agree signs', 'sign', 'agree', 'signing', 'sign'],
    ['signing: disagree opens the final notice', 'sign', 'disagree', 'final', undefined],
    ['signing: exit is not one of its buttons', 'sign', 'exit', 'sign', undefined],
    ['sign call answered: done', 'signing', 'signed', 'done', undefined],
    ['sign call failed: back to signing', 'signing', 'signFailed', 'sign', undefined],
    ['while signing, another agree does nothing (no double sign)', 'signing', 'agree', 'signing', undefined],
    ['final notice: exit logs out', 'final', 'exit', 'loggedOut', 'logout'],
    ['final notice: continue reading returns to signing', 'final', 'back', 'sign', undefined],
    ['done stays done', 'done', 'exit', 'done', undefined],
    ['logged out stays logged out', 'loggedOut', 'continue', 'loggedOut', undefined],
  ])('%s', (_rule, step, event, next, effect) => {
    const transition = nextSequenceStep(step, event);
    expect(transition.step).toBe(next);
    expect(transition.effect).toBe(effect);
  });

  it('spec 02 §4: agree does nothing while the agreement box is unticked', () => {
    expect(nextSequenceStep('sign', 'agree', false)).toEqual({ step: 'sign' });
  });
});

describe('upgrade dialog countdown (spec 01 §4.5, §9: 3 s)', () => {
  it('spec 01 §9: the countdown is 3 s', () => {
    expect(UPGRADE_COUNTDOWN_MS).toBe(3_000);
  });
  it.each([
    [0, 3],
    [1, 3],
    [999, 3],
    [1_000, 2],
    [2_000, 1],
    [2_999, 1],
    [3_000, 0],
    [10_000, 0],
    [-50, 3],
  ] as const)('after %i ms it shows %i s', (elapsed, left) => {
    expect(upgradeCountdownLeft(elapsed)).toBe(left);
  });
});

describe('nextUpgradeStep: the three-step upgrade dialog and its leave marks 71-76 (spec 01 §4.5, §7.6b)', () => {
  it('opens on the first dialog, recorded with 71', () => {
    expect(startUpgrade()).toEqual({ step: 1, leaveMark: 71 });
  });

  it.each<[string, UpgradeStep, UpgradeEvent, number, UpgradeTransition]>([
    ['first: "I have read" before 3 s does nothing', 1, 'read', 2_999, { step: 1 }],
    ['first: "I have read" at 3 s goes to the second (72)', 1, 'read', 3_000, { step: 2, leaveMark: 72 }],
    ['first: cancel goes to the third (73)', 1, 'cancel', 0, { step: 3, leaveMark: 73 }],
    ['second: agree signs (74)', 2, 'agree', 0, { step: 'signing', effect: 'sign', leaveMark: 74 }],
    ['second: cancel goes to the third (75)', 2, 'cancel', 0, { step: 3, leaveMark: 75 }],
    ['signing answered: done', 'signing', 'signed', 0, { step: 'done' }],
    ['signing failed: back to the second', 'signing', 'signFailed', 0, { step: 2 }],
    [
      'third: its cancel (退出登录) logs out (76)',
      3,
      'logout',
      0,
      { step: 'loggedOut', effect: 'logout', leaveMark: 76 },
    ],
    ['third: 返回阅读 reopens the first (71 again)', 3, 'back', 0, { step: 1, leaveMark: 71 }],
    ['third: agree is not one of its buttons', 3, 'agree', 0, { step: 3 }],
    ['done stays done', 'done', 'cancel', 0, { step: 'done' }],
  ])('%s', (_rule, step, event, elapsed, expected) => {
    expect(nextUpgradeStep(step, event, elapsed)).toEqual(expected);
  });

  it('every business type 71-76 is used by exactly one transition kind', () => {
    const marks = new Set<number>([
      startUpgrade().leaveMark!,
      nextUpgradeStep(1, 'read', 3_000).leaveMark!,
      nextUpgradeStep(1, 'cancel').leaveMark!,
      nextUpgradeStep(2, 'agree').leaveMark!,
      nextUpgradeStep(2, 'cancel').leaveMark!,
      nextUpgradeStep(3, 'logout').leaveMark!,
    ]);
    expect([...marks].sort()).toEqual([71, 72, 73, 74, 75, 76]);
  });
});
