/** The members' calls: records, cards, blocks, invitations, histories; holds; a member's own page. */
import type { LibraryApi } from '../LibraryApi';
import {
  readAs,
  readHoldPage,
  readHolds,
  readLoanPage,
  readMemberPage,
  readMy,
  restHold,
  restMember,
  restMemberInvitation,
  restRecordHistories,
  restRecordHistory,
} from '../read';
import { enc, idList, type RestRequest } from '../RestRequest';
import type {
  CreateMemberBody,
  ListHoldsParams,
  ListMembersParams,
  PageParams,
  PlaceHoldBody,
  UpdateMemberBody,
} from '../types';

export function memberCalls(rest: RestRequest) {
  return {
    async listMembers(params: ListMembersParams) {
      const query = new URLSearchParams({ sort: params.sort, page: String(params.page), limit: String(params.limit) });
      if (params.search !== null) query.set('search', params.search);
      const { data, meta } = await rest.page(`/members?${query.toString()}`, 'members');
      return readMemberPage(data, meta);
    },

    async getMember(id: string) {
      return readAs(restMember, await rest.data('GET', `/members/${enc(id)}`, 'member'), 'member');
    },

    async memberByCard(cardNumber: string) {
      const data = await rest.data('GET', `/members/by-card/${enc(cardNumber)}`, 'memberByCard');
      return readAs(restMember, data, 'memberByCard');
    },

    async createMember(body: CreateMemberBody) {
      return readAs(restMember, await rest.data('POST', '/members', 'createMember', body), 'createMember');
    },

    async updateMember(id: string, body: UpdateMemberBody) {
      const data = await rest.data('PATCH', `/members/${enc(id)}`, 'updateMember', body);
      return readAs(restMember, data, 'updateMember');
    },

    async blockMember(id: string, reason: string) {
      const data = await rest.data('POST', `/members/${enc(id)}/block`, 'blockMember', { reason });
      return readAs(restMember, data, 'blockMember');
    },

    async unblockMember(id: string) {
      const data = await rest.data('POST', `/members/${enc(id)}/unblock`, 'unblockMember');
      return readAs(restMember, data, 'unblockMember');
    },

    async deleteMember(id: string) {
      await rest.data('DELETE', `/members/${enc(id)}`, 'deleteMember');
    },

    async memberHistory(id: string) {
      const data = await rest.data('GET', `/members/${enc(id)}/history`, 'memberHistory');
      return readAs(restRecordHistory, data, 'memberHistory');
    },

    async memberHistories(ids: readonly string[]) {
      const data = await rest.data('GET', `/histories/members?${idList('ids', ids)}`, 'memberHistories');
      return readAs(restRecordHistories, data, 'memberHistories');
    },

    async inviteMember(id: string) {
      const data = await rest.data('POST', `/members/${enc(id)}/invitation`, 'inviteMember');
      return readAs(restMemberInvitation, data, 'inviteMember');
    },

    async listHolds(params: ListHoldsParams) {
      const query = new URLSearchParams({
        status: params.status,
        page: String(params.page),
        limit: String(params.limit),
      });
      if (params.book !== null) query.set('book', params.book);
      if (params.member !== null) query.set('member', params.member);
      const { data, meta } = await rest.page(`/holds?${query.toString()}`, 'holds');
      return readHoldPage(data, meta);
    },

    async holdQueues(bookIds: readonly string[], limit: number) {
      const query = `${idList('books', bookIds)}&limit=${limit}`;
      return readHolds(await rest.data('GET', `/holds/queues?${query}`, 'holdQueues'));
    },

    async placeHold(body: PlaceHoldBody) {
      return readAs(restHold, await rest.data('POST', '/holds', 'placeHold', body), 'placeHold');
    },

    async cancelHold(id: string) {
      return readAs(restHold, await rest.data('POST', `/holds/${enc(id)}/cancel`, 'cancelHold'), 'cancelHold');
    },

    async my() {
      return readMy(await rest.data('GET', '/my', 'my'));
    },

    async myHistory(params: PageParams) {
      const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
      const { data, meta } = await rest.page(`/my/history?${query.toString()}`, 'myHistory');
      return readLoanPage(data, meta);
    },

    async setKeepHistory(keep: boolean) {
      return readMy(await rest.data('PATCH', '/my', 'setKeepHistory', { keepHistory: keep }));
    },
  } satisfies Partial<LibraryApi>;
}
