/**
 * The add form's ISBN lookup: once a valid ISBN has been typed or scanned (and left alone for a
 * moment), the server asks its lookup service; what it finds fills the fields still empty, never
 * what was typed. One line says what happened; a failed or empty lookup says so and the form stays
 * as it is, editable.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { isbnKey, isValidIsbn } from '@library/api/contract/rules';
import { errorMessage } from '../../../lib/errors';
import { IsbnLookupDocument } from '../api/isbn-lookup';
import type { BookFormValues } from '../lib/book-schema';

/** How long the ISBN must stay unchanged before it is looked up (ms): typing is not a lookup per key. */
export const LOOKUP_DELAY_MS = 400;

/** The form's text fields a lookup may fill. */
const FILLED = ['title', 'author', 'description'] as const;

export function IsbnLookup() {
  const client = useApolloClient();
  const { values, setFieldValue } = useFormikContext<BookFormValues>();
  // The line of the ISBN it is about: another ISBN (or none) shows nothing.
  const [line, setLine] = useState({ key: '', text: '' });
  // The values at the moment the answer arrives (what was typed while it was on its way counts).
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  const key = isValidIsbn(values.isbn) ? isbnKey(values.isbn) : null;

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    const say = (text: string) => setLine({ key, text });
    const timer = setTimeout(() => {
      say('Looking the ISBN up…');
      void (async () => {
        try {
          const { data } = await client.query({ query: IsbnLookupDocument, variables: { isbn: key } });
          if (!current) return;
          const found = data?.isbnLookup;
          if (found === undefined) return;
          const filled: string[] = [];
          for (const field of FILLED) {
            const value = found[field];
            if (value === null || value === '' || latest.current[field].trim() !== '') continue;
            await setFieldValue(field, value);
            filled.push(field);
          }
          const about = [found.publisher, found.year].filter((part) => part !== null).join(', ');
          say(
            `Found “${found.title}”${about === '' ? '' : ` (${about})`}${filled.length === 0 ? ': nothing was changed.' : `: filled in ${filled.join(', ')}.`}`,
          );
        } catch (error: unknown) {
          if (current) say(`${errorMessage(error)}: fill in the book by hand.`);
        }
      })();
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, key, setFieldValue]);

  return (
    <p className="isbn-lookup" aria-live="polite">
      {line.key === key ? line.text : ''}
    </p>
  );
}
