import { borrowRequest } from '@library/api/contract';
import {
  BORROW_MESSAGES,
  BORROWER_MAX_LENGTH,
  MAX_QUANTITY,
  MEMBER_MESSAGES,
  borrowerOrNone,
  cardNumberProblem,
} from '@library/api/contract/rules';
import { borrowSchema, type BorrowFormValues } from '../src/features/borrow/lib/borrow-schema';
import { shownMessages } from '../src/testing/form-messages';

/** The library's day in these tests: the form and the api compare due dates with it. */
const TODAY = '2030-06-15';
const BOOK_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const VALID: BorrowFormValues = { quantity: 1, dueDate: '2030-06-29', borrower: 'Ada Lovelace', memberCard: '' };

/** The message each field shows, as the form shows them (the first per field; {} when accepted). */
function formMessages(changes: Partial<BorrowFormValues>, available = 3): Promise<Record<string, string>> {
  return shownMessages(borrowSchema(available, TODAY), { ...VALID, ...changes });
}

/**
 * The api's message for each field of the request the form would send for these values (a blank
 * quantity and a blank borrower are left out, as the form leaves them out), the first per field.
 */
function apiMessages(changes: Partial<BorrowFormValues>): Record<string, string> {
  const values = { ...VALID, ...changes };
  const borrower = borrowerOrNone(values.borrower);
  const request = {
    book: BOOK_ID,
    dueDate: values.dueDate,
    ...(values.quantity === '' ? {} : { quantity: values.quantity }),
    ...(borrower === null ? {} : { borrower }),
  };
  const result = borrowRequest(() => TODAY).safeParse(request);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!(field in shown)) shown[field] = issue.message;
  }
  return shown;
}

describe('borrow schema and the api, one source of rules and texts (@library/api/contract)', () => {
  test.each<[string, Partial<BorrowFormValues>, Record<string, string>]>([
    ['a blank quantity', { quantity: '' }, { quantity: BORROW_MESSAGES.quantityRequired }],
    ['a fraction', { quantity: 1.5 }, { quantity: BORROW_MESSAGES.quantityNotWhole }],
    ['quantity 0', { quantity: 0 }, { quantity: BORROW_MESSAGES.quantityMin }],
    ['a negative quantity', { quantity: -1 }, { quantity: BORROW_MESSAGES.quantityMin }],
    ['a blank due date', { dueDate: '' }, { dueDate: BORROW_MESSAGES.dueDateRequired }],
    ['a due date that is no date', { dueDate: 'soon' }, { dueDate: BORROW_MESSAGES.dueDateFormat }],
    ['a day that does not exist', { dueDate: '2030-02-30' }, { dueDate: BORROW_MESSAGES.dueDateFormat }],
    ['a past due date', { dueDate: '2030-06-14' }, { dueDate: BORROW_MESSAGES.dueDatePast }],
    ['a due date a year and a day ahead', { dueDate: '2031-06-16' }, { dueDate: BORROW_MESSAGES.dueDateTooFar }],
    ['a due date in the year 9999', { dueDate: '9999-12-31' }, { dueDate: BORROW_MESSAGES.dueDateTooFar }],
    [
      'a borrower with a control character',
      { borrower: 'Ada\u0007' },
      { borrower: 'Borrower must not contain control characters' },
    ],
    [
      'a borrower one character too long',
      { borrower: 'b'.repeat(BORROWER_MAX_LENGTH + 1) },
      { borrower: `Borrower must be at most ${BORROWER_MAX_LENGTH} characters` },
    ],
  ])('when the form has %s, then the form and the api give the same message', async (_what, changes, expected) => {
    expect(await formMessages(changes)).toEqual(expected);
    expect(apiMessages(changes)).toEqual(expected);
  });

  test.each<[string, Partial<BorrowFormValues>]>([
    ['the usual values', {}],
    ['a due date of today', { dueDate: TODAY }],
    ['a due date one year ahead', { dueDate: '2031-06-15' }],
    ['a blank borrower (none)', { borrower: '   ' }],
    ['a borrower at the limit, with spaces around', { borrower: `  ${'b'.repeat(BORROWER_MAX_LENGTH)}  ` }],
  ])('when the form has %s, then the form and the api accept it', async (_what, changes) => {
    expect(await formMessages(changes)).toEqual({});
    expect(apiMessages(changes)).toEqual({});
  });

  test('when the quantity is above the contract maximum, then the form and the api give the same message', async () => {
    const changes = { quantity: MAX_QUANTITY + 1 };
    expect(await formMessages(changes, MAX_QUANTITY + 10)).toEqual({ quantity: BORROW_MESSAGES.quantityMax });
    expect(apiMessages(changes)).toEqual({ quantity: BORROW_MESSAGES.quantityMax });
    expect(await formMessages({ quantity: MAX_QUANTITY }, MAX_QUANTITY + 10)).toEqual({});
    expect(apiMessages({ quantity: MAX_QUANTITY })).toEqual({});
  });

  test("when the quantity is above the copies available, then the form says so in the api's words", async () => {
    expect(await formMessages({ quantity: 4 }, 3)).toEqual({ quantity: 'Only 3 copies are available' });
    expect(await formMessages({ quantity: 2 }, 1)).toEqual({ quantity: BORROW_MESSAGES.quantityOverAvailable(1) });
    expect(await formMessages({ quantity: 3 }, 3)).toEqual({});
  });

  test.each<[string, string, string]>([
    ['a generated card with a wrong check digit', '1234567890', MEMBER_MESSAGES.cardInvalid],
    ['a card too short', 'A12', MEMBER_MESSAGES.cardInvalid],
    ['a card with punctuation', 'AB*12', MEMBER_MESSAGES.cardInvalid],
    ['an ISBN instead of a card', '978-0-441-17271-9', MEMBER_MESSAGES.cardIsIsbn],
  ])(
    "when the member card number is %s, then the form gives the contract's card message (the api's rule for cards)",
    async (_what, memberCard, expected) => {
      expect(cardNumberProblem(memberCard)).toBe(expected);
      expect(await formMessages({ memberCard, borrower: '' })).toEqual({ memberCard: expected });
    },
  );

  test.each([
    ['a generated card', '1234567897'],
    ['a generated card typed with spaces and hyphens', ' 12345-67897 '],
    ["the library's own card", 'LIB0042'],
    ['no card (blank)', '   '],
  ])('when the member card number is %s, then the form accepts it', async (_what, memberCard) => {
    expect(await formMessages({ memberCard, borrower: '' })).toEqual({});
  });
});
