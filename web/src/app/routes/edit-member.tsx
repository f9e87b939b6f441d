import { useParams } from 'react-router-dom';
import { GuardedPage } from '../../components/guarded-page';
import { EditMember } from '../../features/members/components/edit-member';

/** /members/{id}/edit (lazy, librarians and admins). */
export default function EditMemberRoute() {
  const { id = '' } = useParams();
  return (
    <GuardedPage title="Edit member" operation="updateMember">
      <EditMember key={id} id={id} />
    </GuardedPage>
  );
}
