import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useRenewLoanMutation } from './operations';
import { renewedText } from './texts';

export interface RenewLoan {
  /** Renews the loan: 'Renewed until 2026-12-18' as a toast, or the server's message as an error toast. */
  renewLoan: (loan: { id: string }) => Promise<void>;
  /** The id of the loan being renewed now, if any (its button is disabled meanwhile). */
  renewingId: string | null;
}

/**
 * Renew a loan (no confirmation: it only moves the due date later). The answer updates the cached
 * loan (its due date and renewals left) wherever it shows.
 */
export function useRenewLoan(): RenewLoan {
  const [mutate] = useRenewLoanMutation();
  const [renewingId, setRenewingId] = useState<string | null>(null);

  const renewLoan = async (loan: { id: string }) => {
    setRenewingId(loan.id);
    try {
      const { data } = await mutate({ variables: { id: loan.id } });
      if (data) toast.success(renewedText(data.renewLoan.dueDate));
    } catch (error: unknown) {
      toast.error(`❌ ${errorMessage(error)}`);
    } finally {
      setRenewingId(null);
    }
  };

  return { renewLoan, renewingId };
}
