import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { useBooksQuery } from '../api/get-books';
import { Pagination } from './pagination';

/** Books fetched per picker page (the largest page the API allows). */
const PICKER_PAGE_SIZE = 100;

/** A searchable list of the books that can be borrowed now; each links to `/borrow/{id}`. */
export function BookPicker() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const { data, loading, error, refetch } = useBooksQuery({
    variables: { page, limit: PICKER_PAGE_SIZE, sortBy: 'TITLE', sort: 'ASC' },
  });

  if (loading && !data) return <Spinner label="Loading…" />;
  if (error || !data) {
    return (
      <div className="state state--error" role="alert">
        <p className="state__title">Could not load the books.</p>
        <p>{errorMessage(error)}</p>
        <button type="button" className="button button--primary" onClick={() => void refetch().catch(() => undefined)}>
          Retry
        </button>
      </div>
    );
  }

  const needle = search.trim().toLowerCase();
  const available = data.books.items.filter((book) => book.available && book.copies > 0);
  const matches = needle
    ? available.filter((book) =>
        [book.title, book.author, book.isbn].some((text) => text.toLowerCase().includes(needle)),
      )
    : available;

  return (
    <div>
      <div className="toolbar">
        <div className="toolbar__field toolbar__field--wide">
          <label className="label" htmlFor={searchId}>
            Search available books
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Title, author or ISBN"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      <p className="page-subtitle" aria-live="polite">
        {matches.length} {matches.length === 1 ? 'book' : 'books'} ready to borrow
      </p>
      {matches.length === 0 ? (
        <div className="state">
          <p className="state__title">
            {needle ? `No available books match "${search.trim()}"` : 'No books are available to borrow right now.'}
          </p>
        </div>
      ) : (
        <ul className="picker-list" aria-label="Available books">
          {matches.map((book) => (
            <li key={book.id} className={`picker-item genre--${book.genre}`}>
              <div>
                <p className="picker-item__title">{book.title}</p>
                <p className="picker-item__meta">
                  {book.author} · {book.copies} {book.copies === 1 ? 'copy' : 'copies'} available
                </p>
              </div>
              <Link
                className="button button--primary button--small"
                to={`/borrow/${book.id}`}
                aria-label={`Borrow ${book.title}`}
              >
                Borrow
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data.books.totalPages > 1 ? (
        <Pagination page={data.books.page} totalPages={data.books.totalPages} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
