import { useParams } from 'react-router-dom';
import { useCan } from '../../lib/access';
import { BookDetail } from '../../features/books/components/book-detail';
import { BookLoans } from '../../features/loans/components/book-loans';

/**
 * /books/{bookId} (lazy): the book from the books feature (which titles the page with the book's own
 * title), its open loans from the loans feature (for those who may see circulation).
 */
export default function BookDetailRoute() {
  const { bookId = '' } = useParams();
  const loans = useCan('circulation') ? <BookLoans bookId={bookId} /> : undefined;
  return <BookDetail key={bookId} id={bookId} loans={loans} />;
}
