import type { FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { evictCatalogue } from '../../../lib/apollo-cache';
import { errorMessage, fieldErrors, isNotFoundError } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useBookQuery } from '../api/get-book';
import { useUpdateBookMutation } from '../api/update-book';
import type { BookFormValues, BookSchemaValues } from '../lib/book-schema';
import type { BookItem } from '../types';
import { BookForm } from './book-form';
import { BookNotFound } from './book-not-found';
import { LoadError } from './load-error';

function toFormValues(book: BookItem): BookFormValues {
  return {
    title: book.title,
    author: book.author,
    genre: book.genre,
    isbn: book.isbn,
    description: book.description ?? '',
    copies: book.copies,
    available: book.available,
  };
}

/** The edit form (/edit-book/{id}); availability follows the copies (copies > 0). */
export function EditBook({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useBookQuery({ variables: { id } });
  const [updateBook] = useUpdateBookMutation({
    update: (cache) => evictCatalogue(cache, id),
  });

  if (loading && !data) return <Spinner label="Loading book data..." />;
  if (error && isNotFoundError(error)) return <BookNotFound />;
  if (error) return <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  const book = data?.book;
  if (!book) return <BookNotFound />;

  const onSubmit = async (values: BookSchemaValues, helpers: FormikHelpers<BookFormValues>) => {
    try {
      await updateBook({
        variables: {
          id,
          input: {
            title: values.title,
            author: values.author,
            genre: values.genre,
            isbn: values.isbn,
            description: values.description ? values.description : null,
            copies: values.copies,
            available: values.copies > 0,
          },
        },
      });
    } catch (updateError: unknown) {
      helpers.setErrors(fieldErrors(updateError));
      toast.error(`❌ ${errorMessage(updateError)}`);
      return;
    }
    toast.success('✅ Book updated successfully');
    void navigate('/all-books');
  };

  return (
    <div className="container">
      <Link className="back-link" to={`/books/${id}`}>
        <ArrowLeftIcon />
        Back to the book
      </Link>
      <div className="form-layout">
        <div>
          <PageHeader eyebrow={book.title} title="Edit Book" subtitle="Change what needs changing and save." />
          <BookForm
            key={book.id}
            initialValues={toFormValues(book)}
            submitLabel="Update Book"
            labelledBy="page-title"
            showAvailable={false}
            onSubmit={onSubmit}
          />
        </div>
        <aside className="aside-card" aria-labelledby="edit-tips">
          <h2 id="edit-tips">Availability</h2>
          <p>
            A book is available while it has copies on the shelf. Set copies to 0 to take it out of lending; any number
            above 0 makes it available again.
          </p>
        </aside>
      </div>
    </div>
  );
}
