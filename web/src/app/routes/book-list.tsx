import { BookList } from '../../features/books/components/book-list';
import { PageMeta } from '../../components/page-meta';

/** / and /all-books (eager: the first screen most visitors see). */
export function BookListRoute() {
  return (
    <>
      <PageMeta title="All Books" />
      <BookList />
    </>
  );
}
