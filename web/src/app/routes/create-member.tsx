import { GuardedPage } from '../../components/guarded-page';
import { CreateMember } from '../../features/members/components/create-member';

/** /members/new (lazy, librarians and admins). */
export default function CreateMemberRoute() {
  return (
    <GuardedPage title="Add member" operation="createMember">
      <CreateMember />
    </GuardedPage>
  );
}
