import { DeskScreen } from '../../features/desk/components/desk-screen';
import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';

/** /desk (lazy): lend and return by scanning cards and books. */
export default function DeskRoute() {
  return (
    <>
      <PageMeta title="Desk" description="Lend and return by scanning cards and books." />
      <RequirePermission operation="borrowBook">
        <DeskScreen />
      </RequirePermission>
    </>
  );
}
