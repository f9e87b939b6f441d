import type { MockLink } from '@apollo/client/testing';
import type { StaffRole } from '@library/api/contract/rules';
import type { AccessQuery } from '../gql/graphql';
import { AccessDocument } from '../lib/access';

/** Who is viewing, as the shell's Access query answers it (with __typename, as Apollo's cache sees it). */
export interface AccessFixture {
  viewer: (NonNullable<AccessQuery['viewer']> & { __typename: 'Viewer' }) | null;
  library: AccessQuery['library'] & { __typename: 'Library' };
}

/** The fixtures' library is in the time zone the tests run in, so its today is the device's. */
export const DEVICE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A library with no staff account: everyone may do what a librarian may (today's screens). */
export const OPEN_LIBRARY: AccessFixture = {
  viewer: null,
  library: { __typename: 'Library', open: true, timeZone: DEVICE_TIME_ZONE },
};

/** A protected library's visitor (signed out). */
export const VISITOR: AccessFixture = {
  viewer: null,
  library: { __typename: 'Library', open: false, timeZone: DEVICE_TIME_ZONE },
};

/** A signed-in person of a protected library, with `role` (null: not staff). */
export function signedInAs(role: StaffRole | null, name = `A ${role ?? 'member'}`): AccessFixture {
  return {
    viewer: {
      __typename: 'Viewer',
      id: `account-${name}`,
      email: `${name.replace(/\W+/g, '.')}@example.org`,
      name,
      role,
      member: null,
    },
    library: { __typename: 'Library', open: false, timeZone: DEVICE_TIME_ZONE },
  };
}

/** The member id the fixtures give the member of a card number. */
export function memberIdOf(cardNumber: string): string {
  return `member-${cardNumber}`;
}

/** A signed-in member (no staff role) of a protected library, with their card number. */
export function signedInAsMember(name = 'Alex Kim', cardNumber = '1234567897'): AccessFixture {
  const access = signedInAs(null, name);
  if (!access.viewer) throw new Error('signedInAs gives a viewer');
  const member = { __typename: 'ViewerMember' as const, id: memberIdOf(cardNumber), cardNumber, name };
  return { ...access, viewer: { ...access.viewer, member } };
}

/** The Access query answered with `access` (after a sign-in or out, the shell asks again). */
export function accessMock(access: AccessFixture): MockLink.MockedResponse<AccessQuery> {
  return { request: { query: AccessDocument }, result: { data: access } };
}
