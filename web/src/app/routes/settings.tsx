import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { LoanRulesScreen } from '../../features/settings/components/loan-rules-screen';

/** /settings (lazy, admins): the library's loan rules. */
export default function SettingsRoute() {
  return (
    <>
      <PageMeta title="Loan rules" />
      <RequirePermission operation="updateLoanRules">
        <LoanRulesScreen />
      </RequirePermission>
    </>
  );
}
