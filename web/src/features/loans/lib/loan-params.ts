import type { LoanStatus } from '../../../gql/graphql';

/** The tabs of /loans, as they appear in the URL (`?status=`). */
export type LoanTab = 'out' | 'overdue' | 'returned';

export const LOAN_TABS: readonly { tab: LoanTab; label: string }[] = [
  { tab: 'out', label: 'Out' },
  { tab: 'overdue', label: 'Overdue' },
  { tab: 'returned', label: 'Returned' },
];

/** Loans per page of /loans. */
export const LOANS_PAGE_SIZE = 10;

export interface LoanParams {
  status: LoanTab;
  page: number;
}

function isLoanTab(value: string | null): value is LoanTab {
  return value === 'out' || value === 'overdue' || value === 'returned';
}

/** The tab and page from the query string; anything unknown falls back to Out, page 1. */
export function readLoanParams(searchParams: URLSearchParams): LoanParams {
  const status = searchParams.get('status');
  const page = Number(searchParams.get('page'));
  return {
    status: isLoanTab(status) ? status : 'out',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a tab and page; the defaults (Out, page 1) are left out. */
export function writeLoanParams({ status, page }: LoanParams): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'out') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The `loans(status:)` value of a tab. */
export function loanStatus(tab: LoanTab): LoanStatus {
  const statuses: Record<LoanTab, LoanStatus> = { out: 'OUT', overdue: 'OVERDUE', returned: 'RETURNED' };
  return statuses[tab];
}
