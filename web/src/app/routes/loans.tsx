import { LoansScreen } from '../../features/loans/components/loans-screen';
import { GuardedPage } from '../../components/guarded-page';

/** /loans (lazy): the loans out, overdue and returned. */
export default function LoansRoute() {
  return (
    <GuardedPage title="Loans" description="The library's loans: out now, overdue and returned." operation="loans">
      <LoansScreen />
    </GuardedPage>
  );
}
