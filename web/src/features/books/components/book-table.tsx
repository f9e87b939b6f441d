import { Link } from 'react-router-dom';
import { ACTIONS_COLUMN, DataTable, type Column } from '../../../components/data-table';
import type { BookItem } from '../types';
import { Availability } from './availability';
import { BookActions, type ListActions } from './book-actions';
import { GenreBadge } from './genre-badge';

const COLUMNS: readonly Column[] = [
  { label: 'Title' },
  { label: 'Author' },
  { label: 'Genre', className: 'book-table__more' },
  { label: 'ISBN', className: 'book-table__more' },
  { label: 'Copies', className: 'num book-table__more' },
  { label: 'Available', className: 'book-table__more' },
  ACTIONS_COLUMN,
];

/**
 * The table layout. On a phone it keeps title, author and the actions within the screen, and leaves
 * out the other columns (`book-table__more`: they are on the book's page, and in the cards).
 */
export function BookTable({ books, may }: { books: readonly BookItem[]; may: ListActions }) {
  return (
    <>
      <p className="table-hint">Genre, ISBN, copies and availability are on each book&apos;s page, and in Cards.</p>
      <DataTable label="Books table" className="book-table" columns={COLUMNS}>
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
              <BookActions book={book} className="row-actions" may={may} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
