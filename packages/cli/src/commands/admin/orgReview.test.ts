import { describe, expect, it, vi } from 'vitest';
import { t, type OrgVersion } from '@funddesk/core';
import type { CommandDeps } from '../../context.js';
import { UsageError } from '../../errors.js';
import { decisionOf, orgReviewDecide, orgReviewList, printOrgReviewList } from './orgReview.js';

const version: OrgVersion = {
  submissionId: 'S1',
  groupId: '20000001',
  corpName: '测试开户1有限公司',
  kind: 'opening',
  state: 'submitted',
  changedFields: ['basic.orgFullName'],
  submittedBy: '周开户',
  submittedAt: '2026-11-27T01:02:03.000Z',
  decidedBy: null,
  decidedAt: null,
  reason: null,
  before: {},
  after: {},
};

/** Deps whose connection answers `answers[call.name]`. */
function depsAnswering(answers: Record<string, unknown>) {
  const call = vi.fn((def: { name: string }, _request?: unknown) => Promise.resolve(answers[def.name]));
  const deps = {
    connect: () => Promise.resolve({ requireSession: () => ({ groupId: '10000090' }), call }),
  } as unknown as CommandDeps;
  return { deps, call };
}

describe('funddesk admin org-review (issue 15 §2: the back office decides openings and changes)', () => {
  it('send-back is the wire decision sendBack', () => {
    expect(decisionOf('send-back')).toBe('sendBack');
    expect(decisionOf('approve')).toBe('approve');
  });

  it('refuses reject and send-back without --reason before any call (exit 2, like FD6117)', async () => {
    const { deps, call } = depsAnswering({});
    await expect(orgReviewDecide({ submissionId: 'S1', decision: 'send-back' }, deps)).rejects.toBeInstanceOf(
      UsageError,
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the decision with the reason', async () => {
    const { deps, call } = depsAnswering({ orgReviewDecide: { ...version, state: 'rejected' } });
    await orgReviewDecide({ submissionId: 'S1', decision: 'reject', reason: ' 材料不全 ' }, deps);
    expect(call.mock.calls[0]?.[1]).toEqual({ submissionId: 'S1', decision: 'reject', reason: '材料不全' });
  });

  it('lists in a state, refusing an unknown one (exit 2), and prints a table', async () => {
    const { deps } = depsAnswering({ orgReviewList: { list: [version] } });
    await expect(orgReviewList({ state: 'nope' }, deps)).rejects.toBeInstanceOf(UsageError);
    const list = await orgReviewList({ state: 'submitted' }, deps);
    const out = { stdout: { write: vi.fn() }, stderr: { write: vi.fn() } };
    printOrgReviewList(list, false, out);
    const printed = String(out.stdout.write.mock.calls[0]?.[0]);
    expect(printed).toContain('测试开户1有限公司（20000001）');
    expect(printed).toContain(t('orgKind.opening'));
  });
});
