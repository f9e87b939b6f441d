import { GuardedPage } from '../../components/guarded-page';
import { AccountScreen } from '../../features/auth/components/account-screen';

/** /account (lazy, signed in). */
export default function AccountRoute() {
  return (
    <GuardedPage title="Your account" operation="updateMyAccount">
      <AccountScreen />
    </GuardedPage>
  );
}
