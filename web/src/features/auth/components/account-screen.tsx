import { useState } from 'react';
import { InputField } from '../../../components/form-fields';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useAccess } from '../../../lib/access';
import { errorMessage } from '../../../lib/errors';
import {
  useAccountSessionsQuery,
  useChangePasswordMutation,
  useSignOutEverywhereElseMutation,
  useUpdateMyAccountMutation,
} from '../api/account';
import { changePasswordSchema, nameOnlySchema } from '../lib/auth-schemas';
import { shownDateTime } from '../../../lib/date-time';
import { AuthForm } from './auth-form';
import { PasskeysSection } from './passkeys-section';

function NameSection({ name }: { name: string }) {
  const [update] = useUpdateMyAccountMutation();
  const [saved, setSaved] = useState(false);
  return (
    <section className="account-section" aria-labelledby="name-title">
      <h2 id="name-title">Your name</h2>
      <AuthForm
        initialValues={{ name }}
        schema={nameOnlySchema}
        labelledBy="name-title"
        submitLabel="Save name"
        submit={async (values) => {
          setSaved(false);
          await update({ variables: { name: values.name.trim() } });
        }}
        onDone={() => setSaved(true)}
      >
        <InputField name="name" label="Name" autoComplete="name" />
        {saved ? <p role="status">Name saved.</p> : null}
      </AuthForm>
    </section>
  );
}

function PasswordSection() {
  const [change] = useChangePasswordMutation();
  const [changed, setChanged] = useState(false);
  return (
    <section className="account-section" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <AuthForm
        initialValues={{ currentPassword: '', newPassword: '' }}
        schema={changePasswordSchema}
        labelledBy="password-title"
        submitLabel="Change password"
        submit={async (values) => {
          setChanged(false);
          await change({ variables: values });
        }}
        onDone={(helpers) => {
          helpers.resetForm();
          setChanged(true);
        }}
      >
        <InputField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
        <InputField name="newPassword" label="New password" type="password" autoComplete="new-password" />
        {changed ? <p role="status">Password changed: your other sessions have ended.</p> : null}
      </AuthForm>
    </section>
  );
}

function SessionsSection() {
  const { data, loading, error, refetch } = useAccountSessionsQuery();
  const [signOutOthers, { loading: ending }] = useSignOutEverywhereElseMutation();
  const [ended, setEnded] = useState<string | null>(null);
  const sessions = data?.accountSessions ?? [];

  const onSignOutOthers = async () => {
    setEnded(null);
    try {
      const result = await signOutOthers();
      const count = result.data?.signOutEverywhereElse ?? 0;
      setEnded(`${count} other ${count === 1 ? 'session' : 'sessions'} ended.`);
      await refetch();
    } catch (failure: unknown) {
      setEnded(errorMessage(failure));
    }
  };

  let list;
  if (loading && !data) list = <Spinner label="Loading sessions…" />;
  else if (error)
    list = <LoadFailed title="Could not load your sessions." message={errorMessage(error)} onRetry={() => refetch()} />;
  else {
    list = (
      <ul className="session-list">
        {sessions.map((session) => (
          <li key={session.id}>
            <strong>{session.current ? 'This browser' : (session.userAgent ?? 'Another browser')}</strong>
            <span>
              Signed in {shownDateTime(session.createdAt)} · last seen {shownDateTime(session.lastSeenAt)} · ends{' '}
              {shownDateTime(session.expiresAt)}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="account-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      {list}
      <button
        type="button"
        className="button button--secondary"
        disabled={ending || !sessions.some((session) => !session.current)}
        onClick={() => void onSignOutOthers()}
      >
        Sign out everywhere else
      </button>
      {ended ? <p role="status">{ended}</p> : null}
    </section>
  );
}

/** /account: the signed-in person's name, password, passkeys and sessions. */
export function AccountScreen() {
  const { viewer } = useAccess();
  if (!viewer) return null;
  return (
    <div className="container narrow">
      <PageHeader eyebrow="Staff" title="Your account" subtitle={`Signed in as ${viewer.email}.`} />
      <NameSection name={viewer.name} />
      <PasswordSection />
      <PasskeysSection />
      <SessionsSection />
    </div>
  );
}
