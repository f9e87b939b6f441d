/**
 * "Scan ISBN" on the add form: the camera panel (components/scanner, loaded when opened). A book
 * already in the catalogue (same ISBN, in its ISBN-10 or ISBN-13 form) is offered to open or to add
 * a copy to; a new ISBN fills the ISBN field; a code that is no ISBN says so.
 */
import { Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { isbnKey, isValidIsbn } from '@library/api/contract/rules';
import { SCANNER_TEXTS, ScannerPanel } from '../../../components/scanner';
import { errorMessage } from '../../../lib/errors';
import { BooksDocument } from '../api/get-books';
import { useUpdateBookMutation } from '../api/update-book';
import type { BookFormValues } from '../lib/book-schema';

interface KnownBook {
  id: string;
  title: string;
  copies: number;
}

type Outcome =
  | { kind: 'known'; book: KnownBook }
  | { kind: 'added'; book: KnownBook }
  | { kind: 'filled'; isbn: string }
  | { kind: 'problem'; text: string };

export function ScanIsbn() {
  const client = useApolloClient();
  const { setFieldValue } = useFormikContext<BookFormValues>();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [updateBook, { loading: adding }] = useUpdateBookMutation();

  const close = useCallback(() => setOpen(false), []);

  const onCode = useCallback(
    (code: string) => {
      if (!isValidIsbn(code)) {
        setOutcome({ kind: 'problem', text: `${code} is not an ISBN: scan the barcode with 978 or 979 under it.` });
        return;
      }
      const key = isbnKey(code);
      setOpen(false);
      void (async () => {
        try {
          // The 9 digits an ISBN-10 and its ISBN-13 share: the search finds the book in either form.
          const found = await client.query({
            query: BooksDocument,
            variables: { page: 1, limit: 20, search: key.slice(3, 12) },
            fetchPolicy: 'network-only',
          });
          const book = found.data?.books.items.find((item) => isbnKey(item.isbn) === key);
          if (book !== undefined) {
            setOutcome({ kind: 'known', book: { id: book.id, title: book.title, copies: book.copies } });
            return;
          }
          await setFieldValue('isbn', code);
          setOutcome({ kind: 'filled', isbn: code });
        } catch (error: unknown) {
          setOutcome({ kind: 'problem', text: errorMessage(error) });
        }
      })();
    },
    [client, setFieldValue],
  );

  const addCopy = async (book: KnownBook) => {
    try {
      const result = await updateBook({ variables: { id: book.id, input: { copies: book.copies + 1 } } });
      const copies = result.data?.updateBook.copies ?? book.copies + 1;
      setOutcome({ kind: 'added', book: { ...book, copies } });
    } catch (error: unknown) {
      setOutcome({ kind: 'problem', text: errorMessage(error) });
    }
  };

  return (
    <div className="scan-isbn">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        onClick={() => {
          setOutcome(null);
          setOpen((was) => !was);
        }}
      >
        Scan ISBN
      </button>
      {open ? (
        <Suspense fallback={<p role="status">{SCANNER_TEXTS.opening}</p>}>
          <ScannerPanel title="Scan the book's barcode" onCode={onCode} onClose={close} />
        </Suspense>
      ) : null}
      <div role="status">
        {outcome?.kind === 'known' ? (
          <p>
            Already in the catalogue: <Link to={`/edit-book/${outcome.book.id}`}>{outcome.book.title}</Link> — add
            copies?{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={adding}
              onClick={() => void addCopy(outcome.book)}
            >
              Add a copy
            </button>
          </p>
        ) : null}
        {outcome?.kind === 'added' ? (
          <p>
            {outcome.book.title} now has {outcome.book.copies} {outcome.book.copies === 1 ? 'copy' : 'copies'}.{' '}
            <Link to={`/edit-book/${outcome.book.id}`}>Edit {outcome.book.title}</Link>
          </p>
        ) : null}
        {outcome?.kind === 'filled' ? <p>ISBN {outcome.isbn} filled in: it is not in the catalogue yet.</p> : null}
        {outcome?.kind === 'problem' ? <p>{outcome.text}</p> : null}
      </div>
    </div>
  );
}
