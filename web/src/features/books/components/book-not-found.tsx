import { Link } from 'react-router-dom';
import { useHttpStatus } from '../../../lib/ssr';

/** Shown when a book id (detail, edit, borrow) matches no book. */
export function BookNotFound() {
  useHttpStatus(404);
  return (
    <div className="container">
      <div className="state" role="alert">
        <h1 className="state__title">Book not found</h1>
        <p>No book in the catalogue has this id. It may have been deleted.</p>
        <Link className="button button--primary" to="/all-books">
          Back to all books
        </Link>
      </div>
    </div>
  );
}
