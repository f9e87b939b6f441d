import { GuardedPage } from '../../components/guarded-page';
import { LoanRulesScreen } from '../../features/settings/components/loan-rules-screen';

/** /settings (lazy, admins): the library's loan rules. */
export default function SettingsRoute() {
  return (
    <GuardedPage title="Loan rules" operation="updateLoanRules">
      <LoanRulesScreen />
    </GuardedPage>
  );
}
