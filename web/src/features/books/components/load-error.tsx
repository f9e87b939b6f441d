import { errorMessage } from '../../../lib/errors';
import { statusOfLoadError, useHttpStatus } from '../../../lib/ssr';

/** A failed load with the server's message and a Retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useHttpStatus(statusOfLoadError(error));
  return (
    <div className="container">
      <div className="state state--error" role="alert">
        <p className="state__title">Could not load this book.</p>
        <p>{errorMessage(error)}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}
