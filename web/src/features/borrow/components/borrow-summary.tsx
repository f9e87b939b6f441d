import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { DataTable, type Column } from '../../../components/data-table';
import { ItemCard, ItemCards } from '../../../components/item-cards';
import { LoadFailed } from '../../../components/load-failed';
import { NoSuchPage, Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { statusOfLoadError } from '../../../lib/ssr';
import { useBorrowSummaryQuery } from '../api/get-borrow-summary';
import { readSummaryPage, SUMMARY_PAGE_SIZE, summaryPages, writeSummaryPage } from '../lib/summary-page';
import { BorrowChart } from './borrow-chart';

/** The headings of the table's columns, which are also the terms of the phone's cards. */
const HEADINGS = {
  title: 'Title',
  isbn: 'ISBN',
  total: 'Total Borrowed',
  out: 'On loan',
  overdue: 'Overdue',
} as const;

/** A book's title or ISBN as the summary shows it: 'N/A' when unknown (the spec's rule). */
function shown(text: string | null | undefined): string {
  return text ? text : 'N/A';
}

const COLUMNS: readonly Column[] = [
  { label: HEADINGS.title },
  { label: HEADINGS.isbn },
  { label: HEADINGS.total, className: 'num' },
  { label: HEADINGS.out, className: 'num' },
  { label: HEADINGS.overdue, className: 'num' },
];

/**
 * Total borrowed per book (largest first), SUMMARY_PAGE_SIZE rows a page (the page in the URL), with
 * the copies on loan now and those overdue, and 'N/A' for unknown title or ISBN; above it the
 * headline figures of every borrowed book (borrowTotals), each labelled for what it counts; beside
 * the table of page 1 (below it on a phone) a bar chart of the largest totals. On a phone the rows are
 * cards instead: both are rendered and the stylesheet shows one (`display: none` hides the other from
 * screen readers too), so the server's page has the right layout before any script runs.
 */
export function BorrowSummary() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readSummaryPage(searchParams);
  const { data, loading, error, refetch } = useBorrowSummaryQuery({
    variables: { page, limit: SUMMARY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.borrowSummary;
  const totals = data?.borrowTotals;
  const totalPages = summaryPages(totals?.titles ?? 0);
  const goTo = (next: number) => setSearchParams(writeSummaryPage(next));

  let content: ReactNode;
  if (rows === undefined && loading) {
    content = <Spinner label="Loading..." />;
  } else if (error || rows === undefined) {
    content = (
      <LoadFailed title="Failed to load summary." status={statusOfLoadError(error)} onRetry={() => refetch()} />
    );
  } else if (rows.length === 0 && totals !== undefined && totals.titles > 0) {
    content = <NoSuchPage page={page} totalPages={totalPages} subject="This summary" onPageChange={goTo} />;
  } else if (rows.length === 0) {
    content = (
      <div className="state">
        <p className="state__title">No borrow records found.</p>
        <p>Borrowed books will show up here.</p>
      </div>
    );
  } else {
    content = (
      <>
        {totals === undefined ? null : (
          <div className="summary-stats">
            <div className="stat">
              <p className="stat__label">Titles borrowed</p>
              <p className="stat__value">{totals.titles}</p>
            </div>
            <div className="stat">
              <p className="stat__label">Copies borrowed (all time)</p>
              <p className="stat__value">{totals.totalBorrowed}</p>
            </div>
            <div className="stat">
              <p className="stat__label">Copies out now</p>
              <p className="stat__value">{totals.copiesOut}</p>
            </div>
            <div className="stat">
              <p className="stat__label">Overdue copies</p>
              <p className="stat__value">{totals.overdueCopies}</p>
            </div>
          </div>
        )}
        <div className="summary-layout">
          <DataTable
            label="Borrow summary table"
            className="summary-table"
            regionClassName="summary-table-region"
            columns={COLUMNS}
          >
            {rows.map((row) => (
              <tr key={row.book.id}>
                <th scope="row">{shown(row.book.title)}</th>
                <td className="mono">{shown(row.book.isbn)}</td>
                <td className="num">{row.totalQuantity}</td>
                <td className="num">{row.copiesOut}</td>
                <td className={row.overdueCopies > 0 ? 'num summary-table__overdue' : 'num'}>{row.overdueCopies}</td>
              </tr>
            ))}
          </DataTable>
          <ItemCards label="Borrow summary" className="summary-cards">
            {rows.map((row) => (
              <ItemCard
                key={row.book.id}
                titleId={`summary-title-${row.book.id}`}
                title={shown(row.book.title)}
                alert={row.overdueCopies > 0}
                facts={[
                  { term: HEADINGS.isbn, value: shown(row.book.isbn), className: 'mono' },
                  { term: HEADINGS.total, value: row.totalQuantity },
                  { term: HEADINGS.out, value: row.copiesOut },
                  {
                    term: HEADINGS.overdue,
                    value: row.overdueCopies,
                    className: row.overdueCopies > 0 ? 'summary-table__overdue' : undefined,
                  },
                ]}
              />
            ))}
          </ItemCards>
          {page === 1 ? (
            <BorrowChart
              rows={rows.map((row) => ({
                id: row.book.id,
                title: shown(row.book.title),
                total: row.totalQuantity,
              }))}
            />
          ) : null}
        </div>
        {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onPageChange={goTo} /> : null}
      </>
    );
  }

  return (
    <div className="container">
      <PageHeader
        eyebrow="Lending"
        title="Borrow Summary"
        subtitle="How many copies of each book have been borrowed, and how many are out on loan now."
      />
      {content}
    </div>
  );
}
