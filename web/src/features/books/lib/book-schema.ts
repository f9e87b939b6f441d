import { boolean, mixed, number, object, string, type InferType } from 'yup';
import type { Genre } from '../../../gql/graphql';
import { GENRES } from './genres';

const GENRE_VALUES: Genre[] = GENRES.map((genre) => genre.value);

/**
 * The REST api's limits (api/src/validation.ts), so the form accepts exactly what the api accepts:
 * lengths count the trimmed text.
 */
const BOOK_LIMITS = {
  titleLength: 300,
  authorLength: 200,
  isbnLength: 32,
  descriptionLength: 5000,
  copies: 1_000_000,
} as const;

// Control characters other than tab, newline and carriage return, which the api refuses.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// What is left of an ISBN once hyphens and spaces are taken out (the api upper-cases a final x).
const ISBN_DIGITS = /^(\d{9}[\dX]|\d{13})$/;

/** Trimmed text of at most `max` characters, without control characters. */
function text(label: string, max: number) {
  return string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .test('no-control-characters', `${label} must not contain control characters`, (value) => !CONTROL.test(value ?? ''));
}

/** One schema for the add and edit forms (spec §5; the create form validates like the edit form). */
export const bookSchema = object({
  title: text('Title', BOOK_LIMITS.titleLength).required('Title is required'),
  author: text('Author', BOOK_LIMITS.authorLength).required('Author is required'),
  genre: mixed<Genre>().oneOf(GENRE_VALUES, 'Genre is required').required('Genre is required'),
  isbn: text('ISBN', BOOK_LIMITS.isbnLength)
    .required('ISBN is required')
    .test('isbn', 'ISBN must be 10 or 13 digits (hyphens allowed)', (value) =>
      ISBN_DIGITS.test((value ?? '').replace(/[- ]/g, '').toUpperCase()),
    ),
  description: text('Description', BOOK_LIMITS.descriptionLength),
  copies: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('Copies must be a number')
    .required('Copies must be 0 or more')
    .min(0, 'Copies must be 0 or more')
    .integer('Copies must be a whole number')
    .max(BOOK_LIMITS.copies, `Copies must be at most ${BOOK_LIMITS.copies.toLocaleString('en-GB')}`),
  available: boolean(),
});

export type BookSchemaValues = InferType<typeof bookSchema>;

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

export const EMPTY_BOOK: BookFormValues = {
  title: '',
  author: '',
  genre: '',
  isbn: '',
  description: '',
  copies: 1,
  available: true,
};
