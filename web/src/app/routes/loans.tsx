import { LoansScreen } from '../../features/loans/components/loans-screen';
import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';

/** /loans (lazy): the loans out, overdue and returned. */
export default function LoansRoute() {
  return (
    <>
      <PageMeta title="Loans" description="The library's loans: out now, overdue and returned." />
      <RequirePermission operation="loans">
        <LoansScreen />
      </RequirePermission>
    </>
  );
}
