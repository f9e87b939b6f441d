import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { MemberDocument, useMemberQuery } from '../api/members';
import { CARDS_PER_PRINT } from '../lib/card-sheet';
import { PrintCards, type CardMember } from './card-sheet';
import { MemberNotFound } from './member-not-found';

/** /members/:id/card: one member's card, ready to print. */
export function MemberCardPrint({ id }: { id: string }) {
  const { data, loading, error, refetch } = useMemberQuery({ variables: { id } });
  if (error && !loading) {
    return <LoadFailed title="Could not load the member." message={errorMessage(error)} onRetry={() => refetch()} />;
  }
  if (!data) return <Spinner label="Loading…" />;
  if (!data.member) return <MemberNotFound />;
  const { id: memberId, name, cardNumber } = data.member;
  return <PrintCards title={`Card of ${name}`} members={[{ id: memberId, name, cardNumber }]} />;
}

/** The member ids of `/members/cards?ids=a,b,c`, in order, without blanks or repeats. */
export function selectedIds(ids: string | null): string[] {
  return [
    ...new Set(
      (ids ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
}

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; members: CardMember[] };

/**
 * /members/cards?ids=…: the cards of the members chosen on the list (those no longer there are left
 * out); the first CARDS_PER_PRINT of them, and a note saying so when there are more.
 */
export function MemberCardsPrint({ ids }: { ids: readonly string[] }) {
  const client = useApolloClient();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = ids.slice(0, CARDS_PER_PRINT).join(',');
  const left = Math.max(0, ids.length - CARDS_PER_PRINT);
  useEffect(() => {
    let current = true;
    Promise.all(
      key
        .split(',')
        .filter((id) => id !== '')
        .map((id) => client.query({ query: MemberDocument, variables: { id } })),
    )
      .then((answers) => {
        const members = answers.flatMap((answer) => {
          const member = answer.data?.member;
          return member ? [{ id: member.id, name: member.name, cardNumber: member.cardNumber }] : [];
        });
        if (current) setLoaded({ state: 'done', members });
      })
      .catch((failure: unknown) => {
        if (current) setLoaded({ state: 'failed', message: errorMessage(failure) });
      });
    return () => {
      current = false;
    };
  }, [client, key, attempt]);

  if (loaded.state === 'loading') return <Spinner label="Loading…" />;
  if (loaded.state === 'failed')
    return (
      <LoadFailed
        title="Could not load the members."
        message={loaded.message}
        onRetry={() => {
          setLoaded({ state: 'loading' });
          setAttempt((count) => count + 1);
          return Promise.resolve();
        }}
      />
    );
  if (loaded.members.length === 0) {
    return (
      <div className="container state">
        <p className="state__title">No members chosen.</p>
        <p>Tick the members on the Members list, then Print cards.</p>
      </div>
    );
  }
  return (
    <>
      {left > 0 ? (
        <p className="container no-print" role="status">
          The first {CARDS_PER_PRINT} of {ids.length} cards are shown: print the other {left} in another go.
        </p>
      ) : null}
      <PrintCards title="Member cards" members={loaded.members} />
    </>
  );
}
