import { useNavigate } from 'react-router-dom';
import { FormPage } from '../../../components/form-page';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useMemberQuery, useUpdateMemberMutation } from '../api/members';
import { evictMembers } from '../lib/member-cache';
import { formValuesOf, updateInput, type MemberSchemaValues } from '../lib/member-schema';
import { MemberForm } from './member-form';
import { MemberNotFound } from './member-not-found';
import '../members.css';

/** /members/:id/edit: change a member's details, then back to their page. */
export function EditMember({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useMemberQuery({ variables: { id } });
  const [updateMember] = useUpdateMemberMutation({ update: (cache) => evictMembers(cache) });

  if (loading && !data) return <Spinner label="Loading…" />;
  if (error)
    return <LoadFailed title="Could not load the member." message={errorMessage(error)} onRetry={() => refetch()} />;
  const member = data?.member;
  if (!member) return <MemberNotFound />;

  const save = async (values: MemberSchemaValues) => {
    await updateMember({ variables: { id, input: updateInput(values) } });
    toast.success('✅ Changes saved');
    await navigate(`/members/${id}`);
  };
  return (
    <FormPage
      back={{ to: `/members/${id}`, label: 'Back to the member' }}
      eyebrow={member.name}
      title="Edit member"
      subtitle="Change what needs changing and save."
      aside={{
        id: 'member-tips',
        title: 'Good to know',
        content: (
          <ul>
            <li>A new card number replaces the old one: the old card stops working.</li>
            <li>Clearing the email does not end a sign-in they already have.</li>
          </ul>
        ),
      }}
    >
      <MemberForm
        key={member.id}
        initialValues={formValuesOf(member)}
        isNew={false}
        submitLabel="Save changes"
        labelledBy="page-title"
        save={save}
      />
    </FormPage>
  );
}
