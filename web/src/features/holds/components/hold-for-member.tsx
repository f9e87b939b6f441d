import { MEMBER_MESSAGES, cardKey } from '@library/api/contract/rules';
import { useId, useState, type SyntheticEvent } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { BookHoldsDocument, usePlaceHoldMutation } from '../api/book-holds';

/**
 * Staff's "Hold for a member" on the book page: a member's card number and Place hold. The api's
 * refusal (no member has the card, blocked, already holds it, a copy is on the shelf) shows under the
 * field; a hold placed joins the queue above, as any other.
 */
export function HoldForMember({ bookId }: { bookId: string }) {
  const id = useId();
  const [card, setCard] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [place, placing] = usePlaceHoldMutation({
    refetchQueries: [BookHoldsDocument],
    awaitRefetchQueries: true,
    // A refetch in the first second after a server-rendered page starts is answered from the cache
    // (ssrForceFetchDelay): the queue the book had is dropped from the cache, so it is read anew.
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'Book', id: bookId }), fieldName: 'holdQueue' });
    },
  });

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const member = cardKey(card);
    if (member === '') {
      setFailure(MEMBER_MESSAGES.cardRequired);
      return;
    }
    setFailure(null);
    try {
      await place({ variables: { bookId, member } });
    } catch (error: unknown) {
      setFailure(errorMessage(error));
      return;
    }
    setCard('');
    toast.success(`✅ Hold placed for card ${member}`);
  };

  const inputId = `${id}-card`;
  const errorId = `${id}-error`;
  return (
    <form
      className="holds__for-member"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 className="holds__for-member-title" id={`${id}-title`}>
        Hold for a member
      </h3>
      <div className="field">
        <label className="label" htmlFor={inputId}>
          Card number
        </label>
        <input
          id={inputId}
          className="input"
          value={card}
          autoComplete="off"
          aria-invalid={failure !== null}
          aria-describedby={failure === null ? undefined : errorId}
          onChange={(event) => {
            setCard(event.target.value);
            setFailure(null);
          }}
        />
        {failure === null ? null : (
          <p className="field__error" id={errorId} role="alert">
            {failure}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary button--small" disabled={placing.loading}>
        Place hold
      </button>
    </form>
  );
}
