/**
 * A form's error toast: the failure of a Formik form that is no field's (or besides its fields),
 * shown by `showFormError` in the form's submit handler and by `<FormErrorToast />` inside the form.
 * It stays no longer than it is true: it goes when the form is sent again (and so when it succeeds),
 * when a value changes, and when the form goes away (a success that navigates).
 */
import { useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef } from 'react';
import { toast } from './toast';

interface FormErrorStatus {
  formError: string;
}

function formError(status: unknown): string | null {
  if (typeof status !== 'object' || status === null || !('formError' in status)) return null;
  const { formError: message } = status as FormErrorStatus;
  return typeof message === 'string' ? message : null;
}

/** Shows `message` as the form's error toast (the form renders `<FormErrorToast />`). */
export function showFormError(helpers: Pick<FormikHelpers<never>, 'setStatus'>, message: string): void {
  const status: FormErrorStatus = { formError: message };
  helpers.setStatus(status);
}

/** Inside a Formik form: its error toast while the error stands (see the file's comment). */
export function FormErrorToast() {
  const form = useFormikContext<unknown>();
  const { values, submitCount, setStatus } = form;
  const status: unknown = form.status;
  const message = formError(status);

  // A new status object is a new failure: shown again even with the same words.
  useEffect(() => {
    if (message === null) return undefined;
    const id = toast.error(`❌ ${message}`);
    return () => toast.dismiss(id);
  }, [message, status]);

  const seen = useRef({ values, submitCount });
  useEffect(() => {
    const changed = seen.current.values !== values || seen.current.submitCount !== submitCount;
    seen.current = { values, submitCount };
    if (changed && message !== null) setStatus(undefined);
  }, [values, submitCount, message, setStatus]);

  return null;
}
