import { useNavigate } from 'react-router-dom';
import { FormPage } from '../../../components/form-page';
import { toast } from '../../../lib/toast';
import { useCreateMemberMutation } from '../api/members';
import { evictMembers } from '../lib/member-cache';
import { createInput, EMPTY_MEMBER, type MemberSchemaValues } from '../lib/member-schema';
import { MemberForm } from './member-form';
import '../members.css';

/** /members/new: add a member, then their page. */
export function CreateMember() {
  const navigate = useNavigate();
  const [createMember] = useCreateMemberMutation({ update: (cache) => evictMembers(cache) });
  const save = async (values: MemberSchemaValues) => {
    const result = await createMember({ variables: { input: createInput(values) } });
    const id = result.data?.createMember.id;
    toast.success('✅ Member added');
    if (id) await navigate(`/members/${id}`);
  };
  return (
    <FormPage
      back={{ to: '/members', label: 'Members' }}
      eyebrow="Members"
      title="Add member"
      subtitle="A person who borrows: their name, and a card number to lend to."
      aside={{
        id: 'member-tips',
        title: 'Good to know',
        content: (
          <ul>
            <li>Only the name is required.</li>
            <li>
              Leave the card number blank and the library makes one (10 digits, the last a check digit so that a
              mistyped card is caught); or type the number of a card the member already has.
            </li>
            <li>An email lets you invite them to sign in and see their loans.</li>
          </ul>
        ),
      }}
    >
      <MemberForm initialValues={EMPTY_MEMBER} isNew submitLabel="Add member" labelledBy="page-title" save={save} />
    </FormPage>
  );
}
