import { Tag } from '@blueprintjs/core';
import { isHighestRisk, riskLevelText, type RiskLevelCode } from '@funddesk/core';

/** Props of {@link RiskTag}. */
export interface RiskTagProps {
  level: RiskLevelCode;
  /** The server's text for the level, used when present. */
  text?: string;
}

/**
 * A risk level label; level 5 (高风险) is coloured.
 * @see spec 03 §3 (risk levels zxfxdj_1..5; level 5 is labelled 高风险 in colour), spec 02 §4
 */
export function RiskTag({ level, text }: RiskTagProps) {
  const high = isHighestRisk(level);
  return (
    <Tag
      minimal
      intent={high ? 'danger' : level === 'zxfxdj_4' ? 'warning' : 'none'}
      className={high ? 'fd-risk fd-risk-high' : 'fd-risk'}
      data-risk={level}
    >
      {text || riskLevelText(level)}
    </Tag>
  );
}
