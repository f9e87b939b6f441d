import { AUTH_MESSAGES } from '@library/api/contract/rules';
import { useNavigate } from 'react-router-dom';
import { InputField } from '../../../components/form-fields';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useResetForViewer } from '../../../lib/access';
import { errorMessage } from '../../../lib/errors';
import { useAcceptInvitationMutation, useInvitationQuery } from '../api/invitation';
import { passwordOnlySchema } from '../lib/auth-schemas';
import { AuthForm } from './auth-form';

/** /invitation/{token}: whom the link is for, then their password; signed in after. */
export function InvitationScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetForViewer();
  const { data, loading, error, refetch } = useInvitationQuery({ variables: { token } });
  const [accept] = useAcceptInvitationMutation();

  const submit = async ({ password }: { password: string }) => {
    await accept({ variables: { token, password } });
    await reset();
    await navigate('/', { replace: true });
  };

  let content;
  if (loading && !data) content = <Spinner />;
  else if (error)
    content = (
      <LoadFailed title="Could not load the invitation." message={errorMessage(error)} onRetry={() => refetch()} />
    );
  else if (!data?.invitation) {
    content = (
      <p className="state" role="alert">
        {AUTH_MESSAGES.invitationInvalid}
      </p>
    );
  } else {
    const { name, email } = data.invitation;
    content = (
      <AuthForm
        initialValues={{ password: '' }}
        schema={passwordOnlySchema}
        labelledBy="page-title"
        submitLabel="Set password and sign in"
        submit={submit}
      >
        <p>
          Welcome, <strong>{name}</strong>. You will sign in as <strong>{email}</strong>.
        </p>
        {/* The email, for password managers to save with the new password. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <InputField name="password" label="New password" type="password" autoComplete="new-password" />
      </AuthForm>
    );
  }

  // A member's link speaks to a member (their loans and holds), a staff account's to staff; staff until known.
  const forMember = data?.invitation?.member === true;
  return (
    <div className="container narrow">
      <PageHeader
        eyebrow={forMember ? 'Member' : 'Staff'}
        title="Accept your invitation"
        subtitle={
          forMember
            ? 'Choose the password you will sign in with to see your loans and holds.'
            : 'Choose the password you will sign in with.'
        }
      />
      {content}
    </div>
  );
}
