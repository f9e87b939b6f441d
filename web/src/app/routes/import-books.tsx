import { ImportScreen } from '../../features/import/components/import-screen';
import { BOOK_IMPORT } from '../../features/import/lib/book-import';
import { GuardedPage } from '../../components/guarded-page';

/** /import (lazy, with its CSV library and styles): books from a CSV file, previewed first. */
export default function ImportBooksRoute() {
  return (
    <GuardedPage
      title="Import books"
      description="Add many books to the catalogue at once from a CSV file, checked row by row before anything is saved."
      operation="POST /books/import"
    >
      <ImportScreen kind={BOOK_IMPORT} />
    </GuardedPage>
  );
}
