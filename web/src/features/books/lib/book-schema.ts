import {
  BOOK_TEXT_LIMITS,
  CONTROL_CHARACTERS,
  MAX_COPIES,
  MESSAGES,
  isValidIsbn,
  type BookTextField,
} from '@library/api/contract/rules';
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import type { CreateBookInput, Genre } from '../../../gql/graphql';
import type { BookItem } from '../types';
import { GENRES } from './genres';

const GENRE_VALUES: Genre[] = GENRES.map((genre) => genre.value);

/**
 * Trimmed text of at most the REST contract's limit for the field, without control characters: the
 * form accepts exactly what the api accepts (limits and rules from `@library/api/contract/rules`).
 */
function text(label: string, field: BookTextField) {
  const max = BOOK_TEXT_LIMITS[field];
  return string()
    .trim()
    .max(max, MESSAGES.tooLong(label, max))
    .test('no-control-characters', MESSAGES.controlCharacters(label), (value) => !CONTROL_CHARACTERS.test(value ?? ''));
}

/** One schema for the add and edit forms (spec §5; the create form validates like the edit form). */
export const bookSchema = object({
  title: text('Title', 'title').required(MESSAGES.required('Title')),
  author: text('Author', 'author').required(MESSAGES.required('Author')),
  genre: mixed<Genre>().oneOf(GENRE_VALUES, MESSAGES.required('Genre')).required(MESSAGES.required('Genre')),
  isbn: text('ISBN', 'isbn')
    .required(MESSAGES.required('ISBN'))
    .test({
      name: 'isbn',
      message: MESSAGES.notValid('ISBN'),
      skipAbsent: true,
      test: (value) => isValidIsbn(value),
    }),
  description: text('Description', 'description'),
  copies: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('Copies must be a number')
    .required(MESSAGES.atLeast('Copies', 0))
    .min(0, MESSAGES.atLeast('Copies', 0))
    .integer(MESSAGES.notWhole('Copies'))
    .max(MAX_COPIES, MESSAGES.atMost('Copies', MAX_COPIES.toLocaleString('en-GB'))),
  available: boolean(),
});

export type BookSchemaValues = InferType<typeof bookSchema>;

/**
 * The book the form's checked values describe, as the create and update mutations take it (a blank
 * description is none); `available` is each form's to decide.
 */
export function bookInput(values: BookSchemaValues, available: boolean): CreateBookInput {
  const { title, author, genre, isbn, description, copies } = values;
  return { title, author, genre, isbn, description: description ? description : null, copies, available };
}

/** What the form holds while typing (inputs hold '' before a value is chosen). */
export interface BookFormValues {
  title: string;
  author: string;
  genre: Genre | '';
  isbn: string;
  description: string;
  copies: number | '';
  available: boolean;
}

/** What the form holds for a stored book (no description is a blank one). */
export function formValuesOf(book: BookItem): BookFormValues {
  const { title, author, genre, isbn, description, copies, available } = book;
  return { title, author, genre, isbn, description: description ?? '', copies, available };
}

export const EMPTY_BOOK: BookFormValues = {
  title: '',
  author: '',
  genre: '',
  isbn: '',
  description: '',
  copies: 1,
  available: true,
};
