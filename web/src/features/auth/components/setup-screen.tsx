import { AUTH_MESSAGES } from '@library/api/contract/rules';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { InputField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useAccess, useResetForViewer } from '../../../lib/access';
import { useSetUpLibraryMutation } from '../api/set-up-library';
import { setupSchema } from '../lib/auth-schemas';
import { AuthForm } from './auth-form';

const EMPTY = { code: '', name: '', email: '', password: '' };

/**
 * /setup: an open library's first admin, with the setup code its `npm start` printed (the link it
 * prints, `/setup?code=…`, fills it in); signed in after.
 */
export function SetupScreen() {
  const navigate = useNavigate();
  const reset = useResetForViewer();
  const { access, known } = useAccess();
  const [setUp] = useSetUpLibraryMutation();
  const [params] = useSearchParams();
  const initialValues = { ...EMPTY, code: params.get('code')?.trim() ?? '' };

  const submit = async (values: typeof EMPTY) => {
    await setUp({
      variables: {
        code: values.code.trim(),
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      },
    });
    await reset();
    await navigate('/staff', { replace: true });
  };

  let content;
  if (!known) content = <Spinner />;
  else if (!access.open) {
    content = (
      <p className="state" role="status">
        {AUTH_MESSAGES.alreadySetUp}. <Link to="/sign-in">Sign in</Link>
      </p>
    );
  } else {
    content = (
      <AuthForm
        initialValues={initialValues}
        schema={setupSchema}
        labelledBy="page-title"
        submitLabel="Protect the library"
        submit={submit}
        wrongCredentials={AUTH_MESSAGES.setupCodeWrong}
      >
        <InputField
          name="code"
          label="Setup code"
          hint={
            <>
              The code that <code>npm start</code> printed in the terminal (a new one at every start).
            </>
          }
          autoComplete="one-time-code"
        />
        <InputField name="name" label="Your name" autoComplete="name" />
        <InputField name="email" label="Email" type="email" autoComplete="username" />
        <InputField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters; a phrase of a few words is easy to remember."
        />
      </AuthForm>
    );
  }

  return (
    <div className="container narrow">
      <PageHeader
        eyebrow="Staff"
        title="Set up the library"
        subtitle="Make the first admin: from then on, visitors browse and only staff change the catalogue."
      />
      {content}
    </div>
  );
}
