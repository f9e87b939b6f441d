import { Link } from 'react-router-dom';
import type { BookItem } from '../types';
import { Availability } from './availability';
import { BookActions } from './book-actions';
import { GenreBadge } from './genre-badge';

/**
 * The table layout. On a phone it keeps title, author and the actions within the screen, and leaves
 * out the other columns (`book-table__more`: they are on the book's page, and in the cards).
 */
export function BookTable({ books }: { books: readonly BookItem[] }) {
  return (
    <>
      <p className="table-hint">Genre, ISBN, copies and availability are on each book&apos;s page, and in Cards.</p>
      <div className="table-wrap" role="region" aria-label="Books table" tabIndex={0}>
        <table className="table book-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Author</th>
              <th scope="col" className="book-table__more">
                Genre
              </th>
              <th scope="col" className="book-table__more">
                ISBN
              </th>
              <th scope="col" className="num book-table__more">
                Copies
              </th>
              <th scope="col" className="book-table__more">
                Available
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {books.map((book) => (
              <tr key={book.id} className={`genre--${book.genre}`}>
                <th scope="row" className="table__genre-cell user-text">
                  <Link className="table__title" to={`/books/${book.id}`}>
                    {book.title}
                  </Link>
                </th>
                <td className="user-text">{book.author}</td>
                <td className="book-table__more">
                  <GenreBadge genre={book.genre} />
                </td>
                <td className="mono book-table__more">{book.isbn}</td>
                <td className="num book-table__more">{book.copies}</td>
                <td className="book-table__more">
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
