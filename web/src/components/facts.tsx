import type { ReactNode } from 'react';

/** One fact of a description list: what it is (`<dt>`) and its value (`<dd>`). */
export interface Fact {
  term: string;
  value: ReactNode;
  /** The value's class. */
  className?: string;
  /** The class of the pair's wrapper (e.g. to span the list's columns). */
  pairClassName?: string;
}

/** Facts as a description list, each term and value in a wrapper the list's grid lays out; `null` facts are left out. */
export function Facts({ className, facts }: { className: string; facts: readonly (Fact | null)[] }) {
  return (
    <dl className={className}>
      {facts.map((fact) =>
        fact === null ? null : (
          <div key={fact.term} className={fact.pairClassName}>
            <dt>{fact.term}</dt>
            <dd className={fact.className}>{fact.value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
