import type { Readable } from 'node:stream';
import type { BodyEncoding, StaffRole } from '@library/api/contract';
import type {
  ActivityParams,
  BorrowBody,
  CreateBookBody,
  ListBooksParams,
  ListLoansParams,
  RestBook,
  RestBookPage,
  RestBorrow,
  RestBorrowRecord,
  RestLoanPage,
  BorrowSummaryParams,
  RestBorrowSummaryPage,
  RestBorrowTotals,
  RestHealth,
  RestIsbnLookup,
  RestCover,
  UpdateBookBody,
  RestAccount,
  RestAccountSession,
  RestActivityPage,
  RestApiToken,
  RestCreatedApiToken,
  RestInvitation,
  RestInvitationDetails,
  RestMe,
  RestPasskey,
  RestWebAuthnOptions,
  RestRecordHistory,
  RestRecordHistoryOf,
  RestSignIn,
  RestStaffAccount,
  SetupBody,
  CreateStaffBody,
  UpdateStaffBody,
  CreateMemberBody,
  ListHoldsParams,
  ListMembersParams,
  LoanRulesBody,
  PageParams,
  PlaceHoldBody,
  RestHold,
  RestHoldPage,
  RestLoanRules,
  RestMember,
  RestMemberInvitation,
  RestMemberPage,
  RestMy,
  UpdateMemberBody,
} from './types';

/**
 * The library REST service as the resolvers see it. Each method resolves to the validated REST
 * shape or rejects with a GraphQLError built by ../errors (NOT_FOUND, CONFLICT, BAD_USER_INPUT,
 * UPSTREAM_* ...). The undici implementation is ./UndiciLibraryApi; tests use fakes.
 */
export interface LibraryApi {
  listBooks(params: ListBooksParams): Promise<RestBookPage>;
  getBook(id: string): Promise<RestBook>;
  createBook(body: CreateBookBody): Promise<RestBook>;
  updateBook(id: string, body: UpdateBookBody): Promise<RestBook>;
  deleteBook(id: string): Promise<void>;
  /** `POST /borrow`; a member's loan comes with their standing after it (`standing`). */
  borrowBook(body: BorrowBody): Promise<RestBorrowRecord>;
  /** One page of `GET /borrow` (largest total first), with its paging. */
  borrowSummary(params: BorrowSummaryParams): Promise<RestBorrowSummaryPage>;
  /** `GET /borrow/totals`: the summary's headline figures. */
  borrowTotals(): Promise<RestBorrowTotals>;
  listLoans(params: ListLoansParams): Promise<RestLoanPage>;
  /** `POST /loans/:id/return`: the loan, with the holds its copies were put aside for. */
  /** `quantity`: a partial return (1..the copies out); all of them when undefined. */
  returnLoan(id: string, quantity?: number): Promise<RestBorrowRecord>;
  health(): Promise<RestHealth>;
  /** `GET /books/:id/history`: who added and last changed the book (circulation). */
  bookHistory(id: string): Promise<RestRecordHistory>;

  // Batched reads (one call for the items of a list; ../resolvers/loaders.ts): 1 to 100 ids each.
  /** `GET /books/by-ids`: the books of `ids` that exist, in that order (public). */
  booksByIds(ids: readonly string[]): Promise<RestBook[]>;
  /** `GET /histories/books`: each book's history, in the order of `ids` (circulation). */
  bookHistories(ids: readonly string[]): Promise<RestRecordHistoryOf[]>;
  /** `GET /histories/members`: each member's history, in the order of `ids` (circulation). */
  memberHistories(ids: readonly string[]): Promise<RestRecordHistoryOf[]>;
  /** `GET /holds/queues`: each book's first `limit` active holds in queue order, books in the order of `bookIds`. */
  holdQueues(bookIds: readonly string[], limit: number): Promise<RestHold[]>;

  // Sign-in and accounts. The request's bearer goes with every call (./credentials).
  /** `GET /auth/me`: whether the library is open, and who the request's bearer is. */
  me(): Promise<RestMe>;
  /** `POST /auth/sign-in`: a new session (INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS). */
  signIn(email: string, password: string): Promise<RestSignIn>;
  /** `POST /auth/sign-out`: ends the request's session. */
  signOut(): Promise<void>;
  /** `POST /auth/setup`: the first admin of an open library, signed in (ALREADY_SET_UP). */
  setUp(body: SetupBody): Promise<RestSignIn>;
  /** `GET /auth/invitations/:token` (INVITATION_INVALID). */
  invitation(token: string): Promise<RestInvitationDetails>;
  /** `POST /auth/invitations/:token`: sets the password, signed in (INVITATION_INVALID). */
  acceptInvitation(token: string, password: string): Promise<RestSignIn>;
  /** `PATCH /auth/me`: the viewer's name. */
  updateMe(name: string): Promise<RestAccount>;
  /** `POST /auth/password`: ends the account's other sessions. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** `GET /auth/sessions`: the viewer's sessions. */
  listSessions(): Promise<RestAccountSession[]>;
  /** `DELETE /auth/sessions/others`: how many ended. */
  endOtherSessions(): Promise<number>;
  /** `GET /auth/passkeys`: the viewer's passkeys. */
  listPasskeys(): Promise<RestPasskey[]>;
  /** `POST /auth/passkeys/options`: WebAuthn creation options for a new passkey of the viewer. */
  passkeyRegistrationOptions(): Promise<RestWebAuthnOptions>;
  /** `POST /auth/passkeys`: the browser's answer verified, the passkey kept (PASSKEY_FAILED). */
  addPasskey(name: string, response: unknown): Promise<RestPasskey>;
  /** `DELETE /auth/passkeys/:id`: the removed passkey (NOT_FOUND). */
  removePasskey(id: string): Promise<RestPasskey>;
  /** `POST /auth/passkey-sign-in/options`: WebAuthn request options (discoverable credentials). */
  passkeySignInOptions(): Promise<RestWebAuthnOptions>;
  /** `POST /auth/passkey-sign-in`: a new session (PASSKEY_FAILED, TOO_MANY_ATTEMPTS). */
  passkeySignIn(response: unknown): Promise<RestSignIn>;

  // Administration (ADMIN).
  /** `GET /staff`: admins first, then by name. */
  listStaff(): Promise<RestStaffAccount[]>;
  /** `POST /staff`: the new account's invitation (DUPLICATE_EMAIL). */
  createStaff(body: CreateStaffBody): Promise<RestInvitation>;
  /** `PATCH /staff/:id` (LAST_ADMIN). */
  updateStaff(id: string, body: UpdateStaffBody): Promise<RestStaffAccount>;
  /** `POST /staff/:id/invitation`: password and sessions ended, a new invitation. */
  resetStaff(id: string): Promise<RestInvitation>;
  listTokens(): Promise<RestApiToken[]>;
  createToken(name: string, role: StaffRole): Promise<RestCreatedApiToken>;
  /** `DELETE /tokens/:id`: the revoked token. */
  revokeToken(id: string): Promise<RestApiToken>;
  /** `GET /activity`: one page, newest first. */
  activity(params: ActivityParams): Promise<RestActivityPage>;

  // Members, loan rules, renewals and holds.
  /** `GET /members`: one page (circulation). */
  listMembers(params: ListMembersParams): Promise<RestMemberPage>;
  /** `GET /members/:id` (MEMBER_NOT_FOUND). */
  getMember(id: string): Promise<RestMember>;
  /** `GET /members/by-card/:card`: spaces and hyphens ignored (MEMBER_NOT_FOUND). */
  memberByCard(cardNumber: string): Promise<RestMember>;
  /** `POST /members` (memberRecords; DUPLICATE_CARD, DUPLICATE_EMAIL). */
  createMember(body: CreateMemberBody): Promise<RestMember>;
  /** `PATCH /members/:id`: only the fields to change; null clears an optional one. */
  updateMember(id: string, body: UpdateMemberBody): Promise<RestMember>;
  /** `POST /members/:id/block` with the reason shown at lending. */
  blockMember(id: string, reason: string): Promise<RestMember>;
  /** `POST /members/:id/unblock`. */
  unblockMember(id: string): Promise<RestMember>;
  /** `DELETE /members/:id` (MEMBER_HAS_LOANS). */
  deleteMember(id: string): Promise<void>;
  /** `GET /members/:id/history`: who added and last changed the member (circulation; MEMBER_NOT_FOUND). */
  memberHistory(id: string): Promise<RestRecordHistory>;
  /** `POST /members/:id/invitation`: a link to sign in (MEMBER_NO_EMAIL, DUPLICATE_EMAIL, LIBRARY_OPEN). */
  inviteMember(id: string): Promise<RestMemberInvitation>;
  /** `GET /loan-rules` (public). */
  loanRules(): Promise<RestLoanRules>;
  /** `PUT /loan-rules`: every rule (administration). */
  updateLoanRules(body: LoanRulesBody): Promise<RestLoanRules>;
  /** `POST /loans/:id/renew` (ownLoans; LOAN_NOT_FOUND, ALREADY_RETURNED, ON_HOLD, RENEWAL_LIMIT). */
  renewLoan(id: string): Promise<RestBorrow>;
  /** `GET /holds`: one page; a book's queue in order, else newest first (circulation). */
  listHolds(params: ListHoldsParams): Promise<RestHoldPage>;
  /** `POST /holds` (ownLoans; COPY_ON_SHELF, DUPLICATE_HOLD, MEMBER_BLOCKED, MEMBER_NOT_FOUND). */
  placeHold(body: PlaceHoldBody): Promise<RestHold>;
  /** `POST /holds/:id/cancel` (ownLoans; HOLD_NOT_FOUND, HOLD_NOT_ACTIVE). */
  cancelHold(id: string): Promise<RestHold>;
  /** `GET /my`: the signed-in member's record, loans out and active holds (403 FORBIDDEN for others). */
  my(): Promise<RestMy>;
  /** `GET /my/history`: one page of their kept returned loans. */
  myHistory(params: PageParams): Promise<RestLoanPage>;
  /** `PATCH /my` `{ keepHistory }`: the same as `my()`, after the change. */
  setKeepHistory(keep: boolean): Promise<RestMy>;
  /** `GET /books/by-isbn/:isbn`: the book of an ISBN in any form (NOT_FOUND; VALIDATION_FAILED when not an ISBN). */
  bookByIsbn(isbn: string): Promise<RestBook>;
  /** `GET /isbn-lookup/:isbn`: what the lookup service knows of it (ISBN_NOT_FOUND, LOOKUP_OFF, LOOKUP_TIMEOUT, LOOKUP_FAILED). */
  isbnLookup(isbn: string): Promise<RestIsbnLookup>;
  /** `GET /covers?ids=`: the covers of those books that have one (version and sizes), in the ids' order. */
  bookCovers(ids: readonly string[]): Promise<RestCover[]>;
  /** `POST /books/:id/cover/lookup`: the cover the ISBN lookup names, fetched and kept. */
  fetchCover(id: string): Promise<RestCover>;
  /** `DELETE /books/:id/cover` (NOT_FOUND, COVER_NOT_FOUND). */
  removeCover(id: string): Promise<void>;
}

/**
 * A REST answer the gateway passes on as it comes (the CSV routes, ../csv): its status, the headers
 * forwarded to the browser, and the body as a stream (never buffered: an export may be large).
 */
export interface RestPassThrough {
  status: number;
  contentType: string | null;
  contentDisposition: string | null;
  /** The answer's cache and size headers REST sent (ETag, Cache-Control, X-Image-Width/Height), by lower-case name. */
  headers: Readonly<Record<string, string>>;
  body: Readable;
}

/** How an import's CSV goes to REST: `?dryRun=` as the browser gave it (null: left out), its type and coding. */
export interface CsvImportOptions {
  dryRun: string | null;
  contentType: string;
  contentEncoding: BodyEncoding;
}

/**
 * The REST service's file routes (the CSV export and imports, a member's data), streamed both ways.
 * A 2xx or a 4xx with the REST failure envelope resolves (the 4xx's JSON body unchanged); a REST
 * service that is down, slow, answers 5xx or an answer that is not the contract's rejects with a
 * GraphQLError of ../errors (UPSTREAM_* ...).
 */
export interface LibraryFiles {
  /** `GET /books/export.csv` with the list's query (filter, search, available, sortBy, sort). */
  exportBooks(query: URLSearchParams): Promise<RestPassThrough>;
  /** `POST /books/import?dryRun=` with the CSV body as it arrives (`contentType` forwarded). */
  importBooks(csv: Readable, options: CsvImportOptions): Promise<RestPassThrough>;
  /** `POST /members/import?dryRun=`, as `importBooks`. */
  importMembers(csv: Readable, options: CsvImportOptions): Promise<RestPassThrough>;
  /** `GET /my/export`: the signed-in member's data, a JSON file (`Content-Disposition` kept). */
  exportMy(): Promise<RestPassThrough>;
  /** `GET /books/:id/cover?w=&v=`: a cover's image (a 304 when `ifNoneMatch` is its ETag). */
  cover(book: string, width: string, version: string, ifNoneMatch: string | null): Promise<RestPassThrough>;
}
