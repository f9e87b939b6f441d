import {
  BORROW_MESSAGES,
  BORROWER_MAX_LENGTH,
  CONTROL_CHARACTERS,
  MAX_QUANTITY,
  MESSAGES,
  calendarDate,
  cardNumberProblem,
  latestDueDate,
} from '@library/api/contract/rules';
import { number, object, string, type InferType } from 'yup';
import { libraryToday } from '../../../components/circulation/dates';

/**
 * Borrow form rules: quantity 1..copies available (and at most the contract's most a borrow takes),
 * due date required, a calendar date, today or later and at most a year ahead, and an optional borrower (a name or card
 * number) trimmed, without control characters and at most the REST contract's length, or a member's
 * card number (blank: none; else a card number the library accepts: the contract's cardNumberProblem,
 * so a mistyped generated card is caught before asking). Rules and texts
 * come from `@library/api/contract/rules`, as the api checks them (web/test/borrow-schema.test.ts
 * holds the two to the same messages).
 */
export function borrowSchema(available: number, today: string = libraryToday()) {
  const most = Math.min(available, MAX_QUANTITY);
  return object({
    quantity: number()
      .transform((value: number, original: unknown) => (original === '' ? undefined : value))
      .typeError(BORROW_MESSAGES.quantityNotWhole)
      .required(BORROW_MESSAGES.quantityRequired)
      .integer(BORROW_MESSAGES.quantityNotWhole)
      .min(1, BORROW_MESSAGES.quantityMin)
      .max(
        most,
        available > MAX_QUANTITY ? BORROW_MESSAGES.quantityMax : BORROW_MESSAGES.quantityOverAvailable(available),
      ),
    dueDate: string()
      .required(BORROW_MESSAGES.dueDateRequired)
      .test({
        name: 'calendar-date',
        message: BORROW_MESSAGES.dueDateFormat,
        skipAbsent: true,
        test: (value) => calendarDate(value) !== undefined,
      })
      .test({
        name: 'not-past',
        message: BORROW_MESSAGES.dueDatePast,
        // An empty or malformed date is the rules' above to report.
        skipAbsent: true,
        test: (value) => {
          const date = calendarDate(value);
          return date === undefined || date >= today;
        },
      })
      .test({
        name: 'within-a-year',
        message: BORROW_MESSAGES.dueDateTooFar,
        skipAbsent: true,
        test: (value) => {
          const date = calendarDate(value);
          return date === undefined || date <= latestDueDate(today);
        },
      }),
    borrower: string()
      .trim()
      .test(
        'no-control-characters',
        MESSAGES.controlCharacters('Borrower'),
        (value) => !CONTROL_CHARACTERS.test(value ?? ''),
      )
      .max(BORROWER_MAX_LENGTH, MESSAGES.tooLong('Borrower', BORROWER_MAX_LENGTH)),
    memberCard: string()
      .trim()
      .test({
        name: 'card-number',
        test(value, context) {
          if (value === undefined || value === '') return true;
          const problem = cardNumberProblem(value);
          return problem === undefined ? true : context.createError({ message: problem });
        },
      }),
  });
}

export type BorrowValues = InferType<ReturnType<typeof borrowSchema>>;

export interface BorrowFormValues {
  quantity: number | '';
  dueDate: string;
  /** A name or card number; blank is no borrower. */
  borrower: string;
  /** A member's card number; blank is no member (then `borrower` may say who borrows). */
  memberCard: string;
}
