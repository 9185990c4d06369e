import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';

/** Props of {@link PageHead}. */
export interface PageHeadProps {
  /** The page title (already translated), the page's one h2. */
  title: string;
  /** Shown after the title in the same row (a note, a status tag, links or buttons). */
  children?: ReactNode;
}

/**
 * The head card of a page: its title and, in the same row, what the page puts beside it (class
 * `fd-page-head`; a last link is pushed right by the page's own styles).
 */
export function PageHead({ title, children }: PageHeadProps) {
  return (
    <Card className="fd-page-head">
      <h2 className="fd-page-title">{title}</h2>
      {children}
    </Card>
  );
}
