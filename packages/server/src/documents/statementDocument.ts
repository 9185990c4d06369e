/**
 * The content a statement renderer shows (对账单, issue 4 §3). Its own module so that statements.ts,
 * which gathers it, and the PDF and xlsx renderers, which draw it, do not import each other.
 */
import type { StatementBounds, StatementContent } from '@funddesk/core';

/** Everything a statement renderer shows. */
export interface StatementDocument {
  groupId: string;
  corpName: string;
  bounds: StatementBounds;
  content: StatementContent;
  /** When it was requested, Asia/Shanghai `YYYY-MM-DD HH:mm:ss`. */
  generatedAt: string;
  /** When it was requested (epoch ms): the files' creation dates, so a regenerated file is equal. */
  createdAt: number;
  /** Whether any NAV shown is simulated (the 说明 then explains the mark). */
  simulated: boolean;
}
