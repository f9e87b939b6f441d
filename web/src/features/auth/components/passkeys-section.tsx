import { PASSKEY_MESSAGES } from '@library/api/contract/rules';
import { useState } from 'react';
import { InputField } from '../../../components/form-fields';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { shownDateTime } from '../../../lib/date-time';
import {
  PasskeysDocument,
  useFinishPasskeyRegistrationMutation,
  usePasskeysQuery,
  useRemovePasskeyMutation,
  useStartPasskeyRegistrationMutation,
} from '../api/passkeys';
import { passkeyNameSchema } from '../lib/auth-schemas';
import { createPasskey, PasskeyProblem, passkeysSupported } from '../lib/passkeys';
import { AuthForm } from './auth-form';

/** /account's passkeys: the list (name, added, last used) with Remove, and "Add a passkey" with a name. */
export function PasskeysSection() {
  const { data, loading, error, refetch } = usePasskeysQuery();
  const [start] = useStartPasskeyRegistrationMutation();
  const [finish] = useFinishPasskeyRegistrationMutation();
  const [remove] = useRemovePasskeyMutation();
  const [status, setStatus] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const passkeys = data?.passkeys ?? [];

  const add = async ({ passkeyName }: { passkeyName: string }) => {
    setStatus(null);
    // Said before the server is asked for anything.
    if (!passkeysSupported()) throw new PasskeyProblem(PASSKEY_MESSAGES.unsupported);
    const started = await start();
    const options = started.data?.startPasskeyRegistration;
    if (!options) throw new PasskeyProblem('The passkey could not be started: try again');
    const response = await createPasskey(options);
    // The list gets the passkey the server answered with (a refetch could join a request sent before it was kept).
    await finish({
      variables: { name: passkeyName.trim(), response },
      update(cache, { data: answer }) {
        const added = answer?.finishPasskeyRegistration;
        if (!added) return;
        cache.updateQuery({ query: PasskeysDocument }, (current) =>
          current ? { passkeys: [...current.passkeys.filter((passkey) => passkey.id !== added.id), added] } : current,
        );
      },
    });
  };

  const onRemove = async (id: string, name: string) => {
    setStatus(null);
    setRemoving(id);
    try {
      await remove({ variables: { id } });
      await refetch();
      setStatus(`Passkey "${name}" removed.`);
    } catch (failure: unknown) {
      setStatus(errorMessage(failure));
    } finally {
      setRemoving(null);
    }
  };

  let list;
  if (loading && !data) list = <Spinner label="Loading passkeys…" />;
  else if (error)
    list = <LoadFailed title="Could not load your passkeys." message={errorMessage(error)} onRetry={() => refetch()} />;
  else if (passkeys.length === 0) list = <p>No passkeys yet: add one to sign in without your password.</p>;
  else {
    list = (
      <ul className="session-list passkey-list">
        {passkeys.map((passkey) => (
          <li key={passkey.id}>
            <strong>{passkey.name}</strong>
            <span>
              Added {shownDateTime(passkey.createdAt)} · last used{' '}
              {passkey.lastUsedAt ? shownDateTime(passkey.lastUsedAt) : 'never'}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={removing === passkey.id}
              aria-label={`Remove passkey ${passkey.name}`}
              onClick={() => void onRemove(passkey.id, passkey.name)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="account-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      {list}
      <h3 id="add-passkey-title">Add a passkey</h3>
      <AuthForm
        initialValues={{ passkeyName: '' }}
        schema={passkeyNameSchema}
        labelledBy="add-passkey-title"
        submitLabel="Add a passkey"
        submit={add}
        onDone={(helpers) => {
          helpers.resetForm();
          setStatus('Passkey added: you can sign in with it.');
        }}
      >
        <InputField
          name="passkeyName"
          label="Passkey name"
          autoComplete="off"
          hint="A name to know it by, such as “Work laptop”."
        />
      </AuthForm>
      {status ? <p role="status">{status}</p> : null}
    </section>
  );
}
