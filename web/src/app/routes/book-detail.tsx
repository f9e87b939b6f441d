import { useParams } from 'react-router-dom';
import { BookDetail } from '../../features/books/components/book-detail';

/** /books/{bookId} (lazy). */
export default function BookDetailRoute() {
  const { bookId = '' } = useParams();
  return (
    <>
      <title>Book details · Booknook</title>
      <BookDetail key={bookId} id={bookId} />
    </>
  );
}
