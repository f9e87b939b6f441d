import { BORROWER_MAX_LENGTH, CONTROL_CHARACTERS, MESSAGES } from '@library/api/contract/rules';
import { number, object, string, type InferType } from 'yup';
import { todayIso } from './dates';

/**
 * Borrow form rules: quantity 1..copies available, due date required and today or later, and an
 * optional borrower (a name or card number) trimmed, without control characters and at most the REST
 * contract's length (rules and texts from `@library/api/contract/rules`, as the api checks them).
 */
export function borrowSchema(available: number, today: string = todayIso()) {
  return object({
    quantity: number()
      .transform((value: number, original: unknown) => (original === '' ? undefined : value))
      .typeError('Quantity must be a number')
      .required('Quantity is required')
      .integer('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(available, `Only ${available} ${available === 1 ? 'copy is' : 'copies are'} available`),
    dueDate: string()
      .required('Due date is required')
      .matches(/^\d{4}-\d{2}-\d{2}$/, 'Due date must be a valid date')
      .test({
        name: 'not-past',
        message: 'Due date must be today or later',
        // An empty date is the required rule's to report.
        skipAbsent: true,
        test: (value) => value >= today,
      }),
    borrower: string()
      .trim()
      .test(
        'no-control-characters',
        MESSAGES.controlCharacters('Borrower'),
        (value) => !CONTROL_CHARACTERS.test(value ?? ''),
      )
      .max(BORROWER_MAX_LENGTH, MESSAGES.tooLong('Borrower', BORROWER_MAX_LENGTH)),
  });
}

export type BorrowValues = InferType<ReturnType<typeof borrowSchema>>;

export interface BorrowFormValues {
  quantity: number | '';
  dueDate: string;
  /** A name or card number; blank is no borrower. */
  borrower: string;
}
