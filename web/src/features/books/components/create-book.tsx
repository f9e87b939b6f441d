import { isValidIsbn } from '@library/api/contract/rules';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormPage } from '../../../components/form-page';
import { evictCatalogue } from '../../../lib/apollo-cache';
import { showMessage } from '../../../lib/dialogs';
import { useCreateBookMutation } from '../api/create-book';
import { EMPTY_BOOK, bookInput, type BookSchemaValues } from '../lib/book-schema';
import { BookForm } from './book-form';

/**
 * The add form (/create-book and /add-book). `?isbn=` (the desk's "Add this book" for an ISBN the
 * catalogue lacks) fills the ISBN field when it is a valid ISBN.
 */
export function CreateBook() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isbn = searchParams.get('isbn')?.trim() ?? '';
  const initialValues = isValidIsbn(isbn) ? { ...EMPTY_BOOK, isbn } : EMPTY_BOOK;
  const [createBook] = useCreateBookMutation({
    update: (cache, { data }) => evictCatalogue(cache, data?.createBook.id),
  });

  const save = (values: BookSchemaValues) =>
    createBook({ variables: { input: bookInput(values, values.available ?? true) } });
  const onSaved = () => {
    void showMessage('success', 'Added!', 'Book has been Added.');
    void navigate('/all-books');
  };

  return (
    <FormPage
      back={{ to: '/all-books', label: 'All books' }}
      eyebrow="Catalogue"
      title="Add Book"
      subtitle="Fill in the details as printed in the book."
      aside={{
        id: 'add-tips',
        title: 'Good to know',
        content: (
          <ul>
            <li>Title, author, genre, ISBN and copies are required.</li>
            <li>Each ISBN can be in the catalogue only once.</li>
            <li>New books start with 1 copy; change it if you have more.</li>
          </ul>
        ),
      }}
    >
      <BookForm
        initialValues={initialValues}
        submitLabel="Add Book"
        labelledBy="page-title"
        showAvailable
        scanIsbn
        save={save}
        onSaved={onSaved}
      />
    </FormPage>
  );
}
