import { borrowerOrNone, COPIES_MESSAGES, MEMBER_MESSAGES } from '@library/api/contract/rules';
import { useState } from 'react';
import { evictCatalogue } from '../../lib/apollo-cache';
import { confirmReturn } from '../../lib/dialogs';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useReturnLoanMutation } from './operations';

/** What returning needs to know about a loan. */
export interface ReturnableLoan {
  id: string;
  bookId: string;
  /** The book's title and who borrows, named in the question when given. */
  title?: string | null;
  borrower?: string | null;
  member?: { name: string } | null;
  /** Its copies out: a loan of several asks how many come back (a partial return). */
  quantity?: number;
}

/** The question's text: the book and the borrower when known, else the general one. */
function returnQuestion(loan: ReturnableLoan): string | undefined {
  if (loan.title === undefined) return undefined;
  return COPIES_MESSAGES.returnLoan(loan.title, loan.member?.name ?? borrowerOrNone(loan.borrower ?? null));
}

export interface ReturnLoan {
  /**
   * Asks 'Return this loan?' (naming the book and the borrower; how many copies for a loan of
   * several), then returns them: '✅ Loan returned' (or '✅ 1 of 3 copies returned; …'), or the
   * server's message as an error toast.
   */
  returnLoan: (loan: ReturnableLoan) => Promise<void>;
  /** The id of the loan being returned now, if any (its button is disabled meanwhile). */
  returningId: string | null;
  /**
   * After a return whose copies went to holds: 'Put aside for Alex Kim (card 1234567897)', one line
   * per hold (the screen shows them in a role=status region); empty otherwise.
   */
  putAside: string[];
}

/**
 * Return a loan after a confirmation; the copies it put aside for holds are said in `putAside`. On success the book, the book lists, the borrow summary and every
 * loan list are evicted from the cache, so the screens showing them load them again.
 */
export function useReturnLoan(): ReturnLoan {
  const [mutate] = useReturnLoanMutation();
  const [returningId, setReturningId] = useState<string | null>(null);
  const [putAside, setPutAside] = useState<string[]>([]);

  const returnLoan = async (loan: ReturnableLoan) => {
    const out = loan.quantity ?? 1;
    const copies = await confirmReturn(returnQuestion(loan), out);
    if (copies === null) return;
    setReturningId(loan.id);
    setPutAside([]);
    try {
      const { data } = await mutate({
        // All of it: no quantity (the api's whole return).
        variables: copies < out ? { id: loan.id, quantity: copies } : { id: loan.id },
        update: (cache) => evictCatalogue(cache, loan.bookId),
      });
      setPutAside(
        (data?.returnLoan.putAside ?? []).map((hold) =>
          MEMBER_MESSAGES.putAsideFor(hold.member.name, hold.member.cardNumber),
        ),
      );
    } catch (error: unknown) {
      toast.error(`❌ ${errorMessage(error)}`);
      return;
    } finally {
      setReturningId(null);
    }
    toast.success(`✅ ${COPIES_MESSAGES.returned(copies, out)}`);
  };

  return { returnLoan, returningId, putAside };
}
