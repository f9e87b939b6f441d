import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { useAccess, useCan } from '../../lib/access';
import { BookDetail } from '../../features/books/components/book-detail';

// Staff and members only: a visitor's book page goes without the loans and holds code and their documents.
// No Suspense boundary of their own: they suspend the route's (app-layout.tsx), so that a server-rendered
// page counts as hydrated (`data-hydrated`, early clicks replayed) only once their buttons have handlers;
// a boundary here would hydrate on its own, later, and a click on Place hold or Return before that is lost.
const BookLoans = lazy(() =>
  import('../../features/loans/components/book-loans').then((module) => ({ default: module.BookLoans })),
);
const BookHolds = lazy(() => import('../../features/holds/components/book-holds'));
const BookCopies = lazy(() => import('../../features/books/components/book-copies'));

/**
 * /books/{bookId} (lazy): the book from the books feature (which titles the page with the book's own
 * title), its holds from the holds feature (the queue for staff, Place hold or their place for a
 * signed-in member) and its open loans from the loans feature (for those who may see circulation).
 */
export default function BookDetailRoute() {
  const { bookId = '' } = useParams();
  const circulation = useCan('loans');
  const { access } = useAccess();
  // The queue is for those who see the loans (in an open library, everyone, as the loans' borrowers).
  const staff = circulation;
  const loans = circulation ? <BookLoans bookId={bookId} /> : undefined;
  const holds = staff || access.member ? <BookHolds bookId={bookId} staff={staff} member={access.member} /> : undefined;
  // Where the copies are (on the shelf, on loan, on the hold shelf), as the Copies fact: for those who see circulation.
  const copies = circulation ? (shelf: number) => <BookCopies bookId={bookId} shelf={shelf} /> : undefined;
  return <BookDetail key={bookId} id={bookId} loans={loans} holds={holds} copies={copies} />;
}
