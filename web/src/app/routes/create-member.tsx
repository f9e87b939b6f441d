import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { CreateMember } from '../../features/members/components/create-member';

/** /members/new (lazy, librarians and admins). */
export default function CreateMemberRoute() {
  return (
    <>
      <PageMeta title="Add member" />
      <RequirePermission operation="createMember">
        <CreateMember />
      </RequirePermission>
    </>
  );
}
