import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { ActivityScreen } from '../../features/staff/components/activity-screen';

/** /activity (lazy, admins). */
export default function ActivityRoute() {
  return (
    <>
      <PageMeta title="Activity" />
      <RequirePermission operation="activity">
        <ActivityScreen />
      </RequirePermission>
    </>
  );
}
