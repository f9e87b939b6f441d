import type { DeskLoanFieldsFragment, DeskMemberLendingQuery } from '../../../gql-staff/graphql';

/**
 * The member panel's loans out and holds ready after a loan the desk just made: the loan first, and
 * the member's ready hold of its book gone (a member's ready hold of a book is lent first). What a
 * refetch would show, without one.
 */
export function withLoan(
  lending: DeskMemberLendingQuery,
  loan: DeskLoanFieldsFragment & { overdue: boolean },
): DeskMemberLendingQuery {
  const { id, bookId, title, quantity, dueDate, overdue } = loan;
  return {
    ...lending,
    loans: { ...lending.loans, items: [{ id, bookId, title, quantity, dueDate, overdue }, ...lending.loans.items] },
    holds: { ...lending.holds, items: lending.holds.items.filter((hold) => hold.bookId !== bookId) },
  };
}
