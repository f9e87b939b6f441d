import { useParams } from 'react-router-dom';
import { GuardedPage } from '../../components/guarded-page';
import { MemberDetail } from '../../features/members/components/member-detail';

/** /members/{id} (lazy, circulation staff). The title does not name the member (browser history keeps titles). */
export default function MemberDetailRoute() {
  const { id = '' } = useParams();
  return (
    <GuardedPage title="Member" operation="member">
      <MemberDetail key={id} id={id} />
    </GuardedPage>
  );
}
