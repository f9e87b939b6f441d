import type { LoanStatus } from '../../../gql-staff/graphql';

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
  /** Only this member's loans (`?member=<id>`, as the member page links); null: every borrower's. */
  member?: string | null;
}

function isLoanTab(value: string | null): value is LoanTab {
  return value === 'out' || value === 'overdue' || value === 'returned';
}

/** The tab, page and member from the query string; anything unknown falls back to Out, page 1, everyone. */
export function readLoanParams(searchParams: URLSearchParams): LoanParams {
  const status = searchParams.get('status');
  const page = Number(searchParams.get('page'));
  const member = searchParams.get('member')?.trim() ?? '';
  return {
    status: isLoanTab(status) ? status : 'out',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    member: member === '' ? null : member,
  };
}

/** The query string of a tab, page and member; the defaults (Out, page 1, everyone) are left out. */
export function writeLoanParams({ status, page, member = null }: LoanParams): URLSearchParams {
  const params = new URLSearchParams();
  if (member !== null) params.set('member', member);
  if (status !== 'out') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The `loans(status:)` value of a tab. */
export function loanStatus(tab: LoanTab): LoanStatus {
  const statuses: Record<LoanTab, LoanStatus> = { out: 'OUT', overdue: 'OVERDUE', returned: 'RETURNED' };
  return statuses[tab];
}
