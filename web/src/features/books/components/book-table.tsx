import { Link } from 'react-router-dom';
import type { BookItem } from '../types';
import { Availability } from './availability';
import { BookActions } from './book-actions';
import { GenreBadge } from './genre-badge';

/** The table layout; it scrolls sideways on narrow screens (the wrapper is a focusable region). */
export function BookTable({ books }: { books: readonly BookItem[] }) {
  return (
    <>
      <p className="table-hint">Swipe the table sideways for more columns, or switch to Cards.</p>
      <div className="table-wrap" role="region" aria-label="Books table" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Author</th>
              <th scope="col">Genre</th>
              <th scope="col">ISBN</th>
              <th scope="col" className="num">
                Copies
              </th>
              <th scope="col">Available</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {books.map((book) => (
              <tr key={book.id} className={`genre--${book.genre}`}>
                <th scope="row" className="table__genre-cell">
                  <Link className="table__title" to={`/books/${book.id}`}>
                    {book.title}
                  </Link>
                </th>
                <td>{book.author}</td>
                <td>
                  <GenreBadge genre={book.genre} />
                </td>
                <td className="mono">{book.isbn}</td>
                <td className="num">{book.copies}</td>
                <td>
                  <Availability available={book.available} />
                </td>
                <td>
                  <BookActions book={book} className="row-actions" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
