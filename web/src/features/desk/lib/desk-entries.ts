import type { DeskLoanFieldsFragment } from '../../../gql-staff/graphql';

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
