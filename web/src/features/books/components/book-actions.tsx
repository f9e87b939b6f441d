import { Link } from 'react-router-dom';
import { useCan } from '../../../lib/access';
import type { BookItem } from '../types';

/** What the viewer may do to a listed book: asked once for the whole list, not once per row. */
export interface ListActions {
  canEdit: boolean;
  canLend: boolean;
}

/** The viewer's ListActions (one watch of the viewer's answer each, for the list as a whole). */
export function useListActions(): ListActions {
  return { canEdit: useCan('updateBook'), canLend: useCan('borrowBook') };
}

/** Details / Edit / Borrow links of one book, as in the spec's list (table rows and cards); Edit and Borrow for those who may. */
export function BookActions({
  book,
  className,
  may: { canEdit, canLend },
}: {
  book: Pick<BookItem, 'id' | 'title'>;
  className: string;
  may: ListActions;
}) {
  return (
    <div className={className}>
      <Link
        className="button button--secondary button--small"
        to={`/books/${book.id}`}
        aria-label={`View details of ${book.title}`}
      >
        Details
      </Link>
      {canEdit ? (
        <Link
          className="button button--secondary button--small"
          to={`/edit-book/${book.id}`}
          aria-label={`Edit ${book.title}`}
        >
          Edit
        </Link>
      ) : null}
      {canLend ? <BorrowLink book={book} /> : null}
    </div>
  );
}

/** The Borrow button of one book (its borrow form, for `member` when given), named with the book's title. */
export function BorrowLink({ book, member = null }: { book: Pick<BookItem, 'id' | 'title'>; member?: string | null }) {
  return (
    <Link
      className="button button--primary button--small"
      to={member === null ? `/borrow/${book.id}` : `/borrow/${book.id}?member=${encodeURIComponent(member)}`}
      aria-label={`Borrow ${book.title}`}
    >
      Borrow
    </Link>
  );
}
