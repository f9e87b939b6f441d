import { PageHeader } from '../../components/page-header';
import { BookPicker } from '../../features/books/components/book-picker';

/** /borrow without a book id: pick a book first, then continue at /borrow/{id} (lazy). */
export default function BorrowPickerRoute() {
  return (
    <div className="container">
      <title>Borrow Book · Booknook</title>
      <PageHeader eyebrow="Lending" title="Borrow Book" subtitle="Choose one of the books on the shelf to borrow." />
      <BookPicker />
    </div>
  );
}
