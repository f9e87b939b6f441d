import type { AccountStatus } from '../../../gql-staff/graphql';

/** A member's sign-in in words. */
export function accountText(account: AccountStatus | null): string {
  switch (account) {
    case null:
      return 'Not invited';
    case 'INVITED':
      return 'Invited (no password yet)';
    case 'ACTIVE':
      return 'Signs in';
    case 'DISABLED':
      return 'Disabled';
  }
}

/** '1 renewal left' / '2 renewals left'. */
export function renewalsLeftText(n: number): string {
  return `${n} ${n === 1 ? 'renewal' : 'renewals'} left`;
}

/** What a loan is called: its title as borrowed, else its ISBN, else 'Unknown book'. */
export function loanName(loan: { title: string | null; isbn: string | null }): string {
  return loan.title ?? loan.isbn ?? 'Unknown book';
}
