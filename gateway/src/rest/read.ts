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
  successEnvelope,
  type ContractSchema,
  type RestBook,
  type RestBorrow,
  type RestBorrowTotals,
  type RestHealth,
  type RestLoan,
} from '@library/api/contract';
import { badResponse } from '../errors/codes';
import type { RestBookPage, RestBorrowSummaryPage, RestLoanPage } from './types';

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
