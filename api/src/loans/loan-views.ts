/**
 * A loan as the api shows it (LoanView, with the renewals it has left) and its JSON: one mapper
 * (loanJson, the contract's LoanJson), and the answer of `POST /borrow` (BorrowJson) built from it.
 */
import {
  isOverdue,
  renewalsLeft,
  type BorrowJson,
  type LoanJson,
  type LoanMemberJson,
  type LoanRules,
} from '../contract';
import type * as q from './loans.queries';

/** A loan as the api shows it: its member, whether overdue, and the renewals it has left (0 once returned). */
export interface LoanView extends q.LoanRow {
  renewalsLeft: number;
}

/** A loan with the renewals it has left under `rules` (none once returned). */
export function loanView(row: q.LoanRow, rules: Pick<LoanRules, 'renewalsPerLoan'>): LoanView {
  return { ...row, renewalsLeft: row.returnedAt === null ? renewalsLeft(row.renewals, rules) : 0 };
}

/** A loan's member as loans show them (LoanMemberJson). */
export function loanMemberJson(member: q.LoanMember | null): LoanMemberJson | null {
  return member === null ? null : { _id: member.id, name: member.name, cardNumber: member.cardNumber };
}

/** A loan of `GET /loans` and `POST /loans/:id/return`: the book as it was when borrowed. */
export function loanJson(row: LoanView): LoanJson {
  return {
    _id: row.id,
    id: row.id,
    book: { _id: row.bookId, title: row.title, isbn: row.isbn },
    quantity: row.quantity,
    dueDate: row.dueDate,
    borrower: row.borrower,
    createdAt: row.createdAt.toISOString(),
    returnedAt: row.returnedAt?.toISOString() ?? null,
    overdue: row.overdue,
    member: loanMemberJson(row.member),
    renewals: row.renewals,
    renewalsLeft: row.renewalsLeft,
  };
}

/**
 * The answer of `POST /borrow`, from the loan's JSON: the contract's borrow record, whose `book` is
 * the book's id with its title and ISBN beside it (the spec's shape), overdue on the library's
 * `today`, and `updatedAt`.
 */
export function borrowJson(row: LoanView, today: string): BorrowJson {
  const loan = loanJson(row);
  return {
    _id: loan._id,
    id: loan.id,
    book: loan.book._id,
    quantity: loan.quantity,
    dueDate: loan.dueDate,
    borrower: loan.borrower,
    title: loan.book.title,
    isbn: loan.book.isbn,
    returnedAt: loan.returnedAt,
    overdue: isOverdue(row, today),
    member: loan.member,
    renewals: loan.renewals,
    renewalsLeft: loan.renewalsLeft,
    createdAt: loan.createdAt,
    updatedAt: row.updatedAt.toISOString(),
  };
}
