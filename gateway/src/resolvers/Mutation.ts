import type { MutationResolvers } from '../generated/graphql';
import type { CreateBookBody, UpdateBookBody } from '../rest/types';

/** Drops keys whose value is undefined (fields the client did not send). */
function given<T extends object>(input: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(input) as (keyof T)[]) {
    if (input[key] !== undefined) out[key] = input[key];
  }
  return out;
}

export const Mutation: MutationResolvers = {
  createBook: (_parent, { input }, { api }) => {
    const body: CreateBookBody = {
      title: input.title,
      author: input.author,
      genre: input.genre,
      isbn: input.isbn,
      copies: input.copies,
    };
    if (input.description !== undefined) body.description = input.description;
    if (input.available !== undefined && input.available !== null) body.available = input.available;
    return api.createBook(body);
  },

  // Explicit nulls are sent as given: the REST service rejects them for required fields and
  // clears the description.
  updateBook: (_parent, { id, input }, { api }) => api.updateBook(id, given(input) as UpdateBookBody),

  deleteBook: async (_parent, { id }, { api }) => {
    await api.deleteBook(id);
    return id;
  },

  borrowBook: (_parent, { book, quantity, dueDate }, { api }) => api.borrowBook({ book, quantity, dueDate }),
};
