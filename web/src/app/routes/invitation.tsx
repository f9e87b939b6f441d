import { useParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { InvitationScreen } from '../../features/auth/components/invitation-screen';

/** /invitation/{token} (lazy). */
export default function InvitationRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <PageMeta title="Accept your invitation" />
      <InvitationScreen key={token} token={token} />
    </>
  );
}
