import type { Notice } from '../lib/desk-state';
import { AddBookLink } from './add-book-link';

/** The last scan's notice (a live region: a refusal is announced at once), with its button if any. */
export function DeskNotice({
  notice,
  busy,
  onAction,
}: {
  notice: Notice | null;
  busy: boolean;
  onAction: (action: NonNullable<Notice['action']>) => void;
}) {
  const action = notice?.action;
  return (
    <div aria-live="polite" aria-busy={busy} className="desk-notice-region">
      {notice ? (
        <p className={notice.ok ? 'desk-notice desk-notice--ok' : 'desk-notice desk-notice--refused'}>
          {notice.text} <AddBookLink isbn={notice.addIsbn} />
          {action ? (
            <button type="button" className="button button--primary button--small" onClick={() => onAction(action)}>
              {action.label}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
