/**
 * The members' REST routes (`/members`, `/members/by-card/:card`, `/members/:id`, block, unblock,
 * invitation) and a member's JSON. Circulation staff read; `memberRecords` (librarians, admins)
 * change. The CSV import (`POST /members/import`) is ./members-import.routes.
 */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { actorOf } from '../access/principal';
import {
  blockMemberRequest,
  listMembersQuery,
  memberCreateRequest,
  memberPatchRequest,
  recordHistoryJson,
  type LoanMemberJson,
  type MemberInvitationJson,
} from '../contract';
import type { ActivityService } from '../activity/activity.service';
import type { MemberRow } from '../db/schema';
import { invalidMemberId } from '../errors';
import { pageRoute, sendOk } from '../http';
import { definedFields, parseUuid, validateBody } from '../validation';
import { memberJson } from './member-json';
import type { MemberInvitation, MembersService } from './members.service';

export { memberJson };

/** The member of a loan or a hold, as lending screens show them. */
export function loanMemberJson(row: Pick<MemberRow, 'id' | 'name' | 'cardNumber'>): LoanMemberJson {
  return { _id: row.id, name: row.name, cardNumber: row.cardNumber };
}

function invitationJson(invitation: MemberInvitation): MemberInvitationJson {
  return {
    member: memberJson(invitation.member),
    token: invitation.token,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

const memberId = (value: unknown): string => parseUuid(value, invalidMemberId);

export function membersRoutes(members: MembersService & Pick<ActivityService, 'memberHistory'>): GuardedRoutes {
  const r = guardedRoutes();

  r.get(
    '/members',
    pageRoute(listMembersQuery, (q) => members.listMembers(q), 'members', memberJson, 'Members retrieved successfully'),
  );

  // Before /members/:id.
  r.get('/members/by-card/:card', async (req, res) => {
    const member = await members.getMemberByCard(String(req.params['card']));
    sendOk(res, 200, 'Member retrieved successfully', memberJson(member));
  });

  r.get('/members/:id', async (req, res) => {
    sendOk(res, 200, 'Member retrieved successfully', memberJson(await members.getMember(memberId(req.params.id))));
  });

  // Who added the member and who changed them last (the activity log).
  r.get('/members/:id/history', async (req, res) => {
    const history = await members.memberHistory(memberId(req.params.id));
    sendOk(res, 200, 'Member history retrieved successfully', recordHistoryJson(history));
  });

  r.post('/members', async (req, res) => {
    const member = await members.createMember(validateBody(memberCreateRequest, req.body), actorOf(res));
    sendOk(res, 201, 'Member created successfully', memberJson(member));
  });

  r.patch('/members/:id', async (req, res) => {
    const id = memberId(req.params.id);
    const patch = definedFields(validateBody(memberPatchRequest, req.body));
    sendOk(res, 200, 'Member updated successfully', memberJson(await members.updateMember(id, patch, actorOf(res))));
  });

  r.post('/members/:id/block', async (req, res) => {
    const id = memberId(req.params.id);
    const { reason } = validateBody(blockMemberRequest, req.body);
    sendOk(res, 200, 'Member blocked', memberJson(await members.blockMember(id, reason, actorOf(res))));
  });

  r.post('/members/:id/unblock', async (req, res) => {
    const id = memberId(req.params.id);
    sendOk(res, 200, 'Member unblocked', memberJson(await members.unblockMember(id, actorOf(res))));
  });

  r.delete('/members/:id', async (req, res) => {
    const id = memberId(req.params.id);
    await members.deleteMember(id, actorOf(res));
    sendOk(res, 200, 'Member deleted successfully', { _id: id });
  });

  r.post('/members/:id/invitation', async (req, res) => {
    const invitation = await members.inviteMember(memberId(req.params.id), actorOf(res));
    sendOk(res, 201, 'Member invited: send the invitation link', invitationJson(invitation));
  });

  return r;
}
