import type { BookQuery } from '../../gql/graphql';

/** A book as every screen reads it (the fields of the Book and Books queries). */
export type BookItem = NonNullable<BookQuery['book']>;
