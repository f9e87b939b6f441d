import { useParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { MemberDetail } from '../../features/members/components/member-detail';

/** /members/{id} (lazy, circulation staff). The title does not name the member (browser history keeps titles). */
export default function MemberDetailRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta title="Member" />
      <RequirePermission operation="member">
        <MemberDetail key={id} id={id} />
      </RequirePermission>
    </>
  );
}
