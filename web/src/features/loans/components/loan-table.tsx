import { ACTIONS_COLUMN, DataTable, type Column } from '../../../components/data-table';
import type { LoanTab } from '../lib/loan-params';
import {
  Borrower,
  DueOn,
  LoanBorrower,
  LoanDate,
  LoanTitle,
  RenewButton,
  ReturnButton,
  type LoanItem,
} from './loan-parts';

interface LoanListProps {
  loans: readonly LoanItem[];
  tab: LoanTab;
  returningId: string | null;
  onReturn: (loan: LoanItem) => void;
  renewingId: string | null;
  onRenew: (loan: LoanItem) => void;
}

export type { LoanListProps };

const COLUMNS: readonly Column[] = [
  { label: 'Title' },
  { label: 'ISBN' },
  { label: 'Quantity', className: 'num' },
  { label: 'Borrower' },
  { label: 'Borrowed on' },
  { label: 'Due on' },
];
const OPEN_COLUMNS = [...COLUMNS, ACTIONS_COLUMN];
const RETURNED_COLUMNS = [...COLUMNS, { label: 'Returned on' }];

/** The loans as a table (desktop and tablet); Returned on instead of Renew and Return on the Returned tab. */
export function LoanTable({ loans, tab, returningId, onReturn, renewingId, onRenew }: LoanListProps) {
  const returned = tab === 'returned';
  return (
    <DataTable label="Loans table" className="loan-table" columns={returned ? RETURNED_COLUMNS : OPEN_COLUMNS}>
      {loans.map((loan) => (
        <tr key={loan.id} className={loan.overdue && !returned ? 'loan-row--overdue' : undefined}>
          <th scope="row">
            <LoanTitle loan={loan} className="table__title" />
          </th>
          <td className="mono">{loan.isbn ?? <Borrower borrower={null} />}</td>
          <td className="num">{loan.quantity}</td>
          <td>
            <LoanBorrower loan={loan} />
          </td>
          <td>
            <LoanDate value={loan.createdAt} />
          </td>
          <td>
            <DueOn loan={loan} />
          </td>
          <td>
            {loan.returnedAt !== null ? (
              <LoanDate value={loan.returnedAt} />
            ) : returned ? null : (
              <span className="loan-actions">
                <RenewButton loan={loan} busy={renewingId === loan.id} onRenew={onRenew} />
                <ReturnButton loan={loan} busy={returningId === loan.id} onReturn={onReturn} />
              </span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
