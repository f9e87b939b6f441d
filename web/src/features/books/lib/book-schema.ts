import { boolean, mixed, number, object, string, type InferType } from 'yup';
import type { Genre } from '../../../gql/graphql';
import { GENRES } from './genres';

const GENRE_VALUES: Genre[] = GENRES.map((genre) => genre.value);

/** One schema for the add and edit forms (spec §5; the create form validates like the edit form). */
export const bookSchema = object({
  title: string().trim().required('Title is required').max(200, 'Title must be at most 200 characters'),
  author: string().trim().required('Author is required').max(200, 'Author must be at most 200 characters'),
  genre: mixed<Genre>().oneOf(GENRE_VALUES, 'Genre is required').required('Genre is required'),
  isbn: string()
    .trim()
    .required('ISBN is required')
    .test('isbn', 'ISBN must be 10 or 13 digits (hyphens allowed)', (value) => {
      const digits = (value ?? '').replace(/[-\s]/g, '');
      return /^\d{13}$/.test(digits) || /^\d{9}[\dXx]$/.test(digits);
    }),
  description: string().trim().max(2000, 'Description must be at most 2000 characters'),
  copies: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('Copies must be a number')
    .required('Copies must be 0 or more')
    .integer('Copies must be a whole number')
    .min(0, 'Copies must be 0 or more'),
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
