import { BookList } from '../../features/books/components/book-list';

/** / and /all-books (eager: the first screen most visitors see). */
export function BookListRoute() {
  return (
    <>
      <title>All Books · Booknook</title>
      <BookList />
    </>
  );
}
