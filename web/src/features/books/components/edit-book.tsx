import { availableWith, COPIES_MESSAGES } from '@library/api/contract/rules';
import { useNavigate } from 'react-router-dom';
import { FormPage } from '../../../components/form-page';
import { Spinner } from '../../../components/spinner';
import { evictCatalogue } from '../../../lib/apollo-cache';
import { isNotFoundError } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useBookCopiesQuery } from '../api/book-copies';
import { useBookQuery } from '../api/get-book';
import { useUpdateBookMutation } from '../api/update-book';
import { bookInput, formValuesOf, type BookSchemaValues } from '../lib/book-schema';
import { BookForm } from './book-form';
import { BookNotFound } from './book-not-found';
import { LoadError } from './load-error';

/** The edit form (/edit-book/{id}); availability follows the copies (copies > 0). */
export function EditBook({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useBookQuery({ variables: { id } });
  // Copies on loan, for the note on Copies (staff's query; no note when it cannot be read).
  const onLoan = useBookCopiesQuery({ variables: { id } }).data?.book?.copiesOnLoan;
  const [updateBook] = useUpdateBookMutation({
    update: (cache) => evictCatalogue(cache, id),
  });

  if (loading && !data) return <Spinner label="Loading book data..." />;
  if (error && isNotFoundError(error)) return <BookNotFound />;
  if (error) return <LoadError error={error} onRetry={() => refetch()} />;
  const book = data?.book;
  if (!book) return <BookNotFound />;

  // Availability follows the copies: the edit form has no Available box.
  const save = (values: BookSchemaValues) =>
    updateBook({ variables: { id, input: bookInput(values, availableWith(values.copies)) } });
  const onSaved = () => {
    toast.success('✅ Book updated successfully');
    void navigate('/all-books');
  };

  return (
    <FormPage
      back={{ to: `/books/${id}`, label: 'Back to the book' }}
      eyebrow={book.title}
      title="Edit Book"
      subtitle="Change what needs changing and save."
      aside={{
        id: 'edit-tips',
        title: 'Availability',
        content: (
          <>
            <p>
              A book is available while it has copies on the shelf. Set copies to 0 to take it out of lending; any
              number above 0 makes it available again.
            </p>
            {onLoan === undefined ? null : <p className="copies-note">{COPIES_MESSAGES.shelfOnly(onLoan)}</p>}
          </>
        ),
      }}
    >
      <BookForm
        key={book.id}
        initialValues={formValuesOf(book)}
        submitLabel="Update Book"
        labelledBy="page-title"
        showAvailable={false}
        save={save}
        onSaved={onSaved}
      />
    </FormPage>
  );
}
