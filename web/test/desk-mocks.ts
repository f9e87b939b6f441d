/** The desk's GraphQL mocks and scans, shared by its tests. */
import type { MockLink } from '@apollo/client/testing';
import { DESK_MESSAGES, addDays } from '@library/api/contract/rules';
import { screen } from '@testing-library/react';
import {
  DeskBooksDocument,
  DeskBorrowDocument,
  DeskLoansByBookTextDocument,
  DeskMemberDocument,
  DeskMemberLendingDocument,
} from '../src/features/desk/api/desk';
import { localToday } from '../src/features/desk/lib/desk-dates';
import { signedInAs } from '../src/testing/access';
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
    request: { query: DeskMemberDocument, variables: { cardNumber } },
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
        loanRules: { __typename: 'LoanRules', loanDays: 21 },
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
              dueDate: addDays(localToday(), -3),
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

export const DUE = addDays(localToday(), 21);
export const LENT = loan('loan-1', 'Alex Kim', CARD, DUE, '2026-11-27T02:00:00.000Z');

export function borrowMock(result: Mock['result']): Mock {
  return {
    request: {
      query: DeskBorrowDocument,
      variables: { book: BOOK.id, quantity: 1, dueDate: DUE, member: CARD },
    },
    result,
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
