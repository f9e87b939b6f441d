/** Sign-in and accounts' calls: sessions, passwords, passkeys, invitations; staff, API tokens, activity. */
import type { StaffRole } from '@library/api/contract';
import type { LibraryApi } from '../LibraryApi';
import {
  endedCount,
  readActivityPage,
  readAs,
  restAccount,
  restAccountSession,
  restApiToken,
  restApiTokens,
  restCreatedApiToken,
  restInvitation,
  restInvitationDetails,
  restMe,
  restPasskey,
  restPasskeys,
  restSignIn,
  restStaffAccount,
  restStaffAccounts,
  restWebAuthnOptions,
} from '../read';
import { enc, type RestRequest } from '../RestRequest';
import type { ActivityParams, CreateStaffBody, SetupBody, UpdateStaffBody } from '../types';

/** The signed-in person's own account: sign-in, setup, invitations, sessions, passkeys. */
export function accountCalls(rest: RestRequest) {
  return {
    async me() {
      return readAs(restMe, await rest.data('GET', '/auth/me', 'me'), 'me');
    },

    async signIn(email: string, password: string) {
      return readAs(restSignIn, await rest.data('POST', '/auth/sign-in', 'signIn', { email, password }), 'signIn');
    },

    async signOut() {
      await rest.data('POST', '/auth/sign-out', 'signOut');
    },

    async setUp(body: SetupBody) {
      return readAs(restSignIn, await rest.data('POST', '/auth/setup', 'setUp', body), 'setUp');
    },

    async invitation(token: string) {
      const data = await rest.data('GET', `/auth/invitations/${enc(token)}`, 'invitation');
      return readAs(restInvitationDetails, data, 'invitation');
    },

    async acceptInvitation(token: string, password: string) {
      const data = await rest.data('POST', `/auth/invitations/${enc(token)}`, 'acceptInvitation', { password });
      return readAs(restSignIn, data, 'acceptInvitation');
    },

    async updateMe(name: string) {
      return readAs(restAccount, await rest.data('PATCH', '/auth/me', 'updateMe', { name }), 'updateMe');
    },

    async changePassword(currentPassword: string, newPassword: string) {
      await rest.data('POST', '/auth/password', 'changePassword', { currentPassword, newPassword });
    },

    async listSessions() {
      return readAs(restAccountSession.array(), await rest.data('GET', '/auth/sessions', 'sessions'), 'sessions');
    },

    async endOtherSessions() {
      const data = await rest.data('DELETE', '/auth/sessions/others', 'endOtherSessions');
      return readAs(endedCount, data, 'endOtherSessions').ended;
    },

    async listPasskeys() {
      return readAs(restPasskeys, await rest.data('GET', '/auth/passkeys', 'passkeys'), 'passkeys');
    },

    async passkeyRegistrationOptions() {
      const data = await rest.data('POST', '/auth/passkeys/options', 'startPasskeyRegistration');
      return readAs(restWebAuthnOptions, data, 'startPasskeyRegistration');
    },

    async addPasskey(name: string, response: unknown) {
      const data = await rest.data('POST', '/auth/passkeys', 'finishPasskeyRegistration', { name, response });
      return readAs(restPasskey, data, 'finishPasskeyRegistration');
    },

    async removePasskey(id: string) {
      return readAs(
        restPasskey,
        await rest.data('DELETE', `/auth/passkeys/${enc(id)}`, 'removePasskey'),
        'removePasskey',
      );
    },

    async passkeySignInOptions() {
      const data = await rest.data('POST', '/auth/passkey-sign-in/options', 'startPasskeySignIn');
      return readAs(restWebAuthnOptions, data, 'startPasskeySignIn');
    },

    async passkeySignIn(response: unknown) {
      const data = await rest.data('POST', '/auth/passkey-sign-in', 'finishPasskeySignIn', { response });
      return readAs(restSignIn, data, 'finishPasskeySignIn');
    },
  } satisfies Partial<LibraryApi>;
}

/** Administration: staff accounts, API tokens, the activity log. */
export function administrationCalls(rest: RestRequest) {
  return {
    async listStaff() {
      return readAs(restStaffAccounts, await rest.data('GET', '/staff', 'staff'), 'staff');
    },

    async createStaff(body: CreateStaffBody) {
      return readAs(restInvitation, await rest.data('POST', '/staff', 'createStaff', body), 'createStaff');
    },

    async updateStaff(id: string, body: UpdateStaffBody) {
      const data = await rest.data('PATCH', `/staff/${enc(id)}`, 'updateStaff', body);
      return readAs(restStaffAccount, data, 'updateStaff');
    },

    async resetStaff(id: string) {
      const data = await rest.data('POST', `/staff/${enc(id)}/invitation`, 'resetStaff');
      return readAs(restInvitation, data, 'resetStaff');
    },

    async listTokens() {
      return readAs(restApiTokens, await rest.data('GET', '/tokens', 'tokens'), 'tokens');
    },

    async createToken(name: string, role: StaffRole) {
      const data = await rest.data('POST', '/tokens', 'createToken', { name, role });
      return readAs(restCreatedApiToken, data, 'createToken');
    },

    async revokeToken(id: string) {
      return readAs(restApiToken, await rest.data('DELETE', `/tokens/${enc(id)}`, 'revokeToken'), 'revokeToken');
    },

    async activity(params: ActivityParams) {
      const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
      if (params.action !== null) query.set('action', params.action);
      if (params.actorId !== null) query.set('actorId', params.actorId);
      if (params.targetKind !== null) query.set('targetKind', params.targetKind);
      if (params.targetId !== null) query.set('targetId', params.targetId);
      const { data, meta } = await rest.page(`/activity?${query.toString()}`, 'activity');
      return readActivityPage(data, meta);
    },
  } satisfies Partial<LibraryApi>;
}
