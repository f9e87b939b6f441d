import { BorrowSummary } from '../../features/borrow/components/borrow-summary';
import { PageMeta } from '../../components/page-meta';

/** /borrow-summary (lazy). */
export default function BorrowSummaryRoute() {
  return (
    <>
      <PageMeta
        title="Borrow summary"
        description="How many copies of each book of the library are out on loan, and which are overdue."
      />
      <BorrowSummary />
    </>
  );
}
