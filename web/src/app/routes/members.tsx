import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { MemberList } from '../../features/members/components/member-list';

/** /members (lazy, circulation staff): search, sort and page through the members. */
export default function MembersRoute() {
  return (
    <>
      <PageMeta title="Members" />
      <RequirePermission operation="members">
        <MemberList />
      </RequirePermission>
    </>
  );
}
