import { CreateBook } from '../../features/books/components/create-book';
import { GuardedPage } from '../../components/guarded-page';

/** /create-book and /add-book (lazy). */
export default function CreateBookRoute() {
  return (
    <GuardedPage title="Add a book" description="Add a book to the library catalogue." operation="createBook">
      <CreateBook />
    </GuardedPage>
  );
}
