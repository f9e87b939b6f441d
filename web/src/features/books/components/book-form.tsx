import { Form, Formik } from 'formik';
import { CheckboxField, InputField, SelectField, SubmitButton, TextAreaField } from '../../../components/form-fields';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { FormErrorToast, showFormError } from '../../../lib/toast-form';
import { bookSchema, type BookFormValues, type BookSchemaValues } from '../lib/book-schema';
import { GENRES } from '../lib/genres';
import { IsbnLookup } from './isbn-lookup';
import { ScanIsbn } from './scan-isbn';

interface BookFormProps {
  initialValues: BookFormValues;
  submitLabel: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** The add form has the Available checkbox; on edit availability follows the copies. */
  showAvailable: boolean;
  /** The add form has "Scan ISBN" (the camera) and looks a typed or scanned ISBN up. */
  scanIsbn?: boolean;
  /** Sends the checked values; when it fails, the server's field errors land under the fields and its message in a toast until the form changes or is sent again. */
  save: (values: BookSchemaValues) => Promise<unknown>;
  /** After a save that succeeded. */
  onSaved: () => void;
}

/** The fields of a book, validated by the shared yup schema; server field errors land under the fields. */
export function BookForm({
  initialValues,
  submitLabel,
  labelledBy,
  showAvailable,
  scanIsbn = false,
  save,
  onSaved,
}: BookFormProps) {
  return (
    <Formik<BookFormValues>
      initialValues={initialValues}
      validationSchema={bookSchema}
      onSubmit={async (values, helpers) => {
        const parsed = await bookSchema.validate(values, { stripUnknown: true });
        try {
          await save(parsed);
        } catch (error: unknown) {
          helpers.setErrors(fieldErrors(error));
          showFormError(helpers, errorMessage(error));
          return;
        }
        onSaved();
      }}
    >
      <Form className="form-card" noValidate aria-labelledby={labelledBy}>
        <FormErrorToast />
        <div className="form-grid">
          <InputField name="title" label="Title" className="form-grid__wide" />
          <InputField name="author" label="Author" />
          <SelectField name="genre" label="Genre" options={GENRES} placeholder="Select a genre" />
          {/* "Scan ISBN" shares the ISBN cell: a wide row of its own would move the form's button when a
              message appears under Copies on blur, and the click that caused the blur would miss it. */}
          <div className="form-grid__cell">
            <InputField
              name="isbn"
              label="ISBN"
              hint="An ISBN-10 or ISBN-13, check digit included; hyphens are fine."
            />
            {scanIsbn ? <ScanIsbn /> : null}
            {scanIsbn ? <IsbnLookup /> : null}
          </div>
          <InputField name="copies" label="Copies" type="number" min={0} step={1} inputMode="numeric" />
          <TextAreaField name="description" label="Description" rows={3} optional className="form-grid__wide" />
          {showAvailable ? (
            <div className="form-grid__wide">
              <CheckboxField
                name="available"
                label="Available"
                hint="Visitors can borrow this book. A book with 0 copies is never available."
              />
            </div>
          ) : null}
        </div>
        <div className="form-actions">
          <SubmitButton>{submitLabel}</SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}
