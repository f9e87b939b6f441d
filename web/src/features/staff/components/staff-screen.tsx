import { PageHeader } from '../../../components/page-header';
import { ApiTokens } from './api-tokens';
import { StaffAccounts } from './staff-accounts';

/** /staff (admin): the staff accounts and the API tokens. */
export function StaffScreen() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Staff"
        title="Staff"
        subtitle="Who may sign in, with which role; and the integrations' tokens."
      />
      <StaffAccounts />
      <ApiTokens />
    </div>
  );
}
