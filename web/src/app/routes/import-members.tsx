import { GuardedPage } from '../../components/guarded-page';
import { ImportScreen } from '../../features/import/components/import-screen';
import { MEMBER_IMPORT } from '../../features/members/lib/member-import';

/** /members/import (lazy, librarians and admins): the import feature's screen with the members' columns and words. */
export default function ImportMembersRoute() {
  return (
    <GuardedPage title="Import members" operation="POST /members/import">
      <ImportScreen kind={MEMBER_IMPORT} />
    </GuardedPage>
  );
}
