import { ItemCard, ItemCards } from '../../../components/item-cards';
import type { LoanListProps } from './loan-table';
import { Borrower, DueOn, LoanBorrower, LoanDate, LoanTitle, RenewButton, ReturnButton } from './loan-parts';

/** The loans as stacked cards (phones): the same facts as the table, one loan per card. */
export function LoanCards({ loans, tab, returningId, onReturn, renewingId, onRenew }: LoanListProps) {
  const returned = tab === 'returned';
  return (
    <ItemCards label="Loans">
      {loans.map((loan) => (
        <ItemCard
          key={loan.id}
          titleId={`loan-title-${loan.id}`}
          title={<LoanTitle loan={loan} />}
          alert={loan.overdue && !returned}
          facts={[
            { term: 'ISBN', value: loan.isbn ?? <Borrower borrower={null} />, className: 'mono' },
            { term: 'Quantity', value: loan.quantity },
            { term: 'Borrower', value: <LoanBorrower loan={loan} /> },
            { term: 'Borrowed on', value: <LoanDate value={loan.createdAt} /> },
            { term: 'Due on', value: <DueOn loan={loan} /> },
            loan.returnedAt === null ? null : { term: 'Returned on', value: <LoanDate value={loan.returnedAt} /> },
          ]}
          actions={
            returned || loan.returnedAt !== null ? undefined : (
              <>
                <RenewButton loan={loan} busy={renewingId === loan.id} onRenew={onRenew} />
                <ReturnButton loan={loan} busy={returningId === loan.id} onReturn={onReturn} />
              </>
            )
          }
        />
      ))}
    </ItemCards>
  );
}
