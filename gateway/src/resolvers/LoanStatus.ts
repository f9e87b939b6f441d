import type { LoanStatusResolvers } from '../generated/graphql';

/** GraphQL loan statuses → the REST `status` values. */
export const LoanStatus: LoanStatusResolvers = { OUT: 'out', OVERDUE: 'overdue', RETURNED: 'returned', ALL: 'all' };
