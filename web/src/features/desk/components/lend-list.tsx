import { DESK_MESSAGES, shownDate } from '@library/api/contract/rules';
import { bookName } from '../../../components/circulation/texts';
import type { LendEntry } from '../lib/desk-entries';
import { AddBookLink } from './add-book-link';
import { UndoButton } from './undo-button';

/** "This visit": each book lent to the member at the desk (with Undo), and each refusal in place. */
export function LendList({
  entries,
  onUndo,
}: {
  entries: LendEntry[];
  onUndo: (entry: Extract<LendEntry, { kind: 'lent' }>) => void;
}) {
  return (
    <>
      {entries.length > 0 ? (
        <section className="desk-no-print" aria-labelledby="desk-lent-title">
          <h2 id="desk-lent-title" className="desk-subtitle">
            This visit
          </h2>
          <ul className="desk-list">
            {entries.map((entry) =>
              entry.kind === 'lent' ? (
                <li key={entry.key} className={entry.undone ? 'desk-entry desk-entry--undone' : 'desk-entry'}>
                  <span className="user-text">{bookName(entry.loan)}</span> — due{' '}
                  <time dateTime={entry.loan.dueDate}>{shownDate(entry.loan.dueDate)}</time>
                  {entry.undone ? (
                    ` (${DESK_MESSAGES.undone})`
                  ) : (
                    <UndoButton bookName={bookName(entry.loan)} onUndo={() => onUndo(entry)} />
                  )}
                </li>
              ) : (
                <li key={entry.key} className="desk-entry desk-entry--refused">
                  {entry.text} <AddBookLink isbn={entry.addIsbn} />
                </li>
              ),
            )}
          </ul>
        </section>
      ) : null}
    </>
  );
}
