import { HttpStatus } from '../lib/ssr';

interface LoadFailedProps {
  /** What could not be loaded: 'Could not load the books.' */
  title: string;
  /** The server's message, when there is one to show. */
  message?: string;
  /** The HTTP status a server-rendered page answers with (statusOfLoadError); none for a part of a page. */
  status?: number;
  /** Loads again; a failure of the retry shows in the query's own error state. */
  onRetry: () => Promise<unknown>;
}

/** A failed load: what failed, the server's message and a Retry button. */
export function LoadFailed({ title, message, status, onRetry }: LoadFailedProps) {
  return (
    <div className="state state--error" role="alert">
      {status === undefined ? null : <HttpStatus status={status} />}
      <p className="state__title">{title}</p>
      {message === undefined ? null : <p>{message}</p>}
      <button type="button" className="button button--primary" onClick={() => void onRetry().catch(() => undefined)}>
        Retry
      </button>
    </div>
  );
}

/** A section of a page (a book's loans, its holds) that could not load: what failed and a small Retry button. */
export function SectionLoadFailed({ text, onRetry }: { text: string; onRetry: () => Promise<unknown> }) {
  return (
    <div className="loan-section__state" role="alert">
      <p>{text}</p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void onRetry().catch(() => undefined)}
      >
        Retry
      </button>
    </div>
  );
}
