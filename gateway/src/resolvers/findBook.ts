import { ErrorCode, isErrorWithCode } from '../errors/codes';
import type { LibraryApi } from '../rest/LibraryApi';
import type { RestBook } from '../rest/types';

/** The book with this id, or null when the REST service says there is none. Other failures propagate. */
export async function findBook(api: LibraryApi, id: string): Promise<RestBook | null> {
  try {
    return await api.getBook(id);
  } catch (error) {
    if (isErrorWithCode(error, ErrorCode.NOT_FOUND)) return null;
    throw error;
  }
}
