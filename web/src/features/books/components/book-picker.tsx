import { useEffect, useId, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { LoadFailed } from '../../../components/load-failed';
import { Pagination } from '../../../components/pagination';
import { errorMessage } from '../../../lib/errors';
import { useBorrowableBooksQuery } from '../api/get-borrowable-books';
import { BorrowLink } from './book-actions';
import { SearchField } from '../../../components/toolbar-fields';

/** Books per picker page. */
export const PICKER_PAGE_SIZE = 20;
/** The search is sent once typing has paused this long (ms). */
export const SEARCH_DEBOUNCE_MS = 250;

interface PickerQuery {
  /** Trimmed search text; '' for none. */
  search: string;
  page: number;
}

/**
 * The books that can be borrowed now, searched and paged on the server (by title, author or ISBN);
 * each links to `/borrow/{id}`. The search box stays put while results load, so typing is never
 * interrupted; a new search starts again at page 1. `member` (a card number, from the member page's
 * "Lend a book") goes on to the borrow form as `?member=`.
 */
export function BookPicker({ member = null }: { member?: string | null }) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState<PickerQuery>({ search: '', page: 1 });
  const searchId = useId();

  useEffect(() => {
    const search = input.trim();
    if (search === query.search) return undefined;
    const timer = setTimeout(() => setQuery({ search, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query.search]);

  const { data, previousData, loading, error, refetch } = useBorrowableBooksQuery({
    variables: { page: query.page, limit: PICKER_PAGE_SIZE, search: query.search === '' ? null : query.search },
  });
  // While the next page or search loads, the books already listed stay (marked busy).
  const shown = data ?? (loading ? previousData : undefined);
  const result = shown?.books;

  // A page that no longer exists (books were borrowed meanwhile): go to the last one.
  const lastPage = result && result.items.length === 0 && result.total > 0 ? result.totalPages : undefined;
  // Adjusted while rendering when lastPage changes (React's advice over an effect that sets state).
  const [seenLastPage, setSeenLastPage] = useState<number | undefined>(undefined);
  if (lastPage !== seenLastPage) {
    setSeenLastPage(lastPage);
    if (lastPage !== undefined) setQuery((current) => ({ ...current, page: lastPage }));
  }

  let content: ReactNode;
  if (error && !loading) {
    content = <LoadFailed title="Could not load the books." message={errorMessage(error)} onRetry={() => refetch()} />;
  } else if (!result || (loading && result.items.length === 0)) {
    content = <Spinner label="Loading…" />;
  } else {
    content = (
      <>
        <p className="page-subtitle" aria-live="polite">
          {result.total} {result.total === 1 ? 'book' : 'books'} ready to borrow
        </p>
        {result.total === 0 ? (
          <div className="state">
            <p className="state__title">
              {query.search
                ? `No available books match "${query.search}"`
                : 'No books are available to borrow right now.'}
            </p>
            {query.search ? <p>Try part of the title, the author’s name or the ISBN.</p> : null}
          </div>
        ) : (
          <ul className="picker-list" aria-label="Available books">
            {result.items.map((book) => (
              <li key={book.id} className={`picker-item genre--${book.genre}`}>
                <div>
                  <p className="picker-item__title">{book.title}</p>
                  <p className="picker-item__meta">
                    {book.author} · {book.copies} {book.copies === 1 ? 'copy' : 'copies'} available
                  </p>
                </div>
                <BorrowLink book={book} member={member} />
              </li>
            ))}
          </ul>
        )}
        {result.totalPages > 1 ? (
          <Pagination
            page={result.page}
            totalPages={result.totalPages}
            onPageChange={(page) => setQuery((current) => ({ ...current, page }))}
          />
        ) : null}
      </>
    );
  }

  return (
    <div>
      <div className="toolbar">
        <SearchField id={searchId} label="Search available books" value={input} onChange={setInput} />
      </div>
      <section aria-label="Books to borrow" aria-busy={loading}>
        {content}
      </section>
    </div>
  );
}
