/** Staff accounts' REST routes (`/staff`, `/staff/:id`, `/staff/:id/invitation`) and their JSON. */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { actorOf } from '../access/principal';
import { createStaffRequest, updateStaffRequest, type InvitationJson, type StaffAccountJson } from '../contract';
import { invalidStaffId } from '../errors';
import { sendOk } from '../http';
import { definedFields, parseUuid, validateBody } from '../validation';
import { staffStatusOf, type StaffInvitation, type StaffRow, type StaffService } from './staff.service';

export function staffJson(row: StaffRow): StaffAccountJson {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: staffStatusOf(row),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    passwordSignInLocked: row.passwordLockedAt !== null,
  };
}

export function invitationJson(invitation: StaffInvitation): InvitationJson {
  return {
    account: staffJson(invitation.account),
    token: invitation.token,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

export function staffRoutes(staff: StaffService): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/staff', 'administration', async (_req, res) => {
    sendOk(res, 200, 'Staff accounts retrieved successfully', (await staff.listStaffAccounts()).map(staffJson));
  });

  r.post('/staff', 'administration', async (req, res) => {
    const invitation = await staff.createStaffAccount(validateBody(createStaffRequest, req.body), actorOf(res));
    sendOk(res, 201, 'Staff account created: send the invitation link', invitationJson(invitation));
  });

  r.patch('/staff/:id', 'administration', async (req, res) => {
    const id = parseUuid(req.params.id, invalidStaffId);
    const change = definedFields(validateBody(updateStaffRequest, req.body));
    sendOk(
      res,
      200,
      'Staff account updated successfully',
      staffJson(await staff.updateStaffAccount(id, change, actorOf(res))),
    );
  });

  r.post('/staff/:id/invitation', 'administration', async (req, res) => {
    const invitation = await staff.resetStaffAccount(parseUuid(req.params.id, invalidStaffId), actorOf(res));
    sendOk(res, 201, 'Staff account reset: send the new invitation link', invitationJson(invitation));
  });

  return r;
}
