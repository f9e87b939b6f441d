import { BorrowSummary } from '../../features/borrow/components/borrow-summary';

/** /borrow-summary (lazy). */
export default function BorrowSummaryRoute() {
  return (
    <>
      <title>Borrow Summary · Booknook</title>
      <BorrowSummary />
    </>
  );
}
