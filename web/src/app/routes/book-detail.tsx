import { useParams } from 'react-router-dom';
import { BookDetail } from '../../features/books/components/book-detail';
import { BookLoans } from '../../features/loans/components/book-loans';

/** /books/{bookId} (lazy): the book from the books feature, its open loans from the loans feature. */
export default function BookDetailRoute() {
  const { bookId = '' } = useParams();
  return (
    <>
      <title>Book details · Booknook</title>
      <BookDetail key={bookId} id={bookId} loans={<BookLoans bookId={bookId} />} />
    </>
  );
}
