import { useParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { MemberCardPrint } from '../../features/members/components/member-card-print';

/** /members/{id}/card (lazy, circulation staff): the member's card to print. */
export default function MemberCardRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta title="Member card" />
      <RequirePermission operation="member">
        <MemberCardPrint key={id} id={id} />
      </RequirePermission>
    </>
  );
}
