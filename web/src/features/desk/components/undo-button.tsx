import { DESK_MESSAGES } from '@library/api/contract/rules';

/** Undoes one line of the visit (a loan lent, a return taken); named by its book for screen readers. */
export function UndoButton({ bookName, onUndo }: { bookName: string; onUndo: () => void }) {
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={onUndo}
      aria-label={`${DESK_MESSAGES.undo}: ${bookName}`}
    >
      {DESK_MESSAGES.undo}
    </button>
  );
}
