import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { cardsPath } from '../lib/card-sheet';

/** Why "Print cards" does nothing yet: shown beside it while no member is ticked. */
export const PRINT_CARDS_HINT = 'Tick the members whose cards to print';

/** The members ticked for "Print cards" (kept across pages and searches). */
export interface Selection {
  chosen: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Ticks (`on`) or unticks every one of `ids` (a page's rows). */
  setAll: (ids: readonly string[], on: boolean) => void;
}

/** The list's selection: nobody ticked at first. */
export function useSelection(): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  return {
    chosen,
    toggle: (id) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setAll: (ids, on) =>
      setChosen((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
  };
}

/** One member's tick box, named with the member. */
export function SelectMember({ member, selection }: { member: { id: string; name: string }; selection: Selection }) {
  return (
    <input
      type="checkbox"
      className="member-select"
      aria-label={`Select ${member.name}`}
      checked={selection.chosen.has(member.id)}
      onChange={() => selection.toggle(member.id)}
    />
  );
}

/**
 * The select-all box of a page of members: ticked when all of the page's rows are, mixed
 * (indeterminate) when some are; it ticks all of them, or unticks them when all were ticked.
 */
export function SelectAllMembers({ ids, selection }: { ids: readonly string[]; selection: Selection }) {
  const box = useRef<HTMLInputElement>(null);
  const ticked = ids.filter((id) => selection.chosen.has(id)).length;
  const all = ids.length > 0 && ticked === ids.length;
  const some = ticked > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="member-select"
      aria-label="Select all members on this page"
      checked={all}
      onChange={() => selection.setAll(ids, !all)}
    />
  );
}

/** "Print cards (n)" for the ticked members; while none is, it is greyed, with the reason beside it. */
export function PrintCardsLink({ selection }: { selection: Selection }) {
  const { chosen } = selection;
  const none = chosen.size === 0;
  return (
    <span className="print-cards">
      <Link
        className="button button--secondary"
        to={cardsPath([...chosen])}
        aria-disabled={none}
        aria-describedby={none ? 'print-cards-hint' : undefined}
        onClick={(event) => {
          if (none) event.preventDefault();
        }}
      >
        Print cards{none ? '' : ` (${chosen.size})`}
      </Link>
      {none ? (
        <span className="print-cards__hint" id="print-cards-hint">
          {PRINT_CARDS_HINT}
        </span>
      ) : null}
    </span>
  );
}
