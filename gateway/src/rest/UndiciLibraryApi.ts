/**
 * The LibraryApi and LibraryFiles bound to one request, over ./Upstream (undici): thin, made per
 * request. Each call carries the request's id and credentials (./credentials: bearer, client address,
 * user agent); answers are read with ./read (the contract's schemas, and the access shapes).
 */
import type { Readable } from 'node:stream';
import type { StaffRole } from '@library/api/contract';
import type { CsvImportOptions, LibraryApi, LibraryFiles, RestPassThrough } from './LibraryApi';
import { isRestUnauthenticated, type RequestCredentials } from './credentials';
import {
  endedCount,
  readActivityPage,
  readAs,
  readBook,
  readBooks,
  readBookPage,
  readBorrowSummaryPage,
  readBorrowTotals,
  readHealth,
  readLoan,
  readLoanPage,
  readHoldPage,
  readHolds,
  readMemberPage,
  readMy,
  readReturn,
  readSuccess,
  restHold,
  restLoanRules,
  restMember,
  restMemberInvitation,
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
  restRecordHistory,
  restRecordHistories,
  restSignIn,
  restStaffAccount,
  restStaffAccounts,
  restWebAuthnOptions,
} from './read';
import type {
  ActivityParams,
  BorrowBody,
  BorrowSummaryParams,
  CreateBookBody,
  CreateStaffBody,
  ListBooksParams,
  ListLoansParams,
  SetupBody,
  UpdateBookBody,
  UpdateStaffBody,
  CreateMemberBody,
  ListHoldsParams,
  ListMembersParams,
  LoanRulesBody,
  PageParams,
  PlaceHoldBody,
  UpdateMemberBody,
} from './types';
import { bookByIsbnPath, readBorrowAnswer } from './desk-reads';
import type { Method, Upstream } from './Upstream';

export { DEFAULT_UPSTREAM, type UpstreamOptions, type UpstreamTimeouts } from './upstream-options';

/**
 * An id as a path segment. A lone UTF-16 surrogate (valid in a JSON string, so in a GraphQL ID) makes
 * encodeURIComponent throw; it becomes U+FFFD, an id no book has, so REST answers "not found".
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const enc = (id: string): string => encodeURIComponent(id.replace(LONE_SURROGATE, '\uFFFD'));

/** A batched read's ids as one query parameter (`ids=a,b,c`), each encoded as a path segment is. */
const idList = (name: string, ids: readonly string[]): string => `${name}=${ids.map(enc).join(',')}`;

/**
 * LibraryFiles bound to one request: the CSV export and import, streamed (see Upstream.stream). A
 * REST 401 to the cookie's session clears the cookie (the 401 goes to the browser as it is).
 */
export class UndiciLibraryFiles implements LibraryFiles {
  constructor(
    private readonly upstream: Upstream,
    private readonly requestId: string,
    private readonly credentials: RequestCredentials,
  ) {}

  private async checked(answer: Promise<RestPassThrough>): Promise<RestPassThrough> {
    const passed = await answer;
    if (passed.status === 401) this.credentials.sessionEnded();
    return passed;
  }

  exportBooks(query: URLSearchParams): Promise<RestPassThrough> {
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const accept = 'text/csv, application/json';
    return this.checked(
      this.upstream.stream('GET', `/books/export.csv${search}`, this.requestId, accept, this.credentials.headers()),
    );
  }

  importBooks(csv: Readable, options: CsvImportOptions): Promise<RestPassThrough> {
    return this.importCsv('/books/import', csv, options);
  }

  importMembers(csv: Readable, options: CsvImportOptions): Promise<RestPassThrough> {
    return this.importCsv('/members/import', csv, options);
  }

  exportMy(): Promise<RestPassThrough> {
    return this.checked(
      this.upstream.stream('GET', '/my/export', this.requestId, 'application/json', this.credentials.headers()),
    );
  }

  private importCsv(path: string, csv: Readable, options: CsvImportOptions): Promise<RestPassThrough> {
    const search = options.dryRun === null ? '' : `?${new URLSearchParams({ dryRun: options.dryRun }).toString()}`;
    return this.checked(
      this.upstream.stream('POST', `${path}${search}`, this.requestId, 'application/json', this.credentials.headers(), {
        stream: csv,
        contentType: options.contentType,
        contentEncoding: options.contentEncoding,
      }),
    );
  }
}

/**
 * LibraryApi bound to one request: thin, created per request. Each method's answer type is the
 * interface's (./LibraryApi), checked by `implements`.
 */
export class UndiciLibraryApi implements LibraryApi {
  constructor(
    private readonly upstream: Upstream,
    private readonly requestId: string,
    private readonly credentials: RequestCredentials,
  ) {}

  /**
   * One REST call with the request's credentials. When REST refuses the session cookie's token
   * (401 UNAUTHENTICATED: the session ended), the cookie is cleared and the call made once more as
   * a visitor: REST refused it before doing anything, and a public read then still answers.
   */
  private async call(method: Method, path: string, body?: unknown): Promise<unknown> {
    // Whether this call carries the cookie's token (other calls of the request may end it meanwhile).
    const withCookie = this.credentials.fromCookie;
    try {
      return await this.upstream.call(method, path, this.requestId, this.credentials.headers(), body);
    } catch (error) {
      if (!withCookie || !isRestUnauthenticated(error)) throw error;
      this.credentials.sessionEnded();
      return this.upstream.call(method, path, this.requestId, this.credentials.headers(), body);
    }
  }

  /** The `data` of a call's success envelope. */
  private async data(method: Method, path: string, where: string, body?: unknown): Promise<unknown> {
    return readSuccess(await this.call(method, path, body), where).data;
  }

  async listBooks(params: ListBooksParams) {
    const query = new URLSearchParams({
      page: String(params.page),
      limit: String(params.limit),
      sortBy: params.sortBy,
      sort: params.sort,
    });
    if (params.filter) query.set('filter', params.filter);
    if (params.search !== null) query.set('search', params.search);
    if (params.available !== null) query.set('available', String(params.available));
    const { data, meta } = readSuccess(await this.call('GET', `/books?${query.toString()}`), 'books');
    return readBookPage(data, meta);
  }

  async getBook(id: string) {
    return readBook(await this.data('GET', `/books/${enc(id)}`, 'book'));
  }

  async createBook(body: CreateBookBody) {
    return readBook(await this.data('POST', '/books', 'createBook', body));
  }

  async updateBook(id: string, body: UpdateBookBody) {
    return readBook(await this.data('PUT', `/books/${enc(id)}`, 'updateBook', body));
  }

  async deleteBook(id: string) {
    await this.data('DELETE', `/books/${enc(id)}`, 'deleteBook');
  }

  async borrowBook(body: BorrowBody) {
    return readBorrowAnswer(await this.data('POST', '/borrow', 'borrowBook', body));
  }

  async borrowSummary(params: BorrowSummaryParams) {
    const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
    const { data, meta } = readSuccess(await this.call('GET', `/borrow?${query.toString()}`), 'borrowSummary');
    return readBorrowSummaryPage(data, meta);
  }

  async borrowTotals() {
    return readBorrowTotals(await this.data('GET', '/borrow/totals', 'borrowTotals'));
  }

  async listLoans(params: ListLoansParams) {
    const query = new URLSearchParams({
      status: params.status,
      page: String(params.page),
      limit: String(params.limit),
    });
    const { book, member, isbn, search } = params;
    for (const [name, value] of Object.entries({ book, member, isbn, search })) if (value) query.set(name, value);
    const { data, meta } = readSuccess(await this.call('GET', `/loans?${query.toString()}`), 'loans');
    return readLoanPage(data, meta);
  }

  async returnLoan(id: string, quantity?: number) {
    const body = quantity === undefined ? undefined : { quantity };
    return readReturn(await this.data('POST', `/loans/${enc(id)}/return`, 'returnLoan', body));
  }

  async health() {
    return readHealth(await this.data('GET', '/health', 'health'));
  }

  async bookHistory(id: string) {
    return readAs(restRecordHistory, await this.data('GET', `/books/${enc(id)}/history`, 'history'), 'history');
  }

  async booksByIds(ids: readonly string[]) {
    return readBooks(await this.data('GET', `/books/by-ids?${idList('ids', ids)}`, 'booksByIds'));
  }

  async bookHistories(ids: readonly string[]) {
    const data = await this.data('GET', `/histories/books?${idList('ids', ids)}`, 'bookHistories');
    return readAs(restRecordHistories, data, 'bookHistories');
  }

  async memberHistories(ids: readonly string[]) {
    const data = await this.data('GET', `/histories/members?${idList('ids', ids)}`, 'memberHistories');
    return readAs(restRecordHistories, data, 'memberHistories');
  }

  async holdQueues(bookIds: readonly string[], limit: number) {
    const query = `${idList('books', bookIds)}&limit=${limit}`;
    return readHolds(await this.data('GET', `/holds/queues?${query}`, 'holdQueues'));
  }

  async me() {
    return readAs(restMe, await this.data('GET', '/auth/me', 'me'), 'me');
  }

  async signIn(email: string, password: string) {
    return readAs(restSignIn, await this.data('POST', '/auth/sign-in', 'signIn', { email, password }), 'signIn');
  }

  async signOut() {
    await this.data('POST', '/auth/sign-out', 'signOut');
  }

  async setUp(body: SetupBody) {
    return readAs(restSignIn, await this.data('POST', '/auth/setup', 'setUp', body), 'setUp');
  }

  async invitation(token: string) {
    const data = await this.data('GET', `/auth/invitations/${enc(token)}`, 'invitation');
    return readAs(restInvitationDetails, data, 'invitation');
  }

  async acceptInvitation(token: string, password: string) {
    const data = await this.data('POST', `/auth/invitations/${enc(token)}`, 'acceptInvitation', { password });
    return readAs(restSignIn, data, 'acceptInvitation');
  }

  async updateMe(name: string) {
    return readAs(restAccount, await this.data('PATCH', '/auth/me', 'updateMe', { name }), 'updateMe');
  }

  async changePassword(currentPassword: string, newPassword: string) {
    await this.data('POST', '/auth/password', 'changePassword', { currentPassword, newPassword });
  }

  async listSessions() {
    return readAs(restAccountSession.array(), await this.data('GET', '/auth/sessions', 'sessions'), 'sessions');
  }

  async endOtherSessions() {
    const data = await this.data('DELETE', '/auth/sessions/others', 'endOtherSessions');
    return readAs(endedCount, data, 'endOtherSessions').ended;
  }

  async listPasskeys() {
    return readAs(restPasskeys, await this.data('GET', '/auth/passkeys', 'passkeys'), 'passkeys');
  }

  async passkeyRegistrationOptions() {
    const data = await this.data('POST', '/auth/passkeys/options', 'startPasskeyRegistration');
    return readAs(restWebAuthnOptions, data, 'startPasskeyRegistration');
  }

  async addPasskey(name: string, response: unknown) {
    const data = await this.data('POST', '/auth/passkeys', 'finishPasskeyRegistration', { name, response });
    return readAs(restPasskey, data, 'finishPasskeyRegistration');
  }

  async removePasskey(id: string) {
    return readAs(
      restPasskey,
      await this.data('DELETE', `/auth/passkeys/${enc(id)}`, 'removePasskey'),
      'removePasskey',
    );
  }

  async passkeySignInOptions() {
    const data = await this.data('POST', '/auth/passkey-sign-in/options', 'startPasskeySignIn');
    return readAs(restWebAuthnOptions, data, 'startPasskeySignIn');
  }

  async passkeySignIn(response: unknown) {
    const data = await this.data('POST', '/auth/passkey-sign-in', 'finishPasskeySignIn', { response });
    return readAs(restSignIn, data, 'finishPasskeySignIn');
  }

  async listStaff() {
    return readAs(restStaffAccounts, await this.data('GET', '/staff', 'staff'), 'staff');
  }

  async createStaff(body: CreateStaffBody) {
    return readAs(restInvitation, await this.data('POST', '/staff', 'createStaff', body), 'createStaff');
  }

  async updateStaff(id: string, body: UpdateStaffBody) {
    const data = await this.data('PATCH', `/staff/${enc(id)}`, 'updateStaff', body);
    return readAs(restStaffAccount, data, 'updateStaff');
  }

  async resetStaff(id: string) {
    const data = await this.data('POST', `/staff/${enc(id)}/invitation`, 'resetStaff');
    return readAs(restInvitation, data, 'resetStaff');
  }

  async listTokens() {
    return readAs(restApiTokens, await this.data('GET', '/tokens', 'tokens'), 'tokens');
  }

  async createToken(name: string, role: StaffRole) {
    const data = await this.data('POST', '/tokens', 'createToken', { name, role });
    return readAs(restCreatedApiToken, data, 'createToken');
  }

  async revokeToken(id: string) {
    return readAs(restApiToken, await this.data('DELETE', `/tokens/${enc(id)}`, 'revokeToken'), 'revokeToken');
  }

  async listMembers(params: ListMembersParams) {
    const query = new URLSearchParams({ sort: params.sort, page: String(params.page), limit: String(params.limit) });
    if (params.search !== null) query.set('search', params.search);
    const { data, meta } = readSuccess(await this.call('GET', `/members?${query.toString()}`), 'members');
    return readMemberPage(data, meta);
  }

  async getMember(id: string) {
    return readAs(restMember, await this.data('GET', `/members/${enc(id)}`, 'member'), 'member');
  }

  async memberByCard(cardNumber: string) {
    const data = await this.data('GET', `/members/by-card/${enc(cardNumber)}`, 'memberByCard');
    return readAs(restMember, data, 'memberByCard');
  }

  async createMember(body: CreateMemberBody) {
    return readAs(restMember, await this.data('POST', '/members', 'createMember', body), 'createMember');
  }

  async updateMember(id: string, body: UpdateMemberBody) {
    return readAs(restMember, await this.data('PATCH', `/members/${enc(id)}`, 'updateMember', body), 'updateMember');
  }

  async blockMember(id: string, reason: string) {
    const data = await this.data('POST', `/members/${enc(id)}/block`, 'blockMember', { reason });
    return readAs(restMember, data, 'blockMember');
  }

  async unblockMember(id: string) {
    const data = await this.data('POST', `/members/${enc(id)}/unblock`, 'unblockMember');
    return readAs(restMember, data, 'unblockMember');
  }

  async deleteMember(id: string) {
    await this.data('DELETE', `/members/${enc(id)}`, 'deleteMember');
  }

  async memberHistory(id: string) {
    const data = await this.data('GET', `/members/${enc(id)}/history`, 'memberHistory');
    return readAs(restRecordHistory, data, 'memberHistory');
  }

  async inviteMember(id: string) {
    const data = await this.data('POST', `/members/${enc(id)}/invitation`, 'inviteMember');
    return readAs(restMemberInvitation, data, 'inviteMember');
  }

  async loanRules() {
    return readAs(restLoanRules, await this.data('GET', '/loan-rules', 'loanRules'), 'loanRules');
  }

  async updateLoanRules(body: LoanRulesBody) {
    return readAs(restLoanRules, await this.data('PUT', '/loan-rules', 'updateLoanRules', body), 'updateLoanRules');
  }

  async renewLoan(id: string) {
    return readLoan(await this.data('POST', `/loans/${enc(id)}/renew`, 'renewLoan'));
  }

  async listHolds(params: ListHoldsParams) {
    const query = new URLSearchParams({
      status: params.status,
      page: String(params.page),
      limit: String(params.limit),
    });
    if (params.book !== null) query.set('book', params.book);
    if (params.member !== null) query.set('member', params.member);
    const { data, meta } = readSuccess(await this.call('GET', `/holds?${query.toString()}`), 'holds');
    return readHoldPage(data, meta);
  }

  async placeHold(body: PlaceHoldBody) {
    return readAs(restHold, await this.data('POST', '/holds', 'placeHold', body), 'placeHold');
  }

  async cancelHold(id: string) {
    return readAs(restHold, await this.data('POST', `/holds/${enc(id)}/cancel`, 'cancelHold'), 'cancelHold');
  }

  async my() {
    return readMy(await this.data('GET', '/my', 'my'));
  }

  async myHistory(params: PageParams) {
    const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
    const { data, meta } = readSuccess(await this.call('GET', `/my/history?${query.toString()}`), 'myHistory');
    return readLoanPage(data, meta);
  }

  async setKeepHistory(keep: boolean) {
    return readMy(await this.data('PATCH', '/my', 'setKeepHistory', { keepHistory: keep }));
  }

  async activity(params: ActivityParams) {
    const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
    if (params.action !== null) query.set('action', params.action);
    if (params.actorId !== null) query.set('actorId', params.actorId);
    if (params.targetKind !== null) query.set('targetKind', params.targetKind);
    if (params.targetId !== null) query.set('targetId', params.targetId);
    const { data, meta } = readSuccess(await this.call('GET', `/activity?${query.toString()}`), 'activity');
    return readActivityPage(data, meta);
  }

  async bookByIsbn(isbn: string) {
    return readBook(await this.data('GET', bookByIsbnPath(isbn), 'bookByIsbn'));
  }
}
