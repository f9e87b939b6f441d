/**
 * Reads REST success answers with the shared contract's schemas (`@library/api/contract`): each
 * reader takes the parsed JSON body and returns the typed shape, or throws UPSTREAM_BAD_RESPONSE
 * naming what was wrong. Extra fields are ignored; ids (strings, or numbers from other servers)
 * become opaque strings.
 */
import {
  restBook,
  restBookPage,
  restBorrow,
  restBorrowSummaryPage,
  restBorrowTotals,
  restHealth,
  restLoan,
  restLoanPage,
  readWith,
  restActivityPage,
  restHold,
  restHoldPage,
  restMemberPage,
  restMy,
  restPutAside,
  successEnvelope,
  type ContractSchema,
  type RestBook,
  type RestBorrow,
  type RestBorrowTotals,
  type RestHold,
  type RestHealth,
  type RestLoan,
} from '@library/api/contract';
import { z } from 'zod';
import { badResponse } from '../errors/codes';
import type {
  RestActivityPage,
  RestBookPage,
  RestBorrowRecord,
  RestBorrowSummaryPage,
  RestHoldPage,
  RestLoanPage,
  RestMemberPage,
  RestMy,
} from './types';

/** Parses `value` with `schema`, or fails with where and what did not fit the contract. */
function read<T>(schema: ContractSchema<T>, value: unknown, where: string): T {
  const reading = readWith(schema, value);
  if (reading.ok) return reading.value;
  throw badResponse(`${where}: ${reading.reason}`);
}

/** The `data` (and `meta`) of the success envelope `{ success: true, data, meta? }`. */
export function readSuccess(body: unknown, where: string): { data: unknown; meta: unknown } {
  const { data, meta } = read(successEnvelope, body, `${where} (not a REST success envelope)`);
  return { data, meta };
}

export function readBook(data: unknown, where = 'book'): RestBook {
  return read(restBook, data, where);
}

/** `GET /books/by-ids`: the books that exist, in the order asked. */
export function readBooks(data: unknown, where = 'booksByIds'): RestBook[] {
  return read(z.array(restBook), data, where);
}

export function readBookPage(data: unknown, meta: unknown): RestBookPage {
  const page = read(restBookPage, { data, meta }, 'books');
  return { items: page.data, ...page.meta };
}

export function readBorrow(data: unknown): RestBorrow {
  return read(restBorrow, data, 'borrow');
}

/** A loan of `GET /loans` or `POST /loans/:id/return` as a borrow record: the book's id, title and ISBN spread out. */
function loanAsBorrow({ book, ...loan }: RestLoan): RestBorrow {
  return { ...loan, book: book._id, title: book.title, isbn: book.isbn };
}

export function readLoan(data: unknown): RestBorrow {
  return loanAsBorrow(read(restLoan, data, 'loan'));
}

/** `POST /loans/:id/return`: the loan as a borrow record, with the holds it made ready. */
export function readReturn(data: unknown): RestBorrowRecord {
  const { putAside } = read(restPutAside, data, 'returnLoan');
  return { ...loanAsBorrow(read(restLoan, data, 'returnLoan')), putAside };
}

export function readLoanPage(data: unknown, meta: unknown): RestLoanPage {
  const page = read(restLoanPage, { data, meta }, 'loans');
  return { items: page.data.map(loanAsBorrow), ...page.meta };
}

export function readBorrowSummaryPage(data: unknown, meta: unknown): RestBorrowSummaryPage {
  const page = read(restBorrowSummaryPage, { data, meta }, 'borrow summary');
  return { items: page.data, ...page.meta };
}

export function readBorrowTotals(data: unknown): RestBorrowTotals {
  return read(restBorrowTotals, data, 'borrow totals');
}

export function readHealth(data: unknown): RestHealth {
  return read(restHealth, data, 'health');
}

/*
 * Sign-in, accounts, staff, tokens and activity: the api's contract has their answers'
 * schemas, re-exported here under the names the gateway uses.
 */
export {
  restAccount,
  restAccountSession,
  restActivityEntry,
  restApiToken,
  restApiTokens,
  restAuthMe as restMe,
  restCreatedApiToken,
  restInvitation,
  restInvitationDetails,
  restPasskey,
  restPasskeys,
  restRecordHistory,
  restRecordHistories,
  restSignInAnswer as restSignIn,
  restStaffAccount,
  restStaffAccounts,
  restWebAuthnOptions,
} from '@library/api/contract';

/** The data of an answer, read with one of the schemas above. */
export function readAs<T>(schema: ContractSchema<T>, data: unknown, where: string): T {
  return read(schema, data, where);
}

export function readActivityPage(data: unknown, meta: unknown): RestActivityPage {
  const page = read(restActivityPage, { data, meta }, 'activity');
  return { items: page.data, ...page.meta };
}

/*
 * Members, loan rules, renewals and holds: the api's contract has their answers' schemas,
 * re-exported here under the names the gateway uses.
 */
export {
  restHold,
  restLoanMember,
  restLoanRules,
  restMember,
  restMemberInvitation,
  restMyMember,
} from '@library/api/contract';

export function readMemberPage(data: unknown, meta: unknown): RestMemberPage {
  const page = read(restMemberPage, { data, meta }, 'members');
  return { items: page.data, ...page.meta };
}

/** `GET /holds/queues`: several books' active holds, each book's in queue order. */
export function readHolds(data: unknown, where = 'holdQueues'): RestHold[] {
  return read(z.array(restHold), data, where);
}

export function readHoldPage(data: unknown, meta: unknown): RestHoldPage {
  const page = read(restHoldPage, { data, meta }, 'holds');
  return { items: page.data, ...page.meta };
}

/** `GET /my` and `PATCH /my`: the member's record, their loans as borrow records, their holds. */
export function readMy(data: unknown): RestMy {
  const { member, loans, holds } = read(restMy, data, 'my');
  return { ...member, loans: loans.map(loanAsBorrow), holds };
}

/** `DELETE /auth/sessions/others`: how many sessions ended. */
export const endedCount = z.object({ ended: z.number().int().min(0) });
