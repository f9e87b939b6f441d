/** The desk's GraphQL mocks and scans, shared by its tests. */
import type { MockLink } from '@apollo/client/testing';
import { DESK_MESSAGES, addDays } from '@library/api/contract/rules';
import { screen } from '@testing-library/react';
import {
  DeskBookByIsbnDocument,
  DeskBooksDocument,
  DeskBorrowDocument,
  DeskLendByIsbnDocument,
  DeskLoansByBookTextDocument,
  DeskMemberLendingDocument,
} from '../src/features/desk/api/desk';
import { MemberByCardDocument, ReturnLoanDocument } from '../src/components/circulation/operations';
import { libraryToday } from '../src/components/circulation/today';
import { signedInAs } from '../src/testing/access';
import { graphQLErrorResult } from '../src/testing/fixtures';
import type { renderApp } from '../src/testing/render-app';

export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

export const LIBRARIAN = signedInAs('LIBRARIAN', 'Lee Librarian');
export const CARD = '1234567897';
export const MEMBER_ID = 'member-1';
export const ISBN = '978-0-306-40615-7';
export const BOOK = {
  __typename: 'Book',
  id: 'book-1',
  title: 'Dune',
  author: 'Frank Herbert',
  isbn: '0306406152',
  copies: 2,
  available: true,
};

export function memberMock(cardNumber = CARD, found = true, fields: Record<string, unknown> = {}): Mock {
  return {
    request: { query: MemberByCardDocument, variables: { cardNumber } },
    result: {
      data: {
        memberByCard: found
          ? {
              __typename: 'Member',
              id: MEMBER_ID,
              name: 'Alex Kim',
              cardNumber: CARD,
              status: 'ACTIVE',
              blockedReason: null,
              copiesOut: 1,
              loansLeft: 4,
              ...fields,
            }
          : null,
      },
    },
  };
}

export function lendingMock(): Mock {
  return {
    request: { query: DeskMemberLendingDocument, variables: { memberId: MEMBER_ID } },
    result: {
      data: {
        loans: {
          __typename: 'LoanPage',
          items: [
            {
              __typename: 'Borrow',
              id: 'old-loan',
              bookId: 'book-9',
              title: 'Emma',
              quantity: 1,
              dueDate: addDays(libraryToday(), -3),
              overdue: true,
            },
          ],
        },
        holds: {
          __typename: 'HoldPage',
          items: [
            {
              __typename: 'Hold',
              id: 'hold-1',
              bookId: 'book-8',
              book: { __typename: 'BorrowedBook', id: 'book-8', title: 'Persuasion' },
              readyUntil: '2099-01-07',
            },
          ],
        },
      },
    },
  };
}

/** A card scanned at the desk: the member found, then their loans and ready holds. */
export function memberAtDesk(): Mock[] {
  return [memberMock(), lendingMock()];
}

export function booksMock(search: string, limit: number, items: unknown[]): Mock {
  return {
    request: { query: DeskBooksDocument, variables: { search, limit } },
    result: { data: { books: { __typename: 'BookPage', items } } },
  };
}

export function loan(id: string, name: string, cardNumber: string, dueDate: string, createdAt: string) {
  return {
    __typename: 'Borrow',
    id,
    bookId: BOOK.id,
    title: BOOK.title,
    quantity: 1,
    dueDate,
    createdAt,
    borrower: null,
    member: { __typename: 'LoanMember', id: `member-${cardNumber}`, name, cardNumber },
  };
}

export const DUE = addDays(libraryToday(), 21);
/** A loan to Alex Kim, as a borrow answers it: with their standing after it. */
export const LENT = {
  ...loan('loan-1', 'Alex Kim', CARD, DUE, '2026-11-27T02:00:00.000Z'),
  overdue: false,
  memberStanding: {
    __typename: 'Member',
    id: MEMBER_ID,
    name: 'Alex Kim',
    cardNumber: CARD,
    status: 'ACTIVE',
    blockedReason: null,
    copiesOut: 2,
    loansLeft: 3,
  },
};
/** The ISBN key of ISBN (what a scan of it looks up). */
export const ISBN_KEY = '9780306406157';

/** A book scanned with Alex Kim at the desk: the lend by ISBN, due when the server says. */
export function borrowMock(result: Mock['result']): Mock {
  return {
    request: { query: DeskLendByIsbnDocument, variables: { isbn: ISBN_KEY, member: CARD } },
    result,
  };
}

/** A scanned ISBN no book has, with Alex Kim at the desk: the lend by ISBN finds no book. */
export function noBookMock(): Mock {
  return borrowMock(graphQLErrorResult('Book not found', 'NOT_FOUND'));
}

/** A book chosen by its title lent to Alex Kim, due when the server says. */
export function borrowByIdMock(bookId: string, result: Mock['result']): Mock {
  return {
    request: { query: DeskBorrowDocument, variables: { book: bookId, quantity: 1, member: CARD } },
    result,
  };
}

/** The book of the scanned ISBN (null: none). */
export function isbnMock(book: unknown): Mock {
  return {
    request: { query: DeskBookByIsbnDocument, variables: { isbn: ISBN_KEY } },
    result: { data: { bookByIsbn: book } },
  };
}

export async function scan(user: Awaited<ReturnType<typeof renderApp>>['user'], code: string) {
  const input = screen.getByLabelText(DESK_MESSAGES.inputLabel);
  await user.type(input, `${code}{Enter}`);
}

/** The loans out of deleted books found by a loan's own ISBN or title (`by`): none unless given. */
export function deletedLoansMock(by: { isbn: string } | { search: string }, items: unknown[] = []): Mock {
  return {
    request: { query: DeskLoansByBookTextDocument, variables: by },
    result: { data: { loans: { __typename: 'LoanPage', items } } },
  };
}

/** A return of loan `id` (all of it), answered with the loan as it was and the holds its copy went to. */
export function returnMock(id: string, returned: Record<string, unknown>, putAside: unknown[] = []): Mock {
  return {
    request: { query: ReturnLoanDocument, variables: { id } },
    result: {
      data: {
        returnLoan: {
          isbn: BOOK.isbn,
          returnedAt: '2026-11-28T10:00:00.000Z',
          overdue: false,
          renewals: 0,
          renewalsLeft: 2,
          ...returned,
          putAside,
        },
      },
    },
  };
}
