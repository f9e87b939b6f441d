import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { StaffScreen } from '../../features/staff/components/staff-screen';

/** /staff (lazy, admins). */
export default function StaffRoute() {
  return (
    <>
      <PageMeta title="Staff" />
      <RequirePermission operation="staffAccounts">
        <StaffScreen />
      </RequirePermission>
    </>
  );
}
