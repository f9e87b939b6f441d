import { CreateBook } from '../../features/books/components/create-book';
import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';

/** /create-book and /add-book (lazy). */
export default function CreateBookRoute() {
  return (
    <>
      <PageMeta title="Add a book" description="Add a book to the library catalogue." />
      <RequirePermission operation="createBook">
        <CreateBook />
      </RequirePermission>
    </>
  );
}
