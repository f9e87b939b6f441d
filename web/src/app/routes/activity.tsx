import { GuardedPage } from '../../components/guarded-page';
import { ActivityScreen } from '../../features/staff/components/activity-screen';

/** /activity (lazy, admins). */
export default function ActivityRoute() {
  return (
    <GuardedPage title="Activity" operation="activity">
      <ActivityScreen />
    </GuardedPage>
  );
}
