import { useParams } from 'react-router-dom';
import { BookDetail } from '../../features/books/components/book-detail';
import { BookLoans } from '../../features/loans/components/book-loans';

/**
 * /books/{bookId} (lazy): the book from the books feature (which titles the page with the book's own
 * title), its open loans from the loans feature.
 */
export default function BookDetailRoute() {
  const { bookId = '' } = useParams();
  return <BookDetail key={bookId} id={bookId} loans={<BookLoans bookId={bookId} />} />;
}
