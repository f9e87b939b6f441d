import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { AccountScreen } from '../../features/auth/components/account-screen';

/** /account (lazy, signed in). */
export default function AccountRoute() {
  return (
    <>
      <PageMeta title="Your account" />
      <RequirePermission operation="updateMyAccount">
        <AccountScreen />
      </RequirePermission>
    </>
  );
}
