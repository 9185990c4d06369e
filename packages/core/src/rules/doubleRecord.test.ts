import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  DOUBLE_RECORD_STATUSES,
  DR_DIALOG_ACTIONS,
  DR_DIALOG_STATES,
  cardFailureDialog,
  doubleRecordAllowsDeal,
  doubleRecordRequired,
  doubleRecordTransition,
  environmentDialog,
  faceCheckFailureDialog,
  headphonesDialog,
  mediaErrorDialog,
  missingCardFields,
  mutedDialog,
  recorderMimeType,
  sniffMediaType,
  statusDialog,
  uploadFailureDialog,
  type DoubleRecordEvent,
} from './doubleRecord.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('doubleRecordRequired (issue 13 §5; spec 02 §4 investor types; docs/decisions.md)', () => {
  it('an ordinary qualified investor records every deal, a professional one only a high-risk product', () => {
    expect(doubleRecordRequired({ investorType: '1' }, { riskLevel: 'zxfxdj_3' })).toBe(true);
    expect(doubleRecordRequired({ investorType: '3' }, { riskLevel: 'zxfxdj_4' })).toBe(true);
    expect(doubleRecordRequired({ investorType: null }, { riskLevel: 'zxfxdj_3' })).toBe(true);
    expect(doubleRecordRequired({ investorType: '2' }, { riskLevel: 'zxfxdj_4' })).toBe(false);
    expect(doubleRecordRequired({ investorType: '2' }, { riskLevel: 'zxfxdj_5' })).toBe(true);
  });
});

describe('doubleRecordTransition: the record states (spec 02 §2 double-record routes, §4)', () => {
  const table: [string, DoubleRecordEvent, string | null][] = [
    ['pending', 'collectCard', 'cardCollected'],
    ['pending', 'faceCheck', null],
    ['pending', 'upload', null],
    ['cardCollected', 'faceCheck', 'faceChecked'],
    ['cardCollected', 'upload', null],
    ['faceChecked', 'upload', 'auditing'],
    ['faceChecked', 'collectCard', 'cardCollected'],
    ['auditing', 'upload', null],
    ['auditing', 'collectCard', null],
    ['auditing', 'approve', 'passed'],
    ['auditing', 'reject', 'rejected'],
    ['rejected', 'upload', 'auditing'],
    ['rejected', 'collectCard', 'cardCollected'],
    ['passed', 'upload', null],
    ['passed', 'approve', null],
    ['passed', 'collectCard', null],
  ];
  it.each(table)('%s --%s--> %s', (from, event, to) => {
    const decision = doubleRecordTransition(from as (typeof DOUBLE_RECORD_STATUSES)[number], event);
    if (to === null) {
      expect(decision).toEqual({
        ok: false,
        code: ErrorCode.DoubleRecordWrongState,
        params: { status: from },
      });
    } else expect(decision).toEqual({ ok: true, next: to });
  });

  it('a deal proceeds only once its recording passed, or without one', () => {
    expect(DOUBLE_RECORD_STATUSES.filter((s) => doubleRecordAllowsDeal(s))).toEqual(['passed']);
    expect(doubleRecordAllowsDeal('notRequired')).toBe(true);
  });
});

describe('dialog states 0 … 30 and their actions (spec 02 §4)', () => {
  it('every state has its actions as the spec lists them', () => {
    expect(Object.keys(DR_DIALOG_ACTIONS).map(Number)).toEqual([...DR_DIALOG_STATES]);
    expect(DR_DIALOG_ACTIONS[0]).toEqual(['retry']);
    expect(DR_DIALOG_ACTIONS[2]).toEqual(['backToDeal', 'recollect']);
    expect(DR_DIALOG_ACTIONS[8]).toEqual(['reupload', 'redo']);
    expect(DR_DIALOG_ACTIONS[12]).toEqual(['interrupt', 'keepWaiting']);
    expect(DR_DIALOG_ACTIONS[25]).toEqual(['interrupt', 'retry']);
    for (const state of [27, 29, 30] as const)
      expect(DR_DIALOG_ACTIONS[state]).toEqual(['cancel', 'recollect']);
    for (const state of [4, 6, 28] as const) expect(DR_DIALOG_ACTIONS[state]).toEqual(['scanWithPhone']);
  });

  it('camera refusals: 13/20 permission off, 4/6 camera unusable (before / on the recording page)', () => {
    expect(mediaErrorDialog('NotAllowedError', 'face')).toBe(13);
    expect(mediaErrorDialog('SecurityError', 'card')).toBe(13);
    expect(mediaErrorDialog('NotAllowedError', 'record')).toBe(20);
    expect(mediaErrorDialog('NotFoundError', 'face')).toBe(4);
    expect(mediaErrorDialog('NotReadableError', 'record')).toBe(6);
  });

  it('environment: 28 old OS, 26 browser without getUserMedia or MediaRecorder, null for Chrome', () => {
    const env = { hasGetUserMedia: true, hasMediaRecorder: true, userAgent: CHROME };
    expect(environmentDialog(env)).toBeNull();
    expect(environmentDialog({ ...env, hasMediaRecorder: false })).toBe(26);
    expect(
      environmentDialog({ ...env, userAgent: 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0)' }),
    ).toBe(28);
    expect(
      environmentDialog({ ...env, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0)' }),
    ).toBe(26);
    expect(
      environmentDialog({
        ...env,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) Safari',
      }),
    ).toBe(28);
    expect(
      environmentDialog({
        ...env,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) Safari',
      }),
    ).toBeNull();
  });

  it('11 headphones connected, 21 microphone muted', () => {
    expect(headphonesDialog([{ kind: 'audiooutput', label: 'Headphones (USB Audio)' }])).toBe(11);
    expect(headphonesDialog([{ kind: 'audioinput', label: '有线耳机' }])).toBe(11);
    expect(
      headphonesDialog([
        { kind: 'audiooutput', label: 'Speakers' },
        { kind: 'videoinput', label: 'Headset cam' },
      ]),
    ).toBeNull();
    expect(mutedDialog([{ muted: false, enabled: true, readyState: 'live' }])).toBeNull();
    expect(mutedDialog([{ muted: true, enabled: true, readyState: 'live' }])).toBe(21);
    expect(mutedDialog([])).toBe(21);
  });

  it('identity check: 0 under the limit of 3, 2 at it (livingBodyMax)', () => {
    expect(faceCheckFailureDialog(1)).toBe(0);
    expect(faceCheckFailureDialog(2)).toBe(0);
    expect(faceCheckFailureDialog(3)).toBe(2);
    expect(faceCheckFailureDialog(2, 2)).toBe(2);
  });

  it('upload failures: 25 timeout, 10 file refused, 8 network, 30 the third in a row', () => {
    expect(uploadFailureDialog(ErrorCode.Timeout, 1)).toBe(25);
    expect(uploadFailureDialog(ErrorCode.DoubleRecordNotVideo, 1)).toBe(10);
    expect(uploadFailureDialog(ErrorCode.DoubleRecordTooLarge, 2)).toBe(10);
    expect(uploadFailureDialog(ErrorCode.Network, 1)).toBe(8);
    expect(uploadFailureDialog(ErrorCode.Network, 3)).toBe(30);
    expect(cardFailureDialog(2)).toBeNull();
    expect(cardFailureDialog(3)).toBe(27);
    expect(statusDialog('rejected')).toBe(3);
    expect(statusDialog('auditing')).toBeNull();
  });
});

describe('certificate fields (spec 02 §5 infoIsFull) and media types by magic bytes', () => {
  it('names the empty card fields in the order of dialog 22', () => {
    expect(
      missingCardFields({
        credType: '0',
        name: '张三',
        mobilePhone: ' ',
        credExpiryDate: null,
        credNumber: 'x',
      }),
    ).toEqual(['mobilePhone', 'credExpiryDate']);
  });

  it('sniffs WebM, MP4, JPEG and PNG by their bytes only', () => {
    expect(sniffMediaType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1]))).toBe('video/webm');
    expect(sniffMediaType(new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69]))).toBe('video/mp4');
    expect(sniffMediaType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMediaType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffMediaType(new TextEncoder().encode('not a video at all'))).toBeNull();
    expect(sniffMediaType(new Uint8Array([0x1a, 0x45]))).toBeNull();
  });

  it('picks the first MediaRecorder type the browser supports (supportMimeType)', () => {
    expect(recorderMimeType((type) => type.startsWith('video/webm;codecs=vp8'))).toBe(
      'video/webm;codecs=vp8,opus',
    );
    expect(recorderMimeType((type) => type === 'video/mp4')).toBe('video/mp4');
    expect(recorderMimeType(() => false)).toBeNull();
  });
});
