import { ErrorCode, isErrorWithCode } from '../errors/codes';
import type { BookResolvers } from '../generated/graphql';
import { loadersOf } from './loaders';
import { myOnce } from './myOnce';
import { OPERATION_PERMISSIONS, permitted } from './permissions';

/** Fields not listed resolve to the REST field of the same name. */
export const Book: BookResolvers = {
  id: (book) => book._id,
  // Staff only: null (no error) for whoever may not see it, and for a book REST no longer has.
  // The books of a list ask in one call (./loaders).
  history: async (book, _args, context) => {
    if (!(await permitted(context, OPERATION_PERMISSIONS.Book.history))) return null;
    try {
      return await loadersOf(context).bookHistory.load(book._id);
    } catch (error) {
      const hidden = [ErrorCode.NOT_FOUND, ErrorCode.FORBIDDEN, ErrorCode.UNAUTHENTICATED];
      if (hidden.some((code) => isErrorWithCode(error, code))) return null;
      throw error;
    }
  },
  // Staff only: the active holds in queue order; empty (no error) for anyone else. One call a list.
  holdQueue: async (book, _args, context) => {
    if (!(await permitted(context, OPERATION_PERMISSIONS.Book.holdQueue))) return [];
    return loadersOf(context).holdQueue.load(book._id);
  },
  // REST's count of ready holds (0 from servers that do not send it).
  copiesOnHoldShelf: (book) => book.onHoldShelf,
  // REST's sum of the quantities of its loans out (0 from servers that do not send it).
  copiesOnLoan: (book) => book.copiesOnLoan,
  // Public: the cover's version and sizes, one `GET /covers?ids=` for the books of a list (./loaders).
  cover: (book, _args, context) => loadersOf(context).cover.load(book._id),
  // The signed-in member's active hold on this book, from their one `GET /my` of the request; else null.
  myHold: async (book, _args, context) => {
    if (!(await permitted(context, OPERATION_PERMISSIONS.Book.myHold))) return null;
    const my = await myOnce(context);
    return my?.holds.find((hold) => hold.book._id === book._id) ?? null;
  },
};
