import { AUTH_MESSAGES, STAFF_MESSAGES, type StaffRole } from '@library/api/contract/rules';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/data-table';
import { FormFailure, InputField, SelectField, SubmitButton } from '../../../components/form-fields';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { shownDateTime } from '../../../lib/date-time';
import { confirmAction } from '../../../lib/dialogs';
import { errorCode, errorMessage, fieldErrors } from '../../../lib/errors';
import type { StaffAccountFieldsFragment } from '../../../gql-staff/graphql';
import {
  useCreateStaffAccountMutation,
  useResetStaffAccountMutation,
  useStaffAccountsQuery,
  useUpdateStaffAccountMutation,
} from '../api/staff-accounts';
import { ROLE_OPTIONS, isStaffRole } from '../lib/roles';
import { newAccountSchema } from '../lib/staff-schemas';
import { CopyField } from '../../../components/copy-field';
import { PasswordLockMarker } from './password-lock-marker';

const COLUMNS: readonly Column[] = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Last sign-in' },
  { label: 'Actions' },
];

const STATUS_LABELS = { ACTIVE: 'Active', INVITED: 'Invited', DISABLED: 'Disabled' } as const;

interface Link {
  name: string;
  url: string;
  expiresAt: string;
}

/** A dialog's text, and the line on the person's API tokens when they made any (`line`: the contract's). */
function withTokens(
  text: string,
  account: StaffAccountFieldsFragment,
  line: (count: number, name: string) => string,
): string {
  return account.activeTokenCount > 0 ? `${text} ${line(account.activeTokenCount, account.name)}` : text;
}

/** The message for a refused change (the last admin kept: the contract's text). */
function refusal(error: unknown): string {
  return errorCode(error) === 'LAST_ADMIN' ? AUTH_MESSAGES.lastAdmin : errorMessage(error);
}

function AccountRow({
  account,
  onLink,
  onFailure,
}: {
  account: StaffAccountFieldsFragment;
  onLink: (link: Link) => void;
  onFailure: (message: string) => void;
}) {
  const [update, { loading: updating }] = useUpdateStaffAccountMutation();
  const [reset, { loading: resetting }] = useResetStaffAccountMutation();
  const change = async (input: { role?: StaffRole; status?: 'ACTIVE' | 'DISABLED' }) => {
    if (
      input.status === 'DISABLED' &&
      !(await confirmAction({
        title: `Disable ${account.name}?`,
        text: withTokens(
          'They are signed out at once and cannot sign in until their account is enabled again.',
          account,
          STAFF_MESSAGES.tokensStopWhileDisabled,
        ),
        confirmText: 'Disable',
        danger: true,
      }))
    )
      return;
    try {
      await update({ variables: { id: account.id, input } });
    } catch (error: unknown) {
      onFailure(refusal(error));
    }
  };
  const onReset = async () => {
    const confirmed = await confirmAction({
      title: `Reset ${account.name}?`,
      text: withTokens(
        'Their password and passkeys are cleared and they are signed out everywhere; a new invitation link is made for them.',
        account,
        STAFF_MESSAGES.tokensRevokedByReset,
      ),
      confirmText: 'Reset',
      danger: true,
    });
    if (!confirmed) return;
    try {
      const result = await reset({ variables: { id: account.id } });
      const invitation = result.data?.resetStaffAccount;
      if (invitation) onLink({ name: account.name, url: invitation.url, expiresAt: invitation.expiresAt });
    } catch (error: unknown) {
      onFailure(refusal(error));
    }
  };
  const disabled = account.status === 'DISABLED';
  return (
    <tr>
      <th scope="row" className="user-text">
        {account.name}
      </th>
      <td className="user-text">{account.email}</td>
      <td>
        <select
          className="select"
          aria-label={`Role of ${account.name}`}
          value={account.role}
          disabled={updating}
          onChange={(event) => {
            if (isStaffRole(event.target.value)) void change({ role: event.target.value });
          }}
        >
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </td>
      <td>
        {STATUS_LABELS[account.status]} <PasswordLockMarker locked={account.passwordSignInLocked} />
      </td>
      <td>{shownDateTime(account.lastSignInAt)}</td>
      <td>
        <div className="row-actions">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={updating}
            aria-label={`${disabled ? 'Enable' : 'Disable'} ${account.name}`}
            onClick={() => void change({ status: disabled ? 'ACTIVE' : 'DISABLED' })}
          >
            {disabled ? 'Enable' : 'Disable'}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={resetting}
            aria-label={`Reset ${account.name}`}
            onClick={() => void onReset()}
          >
            Reset
          </button>
        </div>
      </td>
    </tr>
  );
}

function AddAccount({ onLink }: { onLink: (link: Link) => void }) {
  const [create] = useCreateStaffAccountMutation({
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'staffAccounts' });
      cache.gc();
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<{ name: string; email: string; role: string }>
      initialValues={{ name: '', email: '', role: '' }}
      validationSchema={newAccountSchema}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        const parsed = await newAccountSchema.validate(values);
        try {
          const result = await create({ variables: { input: parsed } });
          const invitation = result.data?.createStaffAccount;
          if (invitation) onLink({ name: parsed.name, url: invitation.url, expiresAt: invitation.expiresAt });
          helpers.resetForm();
        } catch (error: unknown) {
          const duplicate = errorCode(error) === 'DUPLICATE_EMAIL';
          helpers.setErrors(duplicate ? { email: AUTH_MESSAGES.emailTaken } : fieldErrors(error));
          if (!duplicate) setFailure(errorMessage(error));
        }
      }}
    >
      <Form className="form-card" noValidate aria-labelledby="add-account-title">
        <h3 id="add-account-title">Add a staff member</h3>
        <div className="form-grid">
          <InputField name="name" label="Name" autoComplete="off" />
          <InputField name="email" label="Email" type="email" autoComplete="off" />
          <SelectField name="role" label="Role" options={ROLE_OPTIONS} placeholder="Select a role" />
        </div>
        <FormFailure message={failure} />
        <div className="form-actions">
          <SubmitButton>Add and make an invitation link</SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}

/** The staff accounts: add one (→ its invitation link), change a role, disable / enable, reset (→ a new link). */
export function StaffAccounts() {
  const { data, loading, error, refetch } = useStaffAccountsQuery();
  const [link, setLink] = useState<Link | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onLink = (next: Link) => {
    setFailure(null);
    setLink(next);
  };

  let table;
  if (loading && !data) table = <Spinner label="Loading staff…" />;
  else if (error)
    table = <LoadFailed title="Could not load the staff." message={errorMessage(error)} onRetry={() => refetch()} />;
  else {
    table = (
      <DataTable label="Staff accounts" className="staff-table" columns={COLUMNS}>
        {(data?.staffAccounts ?? []).map((account) => (
          <AccountRow key={account.id} account={account} onLink={onLink} onFailure={setFailure} />
        ))}
      </DataTable>
    );
  }

  return (
    <section className="account-section" aria-labelledby="staff-title">
      <h2 id="staff-title">Staff accounts</h2>
      <FormFailure message={failure} />
      {link ? (
        <CopyField
          label={`Invitation link for ${link.name}`}
          value={link.url}
          note={`Send it to them: it sets their password, once, until ${shownDateTime(link.expiresAt)}.`}
        />
      ) : null}
      {table}
      <AddAccount onLink={onLink} />
    </section>
  );
}
