import { Link } from 'react-router-dom';
import type { BookItem } from '../types';
import { Availability } from './availability';
import { BookActions, type ListActions } from './book-actions';
import { GenreBadge } from './genre-badge';

/** The card layout: 1, 2 or 4 columns by width; each card carries its genre's colour. */
export function BookCards({ books, may }: { books: readonly BookItem[]; may: ListActions }) {
  return (
    <ul className="card-grid" aria-label="Books">
      {books.map((book) => (
        <li key={book.id}>
          <article className={`book-card genre--${book.genre}`} aria-labelledby={`card-title-${book.id}`}>
            <div className="book-card__spine" aria-hidden="true" />
            <div className="book-card__cover">
              <h2 className="book-card__title" id={`card-title-${book.id}`}>
                <Link to={`/books/${book.id}`}>{book.title}</Link>
              </h2>
              <p className="book-card__author">by {book.author}</p>
            </div>
            <div className="book-card__body">
              <div className="book-card__meta">
                <GenreBadge genre={book.genre} />
                <Availability available={book.available} text={book.available ? 'Available' : 'Not available'} />
              </div>
              <p className="book-card__facts">
                <span className="mono">ISBN {book.isbn}</span>
                <br />
                {book.copies} {book.copies === 1 ? 'copy' : 'copies'} on the shelf
              </p>
              <BookActions book={book} className="book-card__actions" may={may} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
