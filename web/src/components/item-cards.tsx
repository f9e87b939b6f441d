import type { ReactNode } from 'react';
import { Facts, type Fact } from './facts';

/** A list of cards (phones: one card per row of a list's table), named for a screen reader. */
export function ItemCards({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <ul className={className ? `item-cards ${className}` : 'item-cards'} aria-label={label}>
      {children}
    </ul>
  );
}

interface ItemCardProps {
  /** The id of the card's title, which names the card. */
  titleId: string;
  title: ReactNode;
  facts: readonly (Fact | null)[];
  /** Marks the card as needing attention (e.g. overdue): a red edge. */
  alert?: boolean;
  /** Buttons below the facts. */
  actions?: ReactNode;
}

/** One card of an ItemCards list: its title, the row's facts (with the table's headings as terms) and actions. */
export function ItemCard({ titleId, title, facts, alert = false, actions }: ItemCardProps) {
  return (
    <li>
      <article className={alert ? 'item-card item-card--alert' : 'item-card'} aria-labelledby={titleId}>
        <h2 className="item-card__title" id={titleId}>
          {title}
        </h2>
        <Facts className="item-card__facts" facts={facts} />
        {actions === undefined ? null : <div className="item-card__actions">{actions}</div>}
      </article>
    </li>
  );
}
