/**
 * The REST service's shapes as the gateway uses them: derived from the shared REST contract
 * (`@library/api/contract`, api/src/contract), read from REST answers by ./read; request bodies are the
 * contract's request schemas' input types. Ids are opaque strings.
 */
import type {
  BookCreateRequest,
  BookPatchRequest,
  BorrowRequest,
  Genre,
  HoldListStatus,
  LoanRulesUpdate,
  LoanStatus,
  MemberSort,
  PageMeta,
  RestBook,
  RestBorrow,
  RestBorrowSummaryRow,
  SortField,
  SortOrder,
} from '@library/api/contract';
import type { z } from 'zod';
import type * as contract from '@library/api/contract';

export type {
  RestBook,
  RestBorrow,
  RestBorrowedBook,
  RestBorrowSummaryRow,
  RestBorrowTotals,
  RestHealth,
  IsbnLookupJson as RestIsbnLookup,
  CoverJson as RestCover,
  RestSummaryBook,
} from '@library/api/contract';

export type RestGenre = Genre;
export type RestSortField = SortField;
export type RestSortOrder = SortOrder;

/** One page of `GET /loans`: REST `data` + `meta` joined, each loan read as a borrow record. */
export interface RestLoanPage extends PageMeta {
  items: RestBorrow[];
}

/** Query of `GET /loans`, as the gateway fills it (null: left out of the query string). */
export interface ListLoansParams {
  status: LoanStatus;
  /** Only this book's loans; null: every book's. */
  book: string | null;
  /** Only this member's loans; null: everyone's. */
  member: string | null;
  /** Only the loans whose own ISBN (kept after the book is deleted) is this ISBN, in either form. */
  isbn?: string | null;
  /** Only the loans whose own title (kept after the book is deleted) contains this text. */
  search?: string | null;
  page: number;
  limit: number;
}

/** One page of `GET /borrow?page&limit`: REST `data` + `meta` joined. */
export interface RestBorrowSummaryPage extends PageMeta {
  items: RestBorrowSummaryRow[];
}

/** Query of `GET /borrow` as the gateway sends it (always one page). */
export interface BorrowSummaryParams {
  page: number;
  limit: number;
}

/** One page of `GET /books`: REST `data` + `meta` joined. */
export interface RestBookPage extends PageMeta {
  items: RestBook[];
}

/** Query of `GET /books`, as the gateway fills it (null: left out of the query string). */
export interface ListBooksParams {
  page: number;
  limit: number;
  sortBy: RestSortField;
  sort: RestSortOrder;
  filter: RestGenre | null;
  /** Text to find in title, author or ISBN (REST trims it; blank is no search); null: no search. */
  search: string | null;
  /** Only books whose `available` is this; null: all books. */
  available: boolean | null;
}

/** Body of `POST /books` (as the api's contract accepts it). */
export type CreateBookBody = BookCreateRequest;

/** Body of `PUT /books/:id`: only the fields to change. */
export type UpdateBookBody = BookPatchRequest;

/** Body of `POST /borrow`. */
export type BorrowBody = BorrowRequest;

/* Sign-in, accounts, staff, tokens and activity: the shapes ./read reads. */
type Out<T extends z.ZodType> = z.output<T>;

/** `GET /auth/me`: whether the library is open, and who the bearer is (an account, a token, or nobody). */
export type RestMe = Out<typeof contract.restAuthMe>;
/** An account as `/auth/me`, sign-in and `PATCH /auth/me` give it. */
export type RestAccount = Out<typeof contract.restAccount>;
/** What sign-in, setup and accepting an invitation answer: the new session's token and the account. */
export type RestSignIn = Out<typeof contract.restSignInAnswer>;
export type RestStaffAccount = Out<typeof contract.restStaffAccount>;
export type RestStaffStatus = RestStaffAccount['status'];
/** A new or reset account's invitation (the gateway makes its URL from the token). */
export type RestInvitation = Out<typeof contract.restInvitation>;
export type RestInvitationDetails = Out<typeof contract.restInvitationDetails>;
export type RestApiToken = Out<typeof contract.restApiToken>;
export type RestCreatedApiToken = Out<typeof contract.restCreatedApiToken>;
export type RestAccountSession = Out<typeof contract.restAccountSession>;
export type RestActivityEntry = Out<typeof contract.restActivityEntry>;
export type RestActorKind = RestActivityEntry['actorKind'];
export type RestRecordHistory = Out<typeof contract.restRecordHistory>;
/** One record's history in a batched read (`GET /histories/books|members`): with the record's `id`. */
export type RestRecordHistoryOf = Out<typeof contract.restRecordHistories>[number];
export type RestPasskey = Out<typeof contract.restPasskey>;
export type RestWebAuthnOptions = Out<typeof contract.restWebAuthnOptions>;

/** One page of `GET /activity`: REST `data` + `meta` joined. */
export interface RestActivityPage extends PageMeta {
  items: RestActivityEntry[];
}

/** Query of `GET /activity` (null: left out of the query string). */
export interface ActivityParams {
  page: number;
  limit: number;
  action: string | null;
  actorId: string | null;
  targetKind: string | null;
  targetId: string | null;
}

/** Body of `POST /auth/setup`. */
export type SetupBody = z.input<typeof contract.setupRequest>;

/** Body of `POST /staff`. */
export type CreateStaffBody = z.input<typeof contract.createStaffRequest>;

/** Body of `PATCH /staff/:id`: only the fields to change. */
export type UpdateStaffBody = z.input<typeof contract.updateStaffRequest>;

/*
 * Members, loan rules, renewals and holds: the shapes ./read reads with the api contract's
 * schemas, and the calls' parameters and bodies as the gateway fills them.
 */
/** The member of a loan or a hold: `{ _id, name, cardNumber }`. */
export type RestLoanMember = Out<typeof contract.restLoanMember>;
export type RestMember = Out<typeof contract.restMember>;
export type RestMemberStatus = RestMember['status'];
export type RestHold = Out<typeof contract.restHold>;
export type RestLoanRules = Out<typeof contract.restLoanRules>;
/** `POST /members/:id/invitation`: the member, and the link's token (the gateway makes its URL). */
export type RestMemberInvitation = Out<typeof contract.restMemberInvitation>;
/** The member record of `/auth/me`'s account: `{ id, cardNumber, name }`. */
export type RestViewerMember = NonNullable<RestAccount['member']>;

/**
 * A borrow record as the resolvers see it: a return's answer also has the holds it made ready, a
 * member's borrow the member's standing after it.
 */
export type RestBorrowRecord = RestBorrow & { putAside?: RestHold[]; standing?: RestMember };

/** `GET /my` as the resolvers see it: the member's own record, with their loans (as borrow records) and holds. */
export type RestMy = Out<typeof contract.restMyMember> & { loans: RestBorrow[]; holds: RestHold[] };

/** One page of `GET /members`: REST `data` + `meta` joined. */
export interface RestMemberPage extends PageMeta {
  items: RestMember[];
}

/** One page of `GET /holds`: REST `data` + `meta` joined. */
export interface RestHoldPage extends PageMeta {
  items: RestHold[];
}

/** A page asked for. */
export interface PageParams {
  page: number;
  limit: number;
}

/** Query of `GET /members` (null: left out of the query string). */
export interface ListMembersParams extends PageParams {
  /** Text in the name, card number or email; null: no search. */
  search: string | null;
  sort: MemberSort;
}

/** Query of `GET /holds` (null: left out of the query string). */
export interface ListHoldsParams extends PageParams {
  status: HoldListStatus;
  /** Only this book's holds (its queue, in order); null: every book's. */
  book: string | null;
  /** Only this member's holds; null: everyone's. */
  member: string | null;
}

/** Body of `POST /members`: fields left out are not sent (a card number is generated then). */
export type CreateMemberBody = contract.MemberCreateRequest;

/** Body of `PATCH /members/:id`: only the fields to change; null clears an optional one. */
export type UpdateMemberBody = contract.MemberPatchRequest;

/** Body of `PUT /loan-rules`: every rule (keepActivityDays may be left out: it then stays as it is). */
export type LoanRulesBody = LoanRulesUpdate;

/** Body of `POST /holds`: the book, and the member (card number or id) unless a member places it for themself. */
export type PlaceHoldBody = contract.PlaceHoldRequest;
