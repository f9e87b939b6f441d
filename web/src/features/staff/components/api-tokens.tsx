import { Form, Formik } from 'formik';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/data-table';
import { FormFailure, InputField, SelectField, SubmitButton } from '../../../components/form-fields';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { shownDateTime } from '../../../lib/date-time';
import { confirmAction } from '../../../lib/dialogs';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import type { ApiTokenFieldsFragment } from '../../../gql-staff/graphql';
import { useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } from '../api/api-tokens';
import { ROLE_OPTIONS, roleLabel } from '../lib/roles';
import { newTokenSchema } from '../lib/staff-schemas';
import { CopyField } from '../../../components/copy-field';

const COLUMNS: readonly Column[] = [
  { label: 'Name' },
  { label: 'Role' },
  { label: 'Created' },
  { label: 'Last used' },
  { label: 'Status' },
  { label: 'Actions' },
];

function TokenRow({ token, onFailure }: { token: ApiTokenFieldsFragment; onFailure: (message: string) => void }) {
  const [revoke, { loading }] = useRevokeApiTokenMutation();
  const onRevoke = async () => {
    const confirmed = await confirmAction({
      title: `Revoke ${token.name}?`,
      text: 'What uses this token stops working at once. A revoked token cannot be restored.',
      confirmText: 'Revoke',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await revoke({ variables: { id: token.id } });
    } catch (error: unknown) {
      onFailure(errorMessage(error));
    }
  };
  return (
    <tr>
      <th scope="row" className="user-text">
        {token.name}
      </th>
      <td>{roleLabel(token.role)}</td>
      <td>
        {shownDateTime(token.createdAt)}
        {token.createdBy ? ` by ${token.createdBy}` : ''}
      </td>
      <td>{token.lastUsedAt ? shownDateTime(token.lastUsedAt) : 'Never'}</td>
      <td>{token.revokedAt ? `Revoked ${shownDateTime(token.revokedAt)}` : 'Active'}</td>
      <td>
        {token.revokedAt ? null : (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={loading}
            aria-label={`Revoke ${token.name}`}
            onClick={() => void onRevoke()}
          >
            Revoke
          </button>
        )}
      </td>
    </tr>
  );
}

/** API tokens for integrations: create (name, role → its secret, shown once), list with last use, revoke. */
export function ApiTokens() {
  const { data, loading, error, refetch } = useApiTokensQuery();
  const [create] = useCreateApiTokenMutation({
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'apiTokens' });
      cache.gc();
    },
  });
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  let table;
  if (loading && !data) table = <Spinner label="Loading tokens…" />;
  else if (error)
    table = (
      <LoadFailed title="Could not load the API tokens." message={errorMessage(error)} onRetry={() => refetch()} />
    );
  else if (data?.apiTokens.length === 0) table = <p>No API tokens yet.</p>;
  else {
    table = (
      <DataTable label="API tokens" className="token-table" columns={COLUMNS}>
        {(data?.apiTokens ?? []).map((token) => (
          <TokenRow key={token.id} token={token} onFailure={setFailure} />
        ))}
      </DataTable>
    );
  }

  return (
    <section className="account-section" aria-labelledby="tokens-title">
      <h2 id="tokens-title">API tokens</h2>
      <p>
        For integrations: a token acts with its role through <code>Authorization: Bearer</code>.
      </p>
      <FormFailure message={failure} />
      {secret ? (
        <CopyField
          label={`Secret of ${secret.name}`}
          value={secret.value}
          note="Shown only this once: copy it now (it is stored hashed and cannot be shown again)."
        />
      ) : null}
      {table}
      <Formik<{ tokenName: string; tokenRole: string }>
        initialValues={{ tokenName: '', tokenRole: '' }}
        validationSchema={newTokenSchema}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          const parsed = await newTokenSchema.validate(values);
          try {
            const result = await create({ variables: { name: parsed.tokenName, role: parsed.tokenRole } });
            const created = result.data?.createApiToken;
            if (created) setSecret({ name: created.token.name, value: created.secret });
            helpers.resetForm();
          } catch (createError: unknown) {
            const { name, role } = fieldErrors(createError);
            helpers.setErrors({ tokenName: name, tokenRole: role });
            setFailure(errorMessage(createError));
          }
        }}
      >
        <Form className="form-card" noValidate aria-labelledby="add-token-title">
          <h3 id="add-token-title">Create an API token</h3>
          <div className="form-grid">
            <InputField name="tokenName" label="Token name" hint="What uses it: “Website”, “Reports”." />
            <SelectField name="tokenRole" label="Token role" options={ROLE_OPTIONS} placeholder="Select a role" />
          </div>
          <div className="form-actions">
            <SubmitButton>Create token</SubmitButton>
          </div>
        </Form>
      </Formik>
    </section>
  );
}
