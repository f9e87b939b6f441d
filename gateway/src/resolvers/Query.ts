import { ErrorCode, isErrorWithCode } from '../errors/codes';
import type {
  QueryActivityArgs,
  QueryBooksArgs,
  QueryBorrowSummaryArgs,
  QueryHoldsArgs,
  QueryLoansArgs,
  QueryMembersArgs,
  QueryResolvers,
} from '../generated/graphql';
import { findBook } from './findBook';
import { myOnce } from './myOnce';
import { pageOf } from './pageArgs';
import { guarded } from './permissions';

/** The answer of a lookup by id or card, or null when REST says there is no such member. */
async function memberOrNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (isErrorWithCode(error, ErrorCode.MEMBER_NOT_FOUND) || isErrorWithCode(error, ErrorCode.NOT_FOUND)) return null;
    throw error;
  }
}

/** Every Query field; `guarded` checks each one's permission (./permissions) before it runs. */
export const Query: QueryResolvers = guarded('Query', {
  // Explicit nulls fall back to the schema defaults (GraphQL passes null through for nullable args).
  // search and available go to REST as given (null: left out); REST trims and validates the search.
  // The arguments as the schema has them: codegen types defaulted ones as never null, but a client's
  // explicit null reaches the resolver.
  books: (_parent, args: QueryBooksArgs, { api }, info) => {
    const { sortBy, sort, filter, search, available } = args;
    return api.listBooks({
      ...pageOf(args, info),
      sortBy: sortBy ?? 'createdAt',
      sort: sort ?? 'desc',
      filter: filter ?? null,
      search: search ?? null,
      available: available ?? null,
    });
  },

  book: (_parent, { id }, { api }) => findBook(api, id),
  // Null when no book has the ISBN; REST's 400 for a text that is no ISBN is BAD_USER_INPUT.
  bookByIsbn: async (_parent, { isbn }, { api }) => {
    try {
      return await api.bookByIsbn(isbn);
    } catch (error) {
      if (isErrorWithCode(error, ErrorCode.NOT_FOUND)) return null;
      throw error;
    }
  },

  // REST's failures pass on with their one-line messages (404 NOT_FOUND, 502–504 UPSTREAM_UNAVAILABLE).
  isbnLookup: (_parent, { isbn }, { api }) => api.isbnLookup(isbn),

  // One REST page; REST refuses a limit outside 1..100 (BAD_USER_INPUT through ../errors).
  borrowSummary: async (_parent, args: QueryBorrowSummaryArgs, { api }, info) =>
    (await api.borrowSummary(pageOf(args, info))).items,

  borrowTotals: (_parent, _args, { api }) => api.borrowTotals(),

  loans: (_parent, args: QueryLoansArgs, { api }, info) => {
    const { status, bookId, memberId, isbn, search } = args;
    return api.listLoans({
      status: status ?? 'out',
      book: bookId ?? null,
      member: memberId ?? null,
      // Only when asked: the loan's own ISBN and title (a deleted book's loans are found by them).
      ...(isbn ? { isbn } : {}),
      ...(search ? { search } : {}),
      ...pageOf(args, info),
    });
  },

  // The person signed in (an API token is nobody: null), from the request's one `GET /auth/me`.
  viewer: async (_parent, _args, { access }) => (await access()).me.account,

  library: async (_parent, _args, { access }) => {
    const { open, me } = await access();
    return { open, timeZone: me.timeZone };
  },

  // A link that is not valid (or has expired) is no invitation: null, as `book(id)` for a missing book.
  invitation: async (_parent, { token }, { api }) => {
    try {
      return await api.invitation(token);
    } catch (error) {
      if (isErrorWithCode(error, ErrorCode.INVITATION_INVALID) || isErrorWithCode(error, ErrorCode.NOT_FOUND)) {
        return null;
      }
      throw error;
    }
  },

  staffAccounts: (_parent, _args, { api }) => api.listStaff(),

  apiTokens: (_parent, _args, { api }) => api.listTokens(),

  accountSessions: (_parent, _args, { api }) => api.listSessions(),

  passkeys: (_parent, _args, { api }) => api.listPasskeys(),

  activity: (_parent, args: QueryActivityArgs, { api }, info) => {
    const { action, actorId, targetKind, targetId } = args;
    return api.activity({
      ...pageOf(args, info),
      action: action ?? null,
      actorId: actorId ?? null,
      targetKind: targetKind ?? null,
      targetId: targetId ?? null,
    });
  },

  // Members, loan rules and holds.
  members: (_parent, args: QueryMembersArgs, { api }, info) =>
    api.listMembers({ search: args.search ?? null, sort: args.sort ?? 'newest', ...pageOf(args, info) }),

  // No member with this id (or an id REST cannot read) or this card: null, as `book(id)`.
  member: (_parent, { id }, { api }) => memberOrNull(api.getMember(id)),

  memberByCard: (_parent, { cardNumber }, { api }) => memberOrNull(api.memberByCard(cardNumber)),

  loanRules: (_parent, _args, { api }) => api.loanRules(),

  holds: (_parent, args: QueryHoldsArgs, { api }, info) => {
    const { status, bookId, memberId } = args;
    return api.listHolds({
      status: status ?? 'active',
      book: bookId ?? null,
      member: memberId ?? null,
      ...pageOf(args, info),
    });
  },

  // Null for a signed-in person (or a token) who is no member; one `GET /my` per request (./myOnce).
  my: (_parent, _args, context) => myOnce(context),
});
