import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { MemberCardsPrint, selectedIds } from '../../features/members/components/member-card-print';

/** /members/cards?ids=… (lazy, circulation staff): the cards of the members chosen on the list. */
export default function MemberCardsRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta title="Member cards" />
      <RequirePermission operation="members">
        <MemberCardsPrint key={searchParams.get('ids') ?? ''} ids={selectedIds(searchParams.get('ids'))} />
      </RequirePermission>
    </>
  );
}
