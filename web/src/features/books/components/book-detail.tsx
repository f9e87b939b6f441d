import { COPIES_MESSAGES } from '@library/api/contract/rules';
import { useApolloClient } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Genre } from '../../../gql/graphql';
import { ArrowLeftIcon, BorrowIcon, EditIcon, TrashIcon } from '../../../components/icons';
import { Facts } from '../../../components/facts';
import { PageMeta } from '../../../components/page-meta';
import { Spinner } from '../../../components/spinner';
import { useAccess, useCan } from '../../../lib/access';
import { evictCatalogue } from '../../../lib/apollo-cache';
import { confirmDelete, showMessage } from '../../../lib/dialogs';
import { errorMessage, isNotFoundError } from '../../../lib/errors';
import { shownDay } from '../../../lib/date-time';
import { useDateZone } from '../../../lib/ssr';
import { toast } from '../../../lib/toast';
import { useDeleteBookMutation } from '../api/delete-book';
import { useBookQuery } from '../api/get-book';
import { genreLabel } from '../lib/genres';
import { Availability } from './availability';
import { BookCover } from './book-cover';
import { BookHistory } from './book-history';
import { BookNotFound } from './book-not-found';
import { GenreBadge } from './genre-badge';
import { LoadError } from './load-error';

/** A book's description when it has none of its own: who wrote it, its genre and whether it is on the shelf. */
function bookSummary(book: { title: string; author: string; genre: Genre; available: boolean }): string {
  const shelf = book.available ? 'on the shelf to borrow' : 'all copies out on loan';
  return `${book.title} by ${book.author}: ${genreLabel(book.genre).toLowerCase()}, ${shelf} at the library.`;
}

/**
 * One book (/books/{id}) with edit, delete and borrow actions (for those who may). `loans`, when given, is
 * shown under the book's facts once the book is there (the app route puts the loans feature's "On loan"
 * section there), `holds` above it (the holds feature's "Holds"); staff see who added and changed it.
 * `copies`, when given (staff), is the Copies fact's value for the copies on the shelf: where all its
 * copies are (./book-copies), in place of the shelf's count, so the page states the copies once.
 */
export function BookDetail({
  id,
  loans,
  holds,
  copies,
}: {
  id: string;
  loans?: ReactNode;
  holds?: ReactNode;
  copies?: (shelf: number) => ReactNode;
}) {
  const canEdit = useCan('updateBook');
  const canLend = useCan('borrowBook');
  // Who added and changed it: for signed-in staff (an open library's visitors are not).
  const signedIn = useAccess().access.signedIn;
  const staff = canLend && signedIn;
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const dateZone = useDateZone();
  const client = useApolloClient();
  const { data, previousData, loading, error, refetch } = useBookQuery({ variables: { id } });
  const [deleteBook] = useDeleteBookMutation({
    update: (cache) => evictCatalogue(cache, id),
  });

  // When a change elsewhere (a loan returned) evicts the book, it loads again: the page stays meanwhile.
  const shown = data ?? (loading ? previousData : undefined);
  const notFound = (
    <>
      <PageMeta title="Book not found" />
      <BookNotFound />
    </>
  );
  if (loading && !shown) {
    return (
      <>
        <PageMeta title="Book details" />
        <Spinner label="Loading…" />
      </>
    );
  }
  if (error && isNotFoundError(error)) return notFound;
  if (error) {
    return (
      <>
        <PageMeta title="Book details" />
        <LoadError error={error} onRetry={() => refetch()} />
      </>
    );
  }
  const book = shown?.book;
  if (!book) return notFound;

  // How many copies are out, for delete's question (staff's query: loaded only now; 0 when unknown).
  const copiesOnLoan = async (): Promise<number> => {
    try {
      const { BookCopiesDocument } = await import('../api/book-copies');
      const answer = await client.query({ query: BookCopiesDocument, variables: { id }, fetchPolicy: 'cache-first' });
      return answer.data?.book?.copiesOnLoan ?? 0;
    } catch {
      return 0;
    }
  };

  const onDelete = async () => {
    if (!(await confirmDelete(COPIES_MESSAGES.deleteBook(book.title, await copiesOnLoan())))) return;
    setDeleting(true);
    try {
      await deleteBook({ variables: { id } });
    } catch (deleteError: unknown) {
      setDeleting(false);
      toast.error(`❌ ${errorMessage(deleteError)}`);
      return;
    }
    void showMessage('success', 'Deleted!', 'Book has been deleted.');
    void navigate('/all-books');
  };

  return (
    <div className="container">
      <PageMeta title={book.title} description={book.description ?? bookSummary(book)} openGraphType="book" />
      <Link className="back-link" to="/all-books">
        <ArrowLeftIcon />
        All books
      </Link>
      <div className={`detail genre--${book.genre}`}>
        <BookCover cover={book.cover ?? null} title={book.title} author={book.author} />
        <article className="detail__panel" aria-labelledby="page-title">
          <div className="detail__head">
            <div>
              <p className="eyebrow">{genreLabel(book.genre)}</p>
              <h1 className="page-title" id="page-title">
                {book.title}
              </h1>
              <p className="page-subtitle">by {book.author}</p>
            </div>
            <div className="detail__actions">
              {canEdit ? (
                <>
                  <Link className="icon-button" to={`/edit-book/${book.id}`} aria-label="Edit book" title="Edit book">
                    <EditIcon />
                  </Link>
                  <button
                    type="button"
                    className="icon-button icon-button--danger"
                    aria-label="Delete book"
                    title="Delete book"
                    disabled={deleting}
                    onClick={() => void onDelete()}
                  >
                    <TrashIcon />
                  </button>
                </>
              ) : null}
              {canLend ? (
                <Link className="icon-button" to={`/borrow/${book.id}`} aria-label="Borrow book" title="Borrow book">
                  <BorrowIcon />
                </Link>
              ) : null}
            </div>
          </div>
          <Facts
            className="facts"
            facts={[
              { term: 'Author', value: book.author },
              { term: 'Genre', value: <GenreBadge genre={book.genre} /> },
              { term: 'ISBN', value: book.isbn, className: 'mono' },
              { term: 'Copies', value: copies ? copies(book.copies) : book.copies },
              {
                term: 'Available',
                value: <Availability available={book.available} text={book.available ? 'Yes' : 'No'} />,
              },
              // The day it was added, in the visitor's time zone, or UTC's while server-rendered (lib/ssr).
              { term: 'Added', value: shownDay(book.createdAt, dateZone) },
              {
                term: 'Description',
                value: book.description ? book.description : 'No description yet.',
                className: book.description ? 'facts__description' : 'facts__description facts__empty',
                pairClassName: 'facts__wide',
              },
            ]}
          />
          {staff ? <BookHistory id={book.id} /> : null}
          {holds}
          {loans}
        </article>
      </div>
    </div>
  );
}
