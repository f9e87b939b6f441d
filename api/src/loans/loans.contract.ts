/**
 * The loans' requests and answers as zod schemas (re-exported by `@library/api/contract`): the api
 * validates `POST /borrow`, `GET /loans` and `GET /borrow` with them, and its JSON is typed by the
 * answers', which the gateway reads REST answers with. The lending rules (the calendar date, the
 * borrow texts, "a blank borrower is none") are contract/loan-rules'.
 */
import { z } from 'zod';
import {
  BORROWER_MAX_LENGTH,
  BORROW_MESSAGES,
  CONTROL_CHARACTERS,
  GENRES,
  LIST_DEFAULTS,
  LIST_LIMITS,
  LOAN_STATUSES,
  latestDueDate,
  MAX_QUANTITY,
  MEMBER_MESSAGES,
  MESSAGES,
  borrowerOrNone,
  calendarDate,
  isValidIsbn,
  isbnKey,
} from '../contract/rules';
import {
  count,
  ids,
  isMissing,
  oneId,
  queryValue,
  queryWholeNumber,
  restId,
  rule,
  timestamp,
  wholeNumber,
} from '../contract/schema-parts';
import { isBookId, pageMeta } from '../contract/schemas';
import { searchText } from '../books/books.contract';
import { restLoanMember, restMember, type MemberJson } from '../members/members.contract';

/** The optional borrower of a loan (a name or a card number): trimmed; absent or blank is none (borrowerOrNone). */
const borrower = z
  .string({ error: 'Borrower must be text' })
  .trim()
  .refine((text) => !CONTROL_CHARACTERS.test(text), rule(MESSAGES.controlCharacters('Borrower'), 'invalid'))
  .max(BORROWER_MAX_LENGTH, MESSAGES.tooLong('Borrower', BORROWER_MAX_LENGTH))
  .nullish()
  .transform(borrowerOrNone);

/** Longest `member` text of a borrow (a card number is at most 20 characters, an id 36). */
const MEMBER_REF_MAX_LENGTH = 64;

/**
 * The optional member of a borrow: a card number (as cardKey compares it) or a member id; trimmed,
 * absent or blank is none. Who it names is the service's question (404 MEMBER_NOT_FOUND).
 */
const memberRef = z
  .string({ error: 'Member must be text' })
  .trim()
  .refine((text) => !CONTROL_CHARACTERS.test(text), rule(MESSAGES.controlCharacters('Member'), 'invalid'))
  .max(MEMBER_REF_MAX_LENGTH, MESSAGES.tooLong('Member', MEMBER_REF_MAX_LENGTH))
  .nullish()
  .transform((text) => (text === null || text === undefined || text === '' ? undefined : text));

/** The copies a borrow lends or a return takes back: a whole number, 1..MAX_QUANTITY, in BORROW_MESSAGES' words. */
const copiesOfALoan = wholeNumber('Quantity', 1, MAX_QUANTITY, {
  required: BORROW_MESSAGES.quantityRequired,
  notWhole: BORROW_MESSAGES.quantityNotWhole,
  min: BORROW_MESSAGES.quantityMin,
  max: BORROW_MESSAGES.quantityMax,
});

/**
 * Body of `POST /borrow`: `{ book, quantity, dueDate?, borrower?, member? }`, its failures in
 * BORROW_MESSAGES' words; `member` (a card number or a member id) and a borrower together are
 * refused on `borrower` (MEMBER_MESSAGES.memberAndBorrower). The due date is the calendar date it names (calendarDate); `today` is the library's day
 * (`YYYY-MM-DD`, see dayIn): a due date before it is refused, and one after latestDueDate(today) (one
 * year ahead). Whether the asker may lend beyond the loan period is the service's (`longLoans`).
 */
export function borrowRequest(today: () => string) {
  const texts = BORROW_MESSAGES;
  return z
    .object({
      book: z
        .string({ error: (issue) => (isMissing(issue.input) ? texts.bookRequired : texts.bookNotText) })
        .trim()
        .min(1, texts.bookRequired)
        .refine(isBookId, rule(texts.bookInvalid, 'invalid'))
        .toLowerCase(),
      quantity: copiesOfALoan,
      // Left out, the loan is due the loan period after the library's today (the service decides);
      // given (the spec's call), the date it names. Blank text is still refused as required.
      dueDate: z
        .string({ error: (issue) => (isMissing(issue.input) ? texts.dueDateRequired : texts.dueDateFormat) })
        .trim()
        .min(1, texts.dueDateRequired)
        .transform((text, ctx) => {
          const date = calendarDate(text);
          if (date === undefined) {
            ctx.addIssue({ code: 'custom', ...rule(texts.dueDateFormat, 'invalid') });
            return z.NEVER;
          }
          return date;
        })
        .refine((date) => date >= today(), rule(texts.dueDatePast, 'min'))
        .refine((date) => date <= latestDueDate(today()), rule(texts.dueDateTooFar, 'max'))
        .optional(),
      borrower,
      member: memberRef,
    })
    .superRefine(({ borrower, member }, ctx) => {
      if (member !== undefined && borrower !== null) {
        ctx.addIssue({ code: 'custom', path: ['borrower'], ...rule(MEMBER_MESSAGES.memberAndBorrower, 'invalid') });
      }
    })
    .transform(({ book, quantity, dueDate, borrower, member }) => ({
      bookId: book,
      quantity,
      dueDate,
      borrower,
      member,
    }));
}
export type BorrowRequest = z.input<ReturnType<typeof borrowRequest>>;
/**
 * A borrow asked for: `member` (a card number or an id) when one was given (the store's callers may
 * leave it out); `dueDate` left out: the loan period after the library's today (dueDateFrom).
 */
export type BorrowAsk = Omit<z.output<ReturnType<typeof borrowRequest>>, 'member'> & { member?: string | undefined };
/** A borrow with its due date decided: what is recorded. */
export type BorrowInput = Omit<BorrowAsk, 'dueDate'> & { dueDate: string };

/**
 * Body of `POST /loans/:id/return`: none (or `{}`) returns every copy of the loan; `{ quantity }`
 * (1..the copies it has out) returns that many, and the rest stay out on the same loan.
 */
export const returnLoanRequest = z.object({
  quantity: copiesOfALoan.optional(),
});

export type ReturnLoanInput = z.output<typeof returnLoanRequest>;

/**
 * The query of `GET /loans`: `status` (default out), `book` (one book's loans), `member` (one
 * member's loans, by id), `isbn` (the loans whose own ISBN, kept from when they were made, is that
 * ISBN in either form) and `search` (whose own title contains the text: a deleted book's loans keep
 * both), page and limit as for books.
 */
export const listLoansQuery = z
  .object({
    status: queryValue(
      'status',
      z
        .string()
        .toLowerCase()
        .pipe(z.enum(LOAN_STATUSES, { error: `status must be one of ${LOAN_STATUSES.join(', ')}` })),
    ),
    book: queryValue(
      'book',
      z
        .string()
        .refine(isBookId, rule('book must be a valid book id', 'invalid'))
        .transform((id) => id.toLowerCase()),
    ),
    member: queryValue(
      'member',
      z
        .string()
        .refine(isBookId, rule('member must be a valid member id', 'invalid'))
        .transform((id) => id.toLowerCase()),
    ),
    isbn: queryValue(
      'isbn',
      z.string().refine(isValidIsbn, rule('isbn must be a valid ISBN', 'invalid')).transform(isbnKey),
    ),
    search: queryValue('search', searchText),
    page: queryWholeNumber('page', LIST_LIMITS.maxPage),
    limit: queryWholeNumber('limit', LIST_LIMITS.maxLimit),
  })
  .transform(({ status, book, member, isbn, search, page, limit }) => ({
    status: status ?? 'out',
    bookId: book,
    memberId: member,
    isbn,
    search,
    page: page ?? LIST_DEFAULTS.page,
    limit: limit ?? LIST_DEFAULTS.limit,
  }));
/** A loans query; `memberId`, `isbn` and `search` may be left out by the store's callers. */
export type LoanQuery = Omit<z.output<typeof listLoansQuery>, 'memberId' | 'isbn' | 'search'> & {
  memberId?: string | undefined;
  isbn?: string | undefined;
  search?: string | undefined;
};

/**
 * The query of `GET /borrow`: `page` and `limit` as for books; with either, one page (the other
 * defaulted), else undefined: every row.
 */
export const borrowSummaryQuery = z
  .object({
    page: queryWholeNumber('page', LIST_LIMITS.maxPage),
    limit: queryWholeNumber('limit', LIST_LIMITS.maxLimit),
  })
  .transform(({ page, limit }) =>
    page === undefined && limit === undefined
      ? undefined
      : { page: page ?? LIST_DEFAULTS.page, limit: limit ?? LIST_DEFAULTS.limit },
  );
export type SummaryQuery = z.output<typeof borrowSummaryQuery>;

/**
 * A loan's member, renewals and renewals left, read with defaults (no member, none) from
 * servers that do not send them.
 */
const loanCirculation = {
  member: restLoanMember.nullish().default(null),
  renewals: count.default(0),
  renewalsLeft: count.default(0),
};

/**
 * A borrow record (REST `Borrow`, the answer of `POST /borrow`); `book` is the borrowed book's id (or,
 * from other servers, the book). The loan's fields (`borrower`, `title`, `isbn`, `returnedAt`,
 * `overdue`) come from this api; servers that do not send them are read as a loan that is out.
 */
export const restBorrow = z
  .object({
    ...ids,
    book: z.union([
      restId,
      z
        .object(ids)
        .transform(oneId)
        .transform((book) => book._id),
    ]),
    quantity: count,
    dueDate: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp.optional(),
    borrower: z.string().nullish().default(null),
    title: z.string().nullish().default(null),
    isbn: z.string().nullish().default(null),
    returnedAt: timestamp.nullish().default(null),
    overdue: z.boolean().default(false),
    ...loanCirculation,
  })
  .transform(oneId);
export type RestBorrow = z.output<typeof restBorrow>;
/** A borrow record as the api sends it. */
export type BorrowJson = RestBorrow & { id: string; updatedAt: string };

/**
 * What `POST /borrow` adds to its borrow record for a member's loan: `standing`, the member as
 * `GET /members/:id` answers them just after the loan (loans out, overdue, loans left, blocked).
 */
export const restBorrowStanding = z.object({ standing: restMember.optional() });
export type BorrowAnswerJson = BorrowJson & { standing?: MemberJson };

/** The book of a borrow-summary row. */
export const restBorrowedBook = z
  .object({ ...ids, title: z.string().nullable(), isbn: z.string().nullable() })
  .transform(oneId);
export type RestBorrowedBook = z.output<typeof restBorrowedBook>;

/**
 * The book of a summary row: its title, ISBN, author and genre (those of its last borrow once the
 * book is deleted; null when unknown, and from servers that do not send author and genre).
 */
export const restSummaryBook = z
  .object({
    ...ids,
    title: z.string().nullable(),
    isbn: z.string().nullable(),
    author: z.string().nullish().default(null),
    genre: z.enum(GENRES).nullish().default(null),
  })
  .transform(oneId);
export type RestSummaryBook = z.output<typeof restSummaryBook>;

/**
 * A row of `GET /borrow`: how many copies of a book were borrowed in all, how many are out now and
 * how many of those are overdue (0 from servers that do not send them).
 */
export const restSummaryRow = z.object({
  book: restSummaryBook,
  totalQuantity: count,
  copiesOut: count.default(0),
  overdueCopies: count.default(0),
});
export type RestBorrowSummaryRow = z.output<typeof restSummaryRow>;
/** A summary row as the api sends it. */
export type SummaryRowJson = RestBorrowSummaryRow;

/**
 * A loan (`GET /loans`, `POST /loans/:id/return`): the book as it was when borrowed (its title and
 * ISBN are null only for records made before loans existed, of a book deleted since), the borrower
 * (null when none was given), `returnedAt` (null while out) and whether it is overdue.
 */
export const restLoan = z
  .object({
    ...ids,
    book: restBorrowedBook,
    quantity: count,
    dueDate: z.string(),
    borrower: z.string().nullable(),
    createdAt: timestamp,
    returnedAt: timestamp.nullable(),
    overdue: z.boolean(),
    ...loanCirculation,
  })
  .transform(oneId);
export type RestLoan = z.output<typeof restLoan>;
/** A loan as the api sends it: `id` repeats `_id`. */
export type LoanJson = RestLoan & { id: string };

/** One page of `GET /loans`: the envelope's `data` and `meta`. */
export const restLoanPage = z.object({ data: z.array(restLoan), meta: pageMeta });

/** `GET /borrow`'s data. */
export const restBorrowSummary = z.array(restSummaryRow);

/** One page of `GET /borrow?page&limit`: the envelope's `data` and `meta`. */
export const restBorrowSummaryPage = z.object({ data: z.array(restSummaryRow), meta: pageMeta });

/**
 * `GET /borrow/totals`'s data: the titles ever borrowed, the copies ever borrowed, the copies out
 * now and, of those, the overdue ones.
 */
export const restBorrowTotals = z.object({
  titles: count,
  totalBorrowed: count,
  copiesOut: count,
  overdueCopies: count,
});
export type RestBorrowTotals = z.output<typeof restBorrowTotals>;
