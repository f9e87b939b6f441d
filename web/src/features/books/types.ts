import type { BookFieldsFragment } from '../../gql/graphql';

/** A book as every screen reads it (the fields of the Book and Books queries: `...BookFields`). */
export type BookItem = BookFieldsFragment;
