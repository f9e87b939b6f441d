/** Staff accounts' REST routes (`/staff`, `/staff/:id`, `/staff/:id/invitation`) and their JSON. */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { actorOf } from '../access/principal';
import { createStaffRequest, updateStaffRequest, type InvitationJson, type StaffAccountJson } from '../contract';
import { invalidStaffId } from '../errors';
import { sendOk } from '../http';
import { definedFields, parseUuid, validateBody } from '../validation';
import type { TokensService } from '../tokens/tokens.service';
import { staffStatusOf, type StaffInvitation, type StaffRow, type StaffService } from './staff.service';

/** `activeTokenCount`: the live API tokens the account made (tokens.liveTokenCounts). */
export function staffJson(row: StaffRow, activeTokenCount: number): StaffAccountJson {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: staffStatusOf(row),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    activeTokenCount,
    passwordSignInLocked: row.passwordLockedAt !== null,
  };
}

/** A new invitation's JSON: a new account has made no token yet, and a reset revoked its tokens. */
export function invitationJson(invitation: StaffInvitation): InvitationJson {
  return {
    account: staffJson(invitation.account, 0),
    token: invitation.token,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

export function staffRoutes(staff: StaffService & Pick<TokensService, 'liveTokenCounts'>): GuardedRoutes {
  const r = guardedRoutes();
  const withTokenCounts = async (rows: StaffRow[]): Promise<StaffAccountJson[]> => {
    const counts = await staff.liveTokenCounts();
    return rows.map((row) => staffJson(row, counts.get(row.id) ?? 0));
  };

  r.get('/staff', async (_req, res) => {
    sendOk(res, 200, 'Staff accounts retrieved successfully', await withTokenCounts(await staff.listStaffAccounts()));
  });

  r.post('/staff', async (req, res) => {
    const invitation = await staff.createStaffAccount(validateBody(createStaffRequest, req.body), actorOf(res));
    sendOk(res, 201, 'Staff account created: send the invitation link', invitationJson(invitation));
  });

  r.patch('/staff/:id', async (req, res) => {
    const id = parseUuid(req.params.id, invalidStaffId);
    const change = definedFields(validateBody(updateStaffRequest, req.body));
    const [updated] = await withTokenCounts([await staff.updateStaffAccount(id, change, actorOf(res))]);
    sendOk(res, 200, 'Staff account updated successfully', updated);
  });

  r.post('/staff/:id/invitation', async (req, res) => {
    const invitation = await staff.resetStaffAccount(parseUuid(req.params.id, invalidStaffId), actorOf(res));
    sendOk(res, 201, 'Staff account reset: send the new invitation link', invitationJson(invitation));
  });

  return r;
}
