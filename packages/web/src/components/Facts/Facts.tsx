import { Fragment, type ReactNode } from 'react';

/** One line of {@link Facts}: its label and value (already translated and formatted). */
export interface Fact {
  /** The label (dt). */
  label: string;
  /** The value (dd). */
  value: ReactNode;
  /** A class on the value (dd), e.g. to colour a highest risk level. */
  className?: string;
}

/** Props of {@link Facts}. */
export interface FactsProps {
  /** The accessible name of the list. */
  label: string;
  /** The lines, in order. */
  facts: readonly Fact[];
  /** The list's class (its grid layout comes from the feature's styles). */
  className: string;
}

/**
 * A record's key-value facts as a description list (dt label, dd value), named for assistive technology.
 */
export function Facts({ label, facts, className }: FactsProps) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
