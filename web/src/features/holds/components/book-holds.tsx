import { useState } from 'react';
import { useCancelHoldMutation } from '../../../components/circulation/operations';
import { holdStatusText, myHoldText } from '../../../components/circulation/texts';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { BookHoldsDocument, useBookHoldsQuery, usePlaceHoldMutation } from '../api/book-holds';
import { HoldForMember } from './hold-for-member';
import { SectionLoadFailed } from '../../../components/load-failed';

export interface BookHoldsProps {
  bookId: string;
  /** Circulation staff: the queue, the hold shelf and a hold for a member by card. */
  staff: boolean;
  /** A signed-in member: Place hold, or where their hold is and Cancel hold. */
  member: boolean;
}

type BookHoldsBook = NonNullable<NonNullable<ReturnType<typeof useBookHoldsQuery>['data']>['book']>;

/** Staff's view: "Copies on the hold shelf: 1" and the queue in order, each member with where their hold is. */
function HoldQueue({ book }: { book: BookHoldsBook }) {
  return (
    <>
      <p className="holds__shelf">Copies on the hold shelf: {book.copiesOnHoldShelf}</p>
      {book.holdQueue.length === 0 ? (
        <p className="holds__empty">Nobody is waiting for this book.</p>
      ) : (
        <ol className="holds__queue" aria-label="Hold queue">
          {book.holdQueue.map((hold) => (
            <li key={hold.id}>
              {hold.member.name} (card {hold.member.cardNumber}) — {holdStatusText(hold)}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The member's view: Place hold when no copy is on the shelf, else nothing; their hold's place and Cancel hold. */
function MyHold({ book }: { book: BookHoldsBook }) {
  const refetch = { refetchQueries: [BookHoldsDocument], awaitRefetchQueries: true };
  // The answer is written to the book at once: a refetch in the first second after a server-rendered
  // page starts is answered from the cache (ssrForceFetchDelay), and the page would still offer Place hold.
  const bookRef = { __typename: 'Book' as const, id: book.id };
  const [place, placing] = usePlaceHoldMutation({
    ...refetch,
    update: (cache, { data }) => {
      const placed = data?.placeHold;
      if (!placed) return;
      cache.modify({
        id: cache.identify(bookRef),
        fields: { myHold: (_, { toReference }) => toReference({ __typename: 'Hold', id: placed.id }) ?? null },
      });
    },
  });
  const [cancel, cancelling] = useCancelHoldMutation({
    ...refetch,
    update: (cache) => {
      cache.modify({ id: cache.identify(bookRef), fields: { myHold: () => null } });
    },
  });
  const [busy, setBusy] = useState(false);
  const hold = book.myHold;
  const onShelf = book.copies > 0 && book.available;

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      toast.success(done);
    } catch (error: unknown) {
      toast.error(`❌ ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  if (hold) {
    return (
      <div className="holds__mine">
        <p role="status">{myHoldText(hold)}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy || cancelling.loading}
          onClick={() => void act(() => cancel({ variables: { id: hold.id } }), 'Hold cancelled')}
        >
          Cancel hold
        </button>
      </div>
    );
  }
  if (onShelf) return <p className="holds__note">A copy is on the shelf: ask at the desk to borrow it.</p>;
  return (
    <div className="holds__mine">
      <p className="holds__note">Every copy is out. Place a hold and it is put aside for you when one comes back.</p>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={busy || placing.loading}
        onClick={() => void act(() => place({ variables: { bookId: book.id } }), 'Hold placed')}
      >
        Place hold
      </button>
    </div>
  );
}

/** The book page's "Holds" section (loaded only for staff and members). */
export function BookHolds({ bookId, staff, member }: BookHoldsProps) {
  const { data, loading, error, refetch } = useBookHoldsQuery({ variables: { id: bookId } });
  const book = data?.book;

  let content;
  if (error && !loading) {
    content = <SectionLoadFailed text="Could not load the holds of this book." onRetry={() => refetch()} />;
  } else if (!book) {
    content = loading ? (
      <p className="loan-section__state" role="status">
        Loading…
      </p>
    ) : null;
  } else {
    content = (
      <>
        {member ? <MyHold book={book} /> : null}
        {staff ? (
          <>
            <HoldQueue book={book} />
            <HoldForMember bookId={book.id} />
          </>
        ) : null}
      </>
    );
  }

  return (
    <section className="loan-section holds" aria-labelledby="holds-heading" aria-busy={loading}>
      <h2 className="loan-section__title" id="holds-heading">
        Holds
      </h2>
      {content}
    </section>
  );
}

export default BookHolds;
