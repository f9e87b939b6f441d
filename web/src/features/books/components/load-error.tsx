import { LoadFailed } from '../../../components/load-failed';
import { errorMessage } from '../../../lib/errors';
import { statusOfLoadError } from '../../../lib/ssr';

/** A book that failed to load, as the whole page: the server's message and a Retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => Promise<unknown> }) {
  return (
    <div className="container">
      <LoadFailed
        title="Could not load this book."
        message={errorMessage(error)}
        status={statusOfLoadError(error)}
        onRetry={onRetry}
      />
    </div>
  );
}
