import type { IsbnLookupResolvers } from '../generated/graphql';

/** Fields not listed resolve to the REST field of the same name. */
export const IsbnLookup: IsbnLookupResolvers = {
  // The authors as one display string, as a book's `author` is typed on the form.
  author: (lookup) => (lookup.authors.length === 0 ? null : lookup.authors.join(', ')),
};
