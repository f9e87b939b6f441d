import { PageMeta } from '../../components/page-meta';
import { SetupScreen } from '../../features/auth/components/setup-screen';

/** /setup (lazy): an open library's first admin. */
export default function SetupRoute() {
  return (
    <>
      <PageMeta title="Set up the library" />
      <SetupScreen />
    </>
  );
}
