import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { InputField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { useAccess, useResetForViewer } from '../../../lib/access';
import { useSignInMutation } from '../api/sign-in';
import { signInSchema } from '../lib/auth-schemas';
import { safeNextPath } from '../lib/next-path';
import { AuthForm } from './auth-form';

/** /sign-in: email and password; then back to `?next=` (a path of this site) or the catalogue. */
export function SignInScreen() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const navigate = useNavigate();
  const reset = useResetForViewer();
  const { viewer, access } = useAccess();
  const [signIn] = useSignInMutation();

  const submit = async ({ email, password }: { email: string; password: string }) => {
    await signIn({ variables: { email: email.trim(), password } });
    await reset();
    await navigate(next, { replace: true });
  };

  return (
    <div className="container narrow">
      <PageHeader eyebrow="Staff" title="Sign in" subtitle="For the library's staff: visitors can browse without." />
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
    </div>
  );
}
