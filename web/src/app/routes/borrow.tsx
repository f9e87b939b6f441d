import { Link, useParams } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useBookQuery } from '../../features/books/api/get-book';
import { BookNotFound } from '../../features/books/components/book-not-found';
import { LoadError } from '../../features/books/components/load-error';
import { BorrowForm } from '../../features/borrow/components/borrow-form';
import { isNotFoundError } from '../../lib/errors';
import { PageMeta } from '../../components/page-meta';

function BorrowScreen({ id }: { id: string }) {
  const { data, loading, error, refetch } = useBookQuery({ variables: { id } });

  if (loading && !data) return <Spinner label="Loading…" />;
  if (error && isNotFoundError(error)) return <BookNotFound />;
  if (error) return <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  const book = data?.book;
  if (!book) return <BookNotFound />;

  const canBorrow = book.available && book.copies > 0;
  return (
    <div className="container">
      <Link className="back-link" to={`/books/${book.id}`}>
        <ArrowLeftIcon />
        Back to the book
      </Link>
      <div className="form-layout">
        <div>
          <PageHeader
            eyebrow="Lending"
            title="Borrow Book"
            subtitle={
              <>
                <strong>{book.title}</strong> by {book.author} · {book.copies} {book.copies === 1 ? 'copy' : 'copies'}{' '}
                on the shelf
              </>
            }
          />
          {canBorrow ? (
            <BorrowForm book={book} />
          ) : (
            <div className="state" role="status">
              <p className="state__title">This book is not available to borrow right now.</p>
              <p>All copies are out. Check back later or pick another book.</p>
              <Link className="button button--primary" to="/borrow">
                Pick another book
              </Link>
            </div>
          )}
        </div>
        <aside className="aside-card" aria-labelledby="borrow-rules">
          <h2 id="borrow-rules">How borrowing works</h2>
          <ul>
            <li>Borrow between 1 and the number of copies on the shelf.</li>
            <li>Pick a due date of today or later.</li>
            <li>Borrowed copies leave the shelf and are counted in the borrow summary.</li>
          </ul>
        </aside>
      </div>
    </div>
  );
}

/** /borrow/{bookId} (lazy): the book from the books feature, the form from the borrow feature. */
export default function BorrowRoute() {
  const { bookId = '' } = useParams();
  return (
    <>
      <PageMeta title="Borrow book" />
      <BorrowScreen key={bookId} id={bookId} />
    </>
  );
}
