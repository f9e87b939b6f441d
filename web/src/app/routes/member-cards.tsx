import { useSearchParams } from 'react-router-dom';
import { GuardedPage } from '../../components/guarded-page';
import { MemberCardsPrint, selectedIds } from '../../features/members/components/member-card-print';

/** /members/cards?ids=… (lazy, circulation staff): the cards of the members chosen on the list. */
export default function MemberCardsRoute() {
  const [searchParams] = useSearchParams();
  return (
    <GuardedPage title="Member cards" operation="members">
      <MemberCardsPrint key={searchParams.get('ids') ?? ''} ids={selectedIds(searchParams.get('ids'))} />
    </GuardedPage>
  );
}
