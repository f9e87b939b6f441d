import type { DeskLoanFieldsFragment } from '../../../gql-staff/graphql';
import type { DeskBook } from './desk-lookups';

/** One line of the lending transaction: a loan made (with Undo) or a refusal in place. */
export type LendLine =
  { kind: 'lent'; loan: DeskLoanFieldsFragment; undone: boolean } | { kind: 'refused'; text: string; addIsbn?: string };
export type LendEntry = LendLine & { key: number };

/** One return, with who had it and whom the copy was put aside for. */
export interface ReturnEntry {
  key: number;
  loan: DeskLoanFieldsFragment;
  putAside: string[];
  undone: boolean;
  problem?: string;
}

/**
 * Choices the desk offers after a title search (books, and loans out of deleted books whose title
 * matched) or a return several borrowers could make (loans).
 */
export type Choices =
  | { kind: 'books'; books: DeskBook[]; deleted: DeskLoanFieldsFragment[] }
  | { kind: 'loans'; loans: DeskLoanFieldsFragment[] };

/** Who has a loan, as the desk names them. */
export function loanName(loan: DeskLoanFieldsFragment): string {
  return loan.member?.name ?? loan.borrower ?? 'no borrower recorded';
}
