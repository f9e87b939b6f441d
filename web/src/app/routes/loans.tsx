import { LoansScreen } from '../../features/loans/components/loans-screen';

/** /loans (lazy): the loans out, overdue and returned. */
export default function LoansRoute() {
  return (
    <>
      <title>Loans · Booknook</title>
      <LoansScreen />
    </>
  );
}
