import { useParams } from 'react-router-dom';
import { GuardedPage } from '../../components/guarded-page';
import { MemberCardPrint } from '../../features/members/components/member-card-print';

/** /members/{id}/card (lazy, circulation staff): the member's card to print. */
export default function MemberCardRoute() {
  const { id = '' } = useParams();
  return (
    <GuardedPage title="Member card" operation="member">
      <MemberCardPrint key={id} id={id} />
    </GuardedPage>
  );
}
