import { useParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { EditMember } from '../../features/members/components/edit-member';

/** /members/{id}/edit (lazy, librarians and admins). */
export default function EditMemberRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta title="Edit member" />
      <RequirePermission operation="updateMember">
        <EditMember key={id} id={id} />
      </RequirePermission>
    </>
  );
}
