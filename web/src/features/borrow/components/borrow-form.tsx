import { BORROWER_MAX_LENGTH, borrowerOrNone } from '@library/api/contract/rules';
import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { InputField, SubmitButton } from '../../../components/form-fields';
import { evictCatalogue } from '../../../lib/apollo-cache';
import { showMessage } from '../../../lib/dialogs';
import { fieldErrors, serverMessage } from '../../../lib/errors';
import { useBorrowBookMutation } from '../api/borrow-book';
import { borrowSchema, type BorrowFormValues } from '../lib/borrow-schema';
import { inDaysIso, todayIso } from '../lib/dates';

/** The due date the form suggests: two weeks from today. */
const SUGGESTED_LOAN_DAYS = 14;

/** What the form needs to know about the book being borrowed. */
export interface BorrowableBook {
  id: string;
  copies: number;
}

/**
 * Quantity, due date and an optional borrower for one book; on success a dialog, then the borrow
 * summary.
 */
export function BorrowForm({ book }: { book: BorrowableBook }) {
  const navigate = useNavigate();
  const [borrowBook] = useBorrowBookMutation({
    update: (cache) => evictCatalogue(cache, book.id),
  });
  const today = todayIso();
  const schema = borrowSchema(book.copies, today);
  const initialValues: BorrowFormValues = {
    quantity: 1,
    dueDate: inDaysIso(SUGGESTED_LOAN_DAYS),
    borrower: '',
  };

  return (
    <Formik<BorrowFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const parsed = await schema.validate(values);
        try {
          // A blank borrower is none: left out of the request.
          const borrower = borrowerOrNone(parsed.borrower);
          await borrowBook({
            variables: {
              book: book.id,
              quantity: parsed.quantity,
              dueDate: parsed.dueDate,
              ...(borrower === null ? {} : { borrower }),
            },
          });
        } catch (error: unknown) {
          const fields = fieldErrors(error);
          helpers.setErrors({ quantity: fields['quantity'], dueDate: fields['dueDate'], borrower: fields['borrower'] });
          void showMessage('error', serverMessage(error) ?? '❌ Borrowing failed.');
          return;
        }
        void showMessage('success', '✅ Book borrowed successfully!');
        void navigate('/borrow-summary');
      }}
    >
      <Form className="form-card" noValidate aria-labelledby="page-title">
        <div className="form-grid">
          <InputField
            name="quantity"
            label="Quantity"
            type="number"
            min={1}
            max={book.copies}
            step={1}
            hint={`1 to ${book.copies} ${book.copies === 1 ? 'copy' : 'copies'}.`}
          />
          <InputField name="dueDate" label="Due date" type="date" min={today} hint="Today or later." />
          <InputField
            name="borrower"
            label="Borrower"
            maxLength={BORROWER_MAX_LENGTH}
            required={false}
            className="form-grid__wide"
            hint="Name or card number (optional)."
          />
        </div>
        <div className="form-actions">
          <SubmitButton>Confirm Borrow</SubmitButton>
          <Link className="button button--secondary" to={`/books/${book.id}`}>
            Cancel
          </Link>
        </div>
      </Form>
    </Formik>
  );
}
