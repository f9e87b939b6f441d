import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormFailure, SubmitButton } from '../../../components/form-fields';
import { fieldErrors } from '../../../lib/errors';
import { authFailure } from '../lib/auth-errors';

interface AuthFormProps<Values extends FormikValues> {
  initialValues: Values;
  schema: AnyObjectSchema;
  /** Id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  /** Sends the values; a failure shows its field errors under the fields and its message above the button. */
  submit: (values: Values) => Promise<unknown>;
  /** The text for INVALID_CREDENTIALS (sign-in: the password's; setup: the code's). */
  wrongCredentials?: string;
  /** After a submit that succeeded, with the form's helpers (to reset it). */
  onDone?: (helpers: FormikHelpers<Values>) => void;
  children: ReactNode;
}

/** A form of the auth screens: Formik + the contract's yup schema, the server's refusal in an alert. */
export function AuthForm<Values extends FormikValues>({
  initialValues,
  schema,
  labelledBy,
  submitLabel,
  submit,
  wrongCredentials,
  onDone,
  children,
}: AuthFormProps<Values>) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          await submit(values);
        } catch (error: unknown) {
          helpers.setErrors(fieldErrors(error) as never);
          setFailure(authFailure(error, wrongCredentials));
          return;
        }
        onDone?.(helpers);
      }}
    >
      <Form className="form-card auth-form" noValidate aria-labelledby={labelledBy}>
        {children}
        <FormFailure message={failure} />
        <div className="form-actions">
          <SubmitButton>{submitLabel}</SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}
