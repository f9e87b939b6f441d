import { GuardedPage } from '../../components/guarded-page';
import { MemberList } from '../../features/members/components/member-list';

/** /members (lazy, circulation staff): search, sort and page through the members. */
export default function MembersRoute() {
  return (
    <GuardedPage title="Members" operation="members">
      <MemberList />
    </GuardedPage>
  );
}
