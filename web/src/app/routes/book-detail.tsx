import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useAccess, useCan } from '../../lib/access';
import { BookDetail } from '../../features/books/components/book-detail';

// Staff and members only: a visitor's book page goes without the loans and holds code and their documents.
const BookLoans = lazy(() =>
  import('../../features/loans/components/book-loans').then((module) => ({ default: module.BookLoans })),
);
const BookHolds = lazy(() => import('../../features/holds/components/book-holds'));

/**
 * /books/{bookId} (lazy): the book from the books feature (which titles the page with the book's own
 * title), its holds from the holds feature (the queue for staff, Place hold or their place for a
 * signed-in member) and its open loans from the loans feature (for those who may see circulation).
 */
export default function BookDetailRoute() {
  const { bookId = '' } = useParams();
  const circulation = useCan('circulation');
  const { access } = useAccess();
  // The queue is for those who see the loans (in an open library, everyone, as the loans' borrowers).
  const staff = circulation;
  const loans = circulation ? (
    <Suspense fallback={null}>
      <BookLoans bookId={bookId} />
    </Suspense>
  ) : undefined;
  const holds =
    staff || access.member ? (
      <Suspense fallback={null}>
        <BookHolds bookId={bookId} staff={staff} member={access.member} />
      </Suspense>
    ) : undefined;
  return <BookDetail key={bookId} id={bookId} loans={loans} holds={holds} />;
}
