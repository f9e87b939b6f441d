import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { BookPicker } from '../../features/books/components/book-picker';
import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';

/** /borrow without a book id: pick a book first, then continue at /borrow/{id} (lazy), `?member=` kept. */
export default function BorrowPickerRoute() {
  const member = useSearchParams()[0].get('member');
  return (
    <RequirePermission operation="borrowBook">
      <div className="container">
        <PageMeta title="Borrow a book" description="Choose a book of the library catalogue to borrow." />
        <PageHeader eyebrow="Lending" title="Borrow Book" subtitle="Choose one of the books on the shelf to borrow." />
        <BookPicker member={member} />
      </div>
    </RequirePermission>
  );
}
