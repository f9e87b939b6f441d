import { MEMBER_MESSAGES, availableWith } from '@library/api/contract/rules';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { FormPage } from '../../components/form-page';
import { Spinner } from '../../components/spinner';
import { useBookQuery } from '../../features/books/api/get-book';
import { BookNotFound } from '../../features/books/components/book-not-found';
import { LoadError } from '../../features/books/components/load-error';
import { useBorrowRulesQuery } from '../../features/borrow/api/borrow-member';
import { BorrowForm } from '../../features/borrow/components/borrow-form';
import { isNotFoundError } from '../../lib/errors';
import { GuardedPage } from '../../components/guarded-page';

function BorrowScreen({ id, memberCard }: { id: string; memberCard: string }) {
  const { data, loading, error, refetch } = useBookQuery({ variables: { id } });
  // The loan period and the hold shelf: without them (an older server), the defaults and no hold shelf.
  const circulation = useBorrowRulesQuery({ variables: { id } });

  if ((loading && !data) || (circulation.loading && !circulation.data)) return <Spinner label="Loading…" />;
  if (error && isNotFoundError(error)) return <BookNotFound />;
  if (error) return <LoadError error={error} onRetry={() => refetch()} />;
  const book = data?.book;
  if (!book) return <BookNotFound />;
  const rules = circulation.data?.loanRules;
  const onHoldShelf = circulation.data?.book?.copiesOnHoldShelf ?? 0;
  const readyFor = (circulation.data?.book?.holdQueue ?? [])
    .filter((hold) => hold.status === 'READY')
    .map((hold) => hold.member.id);

  return (
    <FormPage
      back={{ to: `/books/${book.id}`, label: 'Back to the book' }}
      eyebrow="Lending"
      title="Borrow Book"
      subtitle={
        <>
          <strong>{book.title}</strong> by {book.author} · {book.copies} {book.copies === 1 ? 'copy' : 'copies'} on the
          shelf
        </>
      }
      aside={{
        id: 'borrow-rules',
        title: 'How borrowing works',
        content: (
          <ul>
            <li>Borrow between 1 and the number of copies on the shelf.</li>
            <li>Pick a due date of today or later.</li>
            <li>Borrowed copies leave the shelf and are counted in the borrow summary.</li>
          </ul>
        ),
      }}
    >
      {availableWith(book.copies, book.available) || onHoldShelf > 0 ? (
        <>
          {onHoldShelf > 0 ? <p className="form-note">{MEMBER_MESSAGES.onHoldShelf(onHoldShelf)}.</p> : null}
          <BorrowForm book={{ ...book, readyFor }} rules={rules} memberCard={memberCard} />
        </>
      ) : (
        <div className="state" role="status">
          <p className="state__title">This book is not available to borrow right now.</p>
          <p>All copies are out. Check back later or pick another book.</p>
          <Link className="button button--primary" to="/borrow">
            Pick another book
          </Link>
        </div>
      )}
    </FormPage>
  );
}

/**
 * /borrow/{bookId} (lazy): the book from the books feature, the form from the borrow feature;
 * `?member=<card>` fills in the member's card number (the member page's "Lend a book").
 */
export default function BorrowRoute() {
  const { bookId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const memberCard = searchParams.get('member') ?? '';
  return (
    <GuardedPage title="Borrow book" operation="borrowBook">
      <BorrowScreen key={bookId} id={bookId} memberCard={memberCard} />
    </GuardedPage>
  );
}
