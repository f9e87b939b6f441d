import { COPIES_MESSAGES } from '@library/api/contract/rules';
import { useBookCopiesQuery } from '../api/book-copies';

/**
 * Staff's sentence on the book page: '3 copies: 1 on the shelf, 2 on loan, 1 on the hold shelf',
 * counted from its loans and holds (nothing while it loads or when it cannot be read).
 */
export default function BookCopies({ bookId }: { bookId: string }) {
  const { data } = useBookCopiesQuery({ variables: { id: bookId } });
  const book = data?.book;
  if (!book) return null;
  return (
    <p className="book-copies" data-testid="book-copies">
      {COPIES_MESSAGES.where({ shelf: book.copies, onLoan: book.copiesOnLoan, onHoldShelf: book.copiesOnHoldShelf })}
    </p>
  );
}
