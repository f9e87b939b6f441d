import { ErrorCode, isErrorWithCode } from '../errors/codes';
import type { BookResolvers } from '../generated/graphql';
import { OPERATION_PERMISSIONS, permitted } from './permissions';

/** Fields not listed resolve to the REST field of the same name. */
export const Book: BookResolvers = {
  id: (book) => book._id,
  // Staff only: null (no error) for whoever may not see it, and for a book REST no longer has.
  history: async (book, _args, context) => {
    if (!(await permitted(context, OPERATION_PERMISSIONS.Book.history))) return null;
    try {
      return await context.api.bookHistory(book._id);
    } catch (error) {
      const hidden = [ErrorCode.NOT_FOUND, ErrorCode.FORBIDDEN, ErrorCode.UNAUTHENTICATED];
      if (hidden.some((code) => isErrorWithCode(error, code))) return null;
      throw error;
    }
  },
};
