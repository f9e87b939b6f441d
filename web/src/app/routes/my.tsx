import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';
import { MyScreen } from '../../features/my/components/my-screen';

/** /my (lazy, a signed-in member): their card, loans, holds and history. */
export default function MyRoute() {
  return (
    <>
      <PageMeta title="My loans" description="Your library card, the books you have out and your holds." />
      <RequirePermission operation="my">
        <MyScreen />
      </RequirePermission>
    </>
  );
}
