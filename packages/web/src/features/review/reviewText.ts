import { t } from '@funddesk/core';

/**
 * The notice shown before approving: the application day an approval now gives, and after 15:00 on a
 * trading day (or on a non-trading day) that it is the next trading day.
 * @see issue 11 §2, spec 02 §1 (applications after 15:00 count as the next trading day)
 */
export function cutOffText(approvalDay: string, afterCutOff: boolean): string {
  return t(afterCutOff ? 'review.cutoff.after' : 'review.cutoff.before', { tradeDay: approvalDay });
}

/** A review setting in one line for the history: type and the persons of each level. */
export function settingSummary(setting: {
  reviewType: 'NO_REVIEW' | 'ONE_REVIEW' | 'TWO_REVIEW';
  level1: readonly { personName: string }[];
  level2: readonly { personName: string }[];
}): string {
  const names = (persons: readonly { personName: string }[]) =>
    persons.length === 0 ? t('review.settings.none') : persons.map((p) => p.personName).join('、');
  return t('review.settings.summary', {
    type: t(`review.type.${setting.reviewType}`),
    level1: names(setting.level1),
    level2: names(setting.level2),
  });
}
