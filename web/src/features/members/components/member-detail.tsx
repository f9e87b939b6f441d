import { MEMBER_LIMITS, MEMBER_MESSAGES } from '@library/api/contract/rules';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CopyField } from '../../../components/copy-field';
import { Facts } from '../../../components/facts';
import { ArrowLeftIcon, BorrowIcon, EditIcon, TrashIcon } from '../../../components/icons';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import type { MemberFieldsFragment } from '../../../gql-staff/graphql';
import { useAccess, useCan } from '../../../lib/access';
import { shownDateTime } from '../../../lib/date-time';
import { askText, confirmAction } from '../../../lib/dialogs';
import { errorCode, errorMessage, isNotFoundError } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import {
  useBlockMemberMutation,
  useDeleteMemberMutation,
  useInviteMemberMutation,
  useMemberQuery,
  useUnblockMemberMutation,
} from '../api/members';
import { evictMembers } from '../lib/member-cache';
import { accountText } from '../lib/member-texts';
import { MemberLending } from './member-lending';
import { cardText, MemberStatusText, OrNone } from './member-parts';
import { MemberNotFound } from './member-not-found';
import '../members.css';

interface Invitation {
  url: string;
  expiresAt: string;
}

/** Edit, Block / Unblock, Delete and Invite to sign in (librarians and admins). */
function MemberActions({
  member,
  onInvitation,
}: {
  member: MemberFieldsFragment;
  onInvitation: (invitation: Invitation) => void;
}) {
  const navigate = useNavigate();
  const open = useAccess().access.open;
  const [block] = useBlockMemberMutation();
  const [unblock] = useUnblockMemberMutation();
  const [invite, { loading: inviting }] = useInviteMemberMutation();
  const [deleteMember, { loading: deleting }] = useDeleteMemberMutation({
    update: (cache) => evictMembers(cache, member.id),
  });

  const attempt = async (action: () => Promise<string | null>) => {
    try {
      const done = await action();
      if (done) toast.success(`✅ ${done}`);
    } catch (failure: unknown) {
      toast.error(`❌ ${errorMessage(failure)}`);
    }
  };

  const onBlock = () =>
    attempt(async () => {
      const reason = await askText({
        title: `Block ${member.name}?`,
        text: 'They cannot borrow until they are unblocked; the reason is shown at lending.',
        label: 'Reason',
        confirmText: 'Block',
        danger: true,
        maxLength: MEMBER_LIMITS.maxBlockReason,
        problem: (text) =>
          text === ''
            ? MEMBER_MESSAGES.reasonRequired
            : text.length > MEMBER_LIMITS.maxBlockReason
              ? MEMBER_MESSAGES.reasonTooLong
              : undefined,
      });
      if (reason === null) return null;
      await block({ variables: { id: member.id, reason } });
      return 'Member blocked';
    });
  const onUnblock = () =>
    attempt(async () => {
      await unblock({ variables: { id: member.id } });
      return 'Member unblocked';
    });
  const onDelete = () =>
    attempt(async () => {
      const confirmed = await confirmAction({
        title: `Delete ${member.name}?`,
        text: 'Their record and sign-in go; their past loans stay, without their name. This cannot be undone.',
        confirmText: 'Delete',
        danger: true,
      });
      if (!confirmed) return null;
      await deleteMember({ variables: { id: member.id } });
      await navigate('/members');
      return 'Member deleted';
    });
  const onInvite = () =>
    attempt(async () => {
      const result = await invite({ variables: { id: member.id } });
      const invitation = result.data?.inviteMember;
      if (invitation) onInvitation({ url: invitation.url, expiresAt: invitation.expiresAt });
      return null;
    });

  const canInvite = member.email !== null && !open;
  return (
    <>
      <Link className="button button--secondary" to={`/members/${member.id}/edit`}>
        <EditIcon />
        Edit
      </Link>
      {member.status === 'BLOCKED' ? (
        <button type="button" className="button button--secondary" onClick={() => void onUnblock()}>
          Unblock
        </button>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => void onBlock()}>
          Block
        </button>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={!canInvite || inviting}
        aria-describedby={canInvite ? undefined : 'member-invite-note'}
        onClick={() => void onInvite()}
      >
        Invite to sign in
      </button>
      <button type="button" className="button button--danger" disabled={deleting} onClick={() => void onDelete()}>
        <TrashIcon />
        Delete
      </button>
      {canInvite ? null : (
        <p className="field__hint" id="member-invite-note">
          {open ? MEMBER_MESSAGES.libraryOpen : MEMBER_MESSAGES.memberNoEmail}
        </p>
      )}
    </>
  );
}

/** /members/:id: who the member is, what they may do, their loans out, holds and (when kept) history. */
export function MemberDetail({ id }: { id: string }) {
  const canEdit = useCan('updateMember');
  const { data, previousData, loading, error, refetch } = useMemberQuery({ variables: { id } });
  const [invitation, setInvitation] = useState<Invitation | null>(null);

  // When a return or a cancelled hold drops the member's counts, they load again: the page stays meanwhile.
  const shown = data ?? (loading ? previousData : undefined);
  if (loading && !shown) return <Spinner label="Loading…" />;
  if (error && (isNotFoundError(error) || errorCode(error) === 'MEMBER_NOT_FOUND')) return <MemberNotFound />;
  if (error && !shown) {
    return <LoadFailed title="Could not load the member." message={errorMessage(error)} onRetry={() => refetch()} />;
  }
  const member = shown?.member;
  if (!member) return <MemberNotFound />;

  const limit = member.loansLeft === null ? '' : ` (${member.loansLeft} more allowed)`;
  return (
    <div className="container">
      <Link className="back-link" to="/members">
        <ArrowLeftIcon />
        Members
      </Link>
      <header className="page-header">
        <div>
          <p className="eyebrow">Member</p>
          <h1 className="page-title user-text" id="page-title">
            {member.name}
          </h1>
          <p className="page-subtitle member-card mono">{cardText(member.cardNumber)}</p>
        </div>
      </header>
      {member.status === 'BLOCKED' ? (
        <p className="member-blocked">Blocked: {member.blockedReason ?? 'no reason given'}</p>
      ) : null}
      <div className="member-actions">
        <Link className="button button--primary" to={`/borrow?member=${encodeURIComponent(member.cardNumber)}`}>
          <BorrowIcon />
          Lend a book
        </Link>
        <Link className="button button--secondary" to={`/members/${member.id}/card`}>
          Print card
        </Link>
        {canEdit ? <MemberActions member={member} onInvitation={setInvitation} /> : null}
      </div>
      {invitation ? (
        <CopyField
          label={`Invitation link for ${member.name}`}
          value={invitation.url}
          copyText="Copy link"
          note={`Send it to them: it sets their password, once, until ${shownDateTime(invitation.expiresAt)}.`}
        />
      ) : null}
      <Facts
        className="facts"
        facts={[
          { term: 'Status', value: <MemberStatusText status={member.status} /> },
          { term: 'Books out', value: `${member.copiesOut}${limit}` },
          member.overdueLoans > 0 ? { term: 'Overdue loans', value: member.overdueLoans } : null,
          member.holdsReady > 0 ? { term: 'Holds ready', value: member.holdsReady } : null,
          { term: 'Email', value: <OrNone value={member.email} />, className: 'user-text' },
          { term: 'Phone', value: <OrNone value={member.phone} /> },
          { term: 'Sign-in', value: accountText(member.account) },
          { term: 'Loan history', value: member.keepHistory ? 'Kept (their choice)' : 'Not kept' },
          { term: 'Added', value: shownDateTime(member.createdAt) },
          member.history?.createdBy ? { term: 'Added by', value: member.history.createdBy } : null,
          member.history?.updatedBy ? { term: 'Last changed by', value: member.history.updatedBy } : null,
          {
            term: 'Notes',
            value: <OrNone value={member.notes} />,
            className: 'facts__description user-text',
            pairClassName: 'facts__wide',
          },
        ]}
      />
      <MemberLending memberId={member.id} keepHistory={member.keepHistory} />
    </div>
  );
}
