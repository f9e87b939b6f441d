import { PASSKEY_MESSAGES } from '@library/api/contract/rules';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { InputField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { useAccess, useResetForViewer } from '../../../lib/access';
import { useFinishPasskeySignInMutation, useStartPasskeySignInMutation } from '../api/passkeys';
import { useSignInMutation } from '../api/sign-in';
import { authFailure } from '../lib/auth-errors';
import { answerWithPasskey, PasskeyProblem, passkeysSupported } from '../lib/passkeys';
import { signInSchema } from '../lib/auth-schemas';
import { safeNextPath } from '../lib/next-path';
import { AuthForm } from './auth-form';

/** "Sign in with a passkey": the browser's discoverable passkeys of this site, then as a password sign-in. */
function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [start] = useStartPasskeySignInMutation();
  const [finish] = useFinishPasskeySignInMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const signInWithPasskey = async () => {
    setFailure(null);
    setBusy(true);
    try {
      if (!passkeysSupported()) throw new PasskeyProblem(PASSKEY_MESSAGES.unsupported);
      const started = await start();
      const options = started.data?.startPasskeySignIn;
      if (!options) throw new PasskeyProblem('Passkey sign-in could not be started: try again');
      const response = await answerWithPasskey(options);
      await finish({ variables: { response } });
    } catch (error: unknown) {
      setFailure(error instanceof PasskeyProblem ? error.message : authFailure(error));
      setBusy(false);
      return;
    }
    await onSignedIn();
  };

  return (
    <div className="passkey-sign-in">
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void signInWithPasskey()}
      >
        Sign in with a passkey
      </button>
      {failure ? (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** /sign-in: email and password, or a passkey; then back to `?next=` (a path of this site) or the catalogue. */
export function SignInScreen() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const navigate = useNavigate();
  const reset = useResetForViewer();
  const { viewer, access } = useAccess();
  const [signIn] = useSignInMutation();

  const signedIn = async () => {
    await reset();
    await navigate(next, { replace: true });
  };

  const submit = async ({ email, password }: { email: string; password: string }) => {
    await signIn({ variables: { email: email.trim(), password } });
    await signedIn();
  };

  // Sent here from a member's own page (/my): the page speaks to members; otherwise to the staff.
  const forMember = next === '/my' || next.startsWith('/my?') || next.startsWith('/my/');
  return (
    <div className="container narrow">
      {forMember ? (
        <PageHeader eyebrow="Member" title="Sign in" subtitle="Members: sign in to see your loans and holds." />
      ) : (
        <PageHeader eyebrow="Staff" title="Sign in" subtitle="For the library's staff: visitors can browse without." />
      )}
      {viewer ? (
        <p className="state" role="status">
          You are signed in as {viewer.name}. <Link to={next}>Continue</Link>
        </p>
      ) : null}
      {access.open ? (
        <p className="state" role="status">
          This library has no staff accounts yet: anyone can edit it. <Link to="/setup">Set up a staff sign-in</Link>
        </p>
      ) : null}
      <AuthForm
        initialValues={{ email: '', password: '' }}
        schema={signInSchema}
        labelledBy="page-title"
        submitLabel="Sign in"
        submit={submit}
      >
        <InputField name="email" label="Email" type="email" autoComplete="username webauthn" />
        <InputField name="password" label="Password" type="password" autoComplete="current-password" />
      </AuthForm>
      <PasskeySignIn onSignedIn={signedIn} />
    </div>
  );
}
