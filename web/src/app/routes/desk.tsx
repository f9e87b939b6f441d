import { DeskScreen } from '../../features/desk/components/desk-screen';
import { GuardedPage } from '../../components/guarded-page';

/** /desk (lazy): lend and return by scanning cards and books. */
export default function DeskRoute() {
  return (
    <GuardedPage title="Desk" description="Lend and return by scanning cards and books." operation="borrowBook">
      <DeskScreen />
    </GuardedPage>
  );
}
