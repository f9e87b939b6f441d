import { DESK_MESSAGES, shownDate } from '@library/api/contract/rules';
import { bookName } from '../../../components/circulation/texts';
import { loanName, type ReturnEntry } from '../lib/desk-entries';
import { UndoButton } from './undo-button';

/** "Returned": each book returned at the desk, whom it was put aside for, and Undo (lent again). */
export function ReturnsPanel({ entries, onUndo }: { entries: ReturnEntry[]; onUndo: (entry: ReturnEntry) => void }) {
  return (
    <section className="desk-no-print" aria-labelledby="desk-returns-title">
      <h2 id="desk-returns-title" className="desk-subtitle">
        Returned
      </h2>
      <p className="field__hint">{DESK_MESSAGES.undoReturnExplained}</p>
      {entries.length === 0 ? (
        <p>Scan or type a book to return it.</p>
      ) : (
        <ul className="desk-list">
          {entries.map((entry) => (
            <li key={entry.key} className={entry.undone ? 'desk-entry desk-entry--undone' : 'desk-entry'}>
              {entry.putAside.length > 0 ? (
                <p className="desk-put-aside">{DESK_MESSAGES.putAsideFor(entry.putAside.join(', '))}</p>
              ) : null}
              <span className="user-text">{bookName(entry.loan)}</span> — from{' '}
              <span className="user-text">{loanName(entry.loan)}</span>, was due{' '}
              <time dateTime={entry.loan.dueDate}>{shownDate(entry.loan.dueDate)}</time>
              {entry.undone ? (
                ` (${DESK_MESSAGES.undone}: lent again)`
              ) : (
                <UndoButton bookName={bookName(entry.loan)} onUndo={() => onUndo(entry)} />
              )}
              {entry.problem ? <span className="field__error"> {entry.problem}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
