/**
 * Typed test data for what the REST service answers, for tests that stand in for it
 * (FakeLibraryApi). Every value is a plain default the test overrides with what it cares about;
 * nothing here follows a REST rule (stock, availability, search, validation).
 */
import type {
  RestBook,
  RestBookPage,
  RestBorrow,
  RestBorrowSummaryPage,
  RestBorrowSummaryRow,
  RestHold,
  RestHoldPage,
  RestLoanMember,
  RestLoanPage,
  RestLoanRules,
  RestMember,
  RestMemberPage,
  RestMy,
} from '../../src/rest/types';

/** A REST book: "Dune", 2 copies, available, none on the hold shelf, created and updated at 2026-01-01T00:00:00.000Z. */
export function aBook(overrides: Partial<RestBook> = {}): RestBook {
  return {
    _id: 'book-1',
    title: 'Dune',
    author: 'Frank Herbert',
    genre: 'SCIENCE',
    isbn: '9780441013593',
    description: null,
    copies: 2,
    available: true,
    onHoldShelf: 0,
    copiesOnLoan: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A page of `GET /books` holding `items`: page 1 of 1, 4 a page, total = the number of items. */
export function aBookPage(items: RestBook[] = [], overrides: Partial<Omit<RestBookPage, 'items'>> = {}): RestBookPage {
  return { items, page: 1, limit: 4, total: items.length, totalPages: 1, ...overrides };
}

/** A REST loan of one copy of book-1 ("Dune"), due 2030-01-01, no borrower or member, out and not overdue, never renewed. */
export function aBorrow(overrides: Partial<RestBorrow> = {}): RestBorrow {
  return {
    _id: 'borrow-1',
    book: 'book-1',
    quantity: 1,
    dueDate: '2030-01-01',
    createdAt: '2026-01-02T00:00:00.000Z',
    borrower: null,
    title: 'Dune',
    isbn: '9780441013593',
    returnedAt: null,
    overdue: false,
    member: null,
    renewals: 0,
    renewalsLeft: 2,
    ...overrides,
  };
}

/** A page of `GET /loans` holding `items`: page 1 of 1, 10 a page, total = the number of items. */
export function aLoanPage(
  items: RestBorrow[] = [],
  overrides: Partial<Omit<RestLoanPage, 'items'>> = {},
): RestLoanPage {
  return { items, page: 1, limit: 10, total: items.length, totalPages: 1, ...overrides };
}

/** A row of `GET /borrow`: book-1 ("Dune"), 1 copy borrowed in all, that one out, none overdue. */
/** One page of `GET /borrow?page&limit` holding `rows` (page 1 of 1 unless `meta` says otherwise). */
export function aSummaryPage(
  rows: RestBorrowSummaryRow[],
  meta: Partial<Omit<RestBorrowSummaryPage, 'items'>> = {},
): RestBorrowSummaryPage {
  return { items: rows, page: 1, limit: 50, total: rows.length, totalPages: 1, ...meta };
}

export function aSummaryRow(
  book: Partial<RestBorrowSummaryRow['book']> = {},
  totalQuantity = 1,
  now: Partial<Pick<RestBorrowSummaryRow, 'copiesOut' | 'overdueCopies'>> = {},
): RestBorrowSummaryRow {
  return {
    book: { _id: 'book-1', title: 'Dune', isbn: '9780441013593', author: 'Frank Herbert', genre: 'SCIENCE', ...book },
    totalQuantity,
    copiesOut: totalQuantity,
    overdueCopies: 0,
    ...now,
  };
}

/** The failure envelope of the REST contract: `{ success: false, message, error, requestId }`. */
export interface RestErrorBody {
  success: false;
  message: string;
  error: {
    name: string;
    code: string;
    errors?: Record<string, { message: string }>;
    available?: number;
  };
  requestId: string;
}

/** A REST failure body with this message and error code (plus `available`, as a 409 for copies has). */
export function aRestError(message: string, code: string, extra: { available?: number } = {}): RestErrorBody {
  return { success: false, message, error: { name: 'Error', code, ...extra }, requestId: 'rest-request-1' };
}

/** A REST validation failure body: "Validation failed" with a message per field. */
export function aValidationError(fields: Record<string, string>): RestErrorBody {
  const errors: Record<string, { message: string }> = {};
  for (const [field, message] of Object.entries(fields)) errors[field] = { message };
  return {
    success: false,
    message: 'Validation failed',
    error: { name: 'ValidationError', code: 'VALIDATION_FAILED', errors },
    requestId: 'rest-request-1',
  };
}

/* Members, loan rules and holds. */

/** The member of a loan or a hold: Alex Kim, card 1234567897. */
export function aLoanMember(overrides: Partial<RestLoanMember> = {}): RestLoanMember {
  return { _id: 'member-1', name: 'Alex Kim', cardNumber: '1234567897', ...overrides };
}

/** A REST member (staff view): Alex Kim, active, no account, nothing out, 5 loans left. */
export function aMember(overrides: Partial<RestMember> = {}): RestMember {
  return {
    _id: 'member-1',
    cardNumber: '1234567897',
    name: 'Alex Kim',
    email: 'alex@example.org',
    phone: null,
    notes: null,
    status: 'active',
    blockedReason: null,
    keepHistory: false,
    account: null,
    copiesOut: 0,
    overdueLoans: 0,
    holdsReady: 0,
    loansLeft: 5,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aMemberPage(
  items: RestMember[] = [],
  overrides: Partial<Omit<RestMemberPage, 'items'>> = {},
): RestMemberPage {
  return { items, page: 1, limit: 20, total: items.length, totalPages: 1, ...overrides };
}

/** A REST hold: Alex Kim's on book-1 ("Dune"), waiting first in the queue. */
export function aHold(overrides: Partial<RestHold> = {}): RestHold {
  return {
    _id: 'hold-1',
    book: { _id: 'book-1', title: 'Dune', isbn: '9780441013593' },
    member: aLoanMember(),
    status: 'waiting',
    position: 1,
    placedAt: '2026-01-03T00:00:00.000Z',
    readyUntil: null,
    endedAt: null,
    ...overrides,
  };
}

export function aHoldPage(items: RestHold[] = [], overrides: Partial<Omit<RestHoldPage, 'items'>> = {}): RestHoldPage {
  return { items, page: 1, limit: 20, total: items.length, totalPages: 1, ...overrides };
}

/** The library's loan rules: the contract's defaults. */
export function someLoanRules(overrides: Partial<RestLoanRules> = {}): RestLoanRules {
  return {
    loanDays: 21,
    loansPerMember: 5,
    renewalsPerLoan: 2,
    holdShelfDays: 7,
    keepBorrowerDays: 30,
    keepActivityDays: 365,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `GET /my` as the gateway reads it: Alex Kim's record, no loans, no holds. */
export function aMy(overrides: Partial<RestMy> = {}): RestMy {
  return {
    cardNumber: '1234567897',
    name: 'Alex Kim',
    email: 'alex@example.org',
    phone: null,
    status: 'active',
    blockedReason: null,
    keepHistory: false,
    loansLeft: 5,
    loans: [],
    holds: [],
    ...overrides,
  };
}
