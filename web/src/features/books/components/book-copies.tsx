import { COPIES_MESSAGES } from '@library/api/contract/rules';
import { useBookCopiesQuery } from '../api/book-copies';

/**
 * Staff's value of the book page's Copies fact: '3 copies: 1 on the shelf, 2 on loan, 1 on the hold
 * shelf', counted from its loans and holds; `shelf` (the book's copies on the shelf) while it loads or
 * when it cannot be read. One statement of the copies: the page shows no other count beside it.
 */
export default function BookCopies({ bookId, shelf }: { bookId: string; shelf: number }) {
  const { data } = useBookCopiesQuery({ variables: { id: bookId } });
  const book = data?.book;
  if (!book) return <>{shelf}</>;
  return (
    <span className="book-copies" data-testid="book-copies">
      {COPIES_MESSAGES.where({ shelf: book.copies, onLoan: book.copiesOnLoan, onHoldShelf: book.copiesOnHoldShelf })}
    </span>
  );
}
