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
