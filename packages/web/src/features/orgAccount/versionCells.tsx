import { t, type MessageKey, type OrgSubmission } from '@funddesk/core';
import { beijingMinute } from './ChangeManagerResultPage';

/** Who submitted a version of the record and when (Beijing time), -- for a draft (issue 15 §3 version trail). */
export function SubmittedCells({ version }: { version: Pick<OrgSubmission, 'submittedBy' | 'submittedAt'> }) {
  return (
    <>
      <td>{version.submittedBy ?? t('display.none')}</td>
      <td>{version.submittedAt ? beijingMinute(version.submittedAt) : t('display.none')}</td>
    </>
  );
}

/** A version's state, its reviewer and the reason given (-- while undecided; issue 15 §3 version trail). */
export function DecisionCells({
  version,
}: {
  version: Pick<OrgSubmission, 'state' | 'decidedBy' | 'reason'>;
}) {
  return (
    <>
      <td>{t(`orgState.${version.state}` as MessageKey)}</td>
      <td>{version.decidedBy ?? t('display.none')}</td>
      <td>{version.reason ?? t('display.none')}</td>
    </>
  );
}
