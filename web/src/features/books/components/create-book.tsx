import type { FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { evictCatalogue } from '../../../lib/apollo-cache';
import { showMessage } from '../../../lib/dialogs';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useCreateBookMutation } from '../api/create-book';
import { EMPTY_BOOK, type BookFormValues, type BookSchemaValues } from '../lib/book-schema';
import { BookForm } from './book-form';

/** The add form (/create-book and /add-book). */
export function CreateBook() {
  const navigate = useNavigate();
  const [createBook] = useCreateBookMutation({
    update: (cache, { data }) => evictCatalogue(cache, data?.createBook.id),
  });

  const onSubmit = async (values: BookSchemaValues, helpers: FormikHelpers<BookFormValues>) => {
    try {
      await createBook({
        variables: {
          input: {
            title: values.title,
            author: values.author,
            genre: values.genre,
            isbn: values.isbn,
            description: values.description ? values.description : null,
            copies: values.copies,
            available: values.available ?? true,
          },
        },
      });
    } catch (error: unknown) {
      helpers.setErrors(fieldErrors(error));
      toast.error(`❌ ${errorMessage(error)}`);
      return;
    }
    void showMessage('success', 'Added!', 'Book has been Added.');
    void navigate('/all-books');
  };

  return (
    <div className="container">
      <Link className="back-link" to="/all-books">
        <ArrowLeftIcon />
        All books
      </Link>
      <div className="form-layout">
        <div>
          <PageHeader eyebrow="Catalogue" title="Add Book" subtitle="Fill in the details as printed in the book." />
          <BookForm
            initialValues={EMPTY_BOOK}
            submitLabel="Add Book"
            labelledBy="page-title"
            showAvailable
            onSubmit={onSubmit}
          />
        </div>
        <aside className="aside-card" aria-labelledby="add-tips">
          <h2 id="add-tips">Good to know</h2>
          <ul>
            <li>Title, author, genre, ISBN and copies are required.</li>
            <li>Each ISBN can be in the catalogue only once.</li>
            <li>New books start with 1 copy; change it if you have more.</li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
