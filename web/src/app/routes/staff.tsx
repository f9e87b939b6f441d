import { GuardedPage } from '../../components/guarded-page';
import { StaffScreen } from '../../features/staff/components/staff-screen';

/** /staff (lazy, admins). */
export default function StaffRoute() {
  return (
    <GuardedPage title="Staff" operation="staffAccounts">
      <StaffScreen />
    </GuardedPage>
  );
}
