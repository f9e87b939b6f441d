import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { HttpStatus, statusOfLoadError } from '../../../lib/ssr';
import { useBorrowSummaryQuery } from '../api/get-borrow-summary';
import { BorrowChart } from './borrow-chart';

/**
 * Total borrowed per book (largest first), with the copies on loan now and those overdue, and 'N/A'
 * for unknown title or ISBN; beside the table (below it on a phone) a bar chart of the largest totals.
 */
export function BorrowSummary() {
  const { data, loading, error, refetch } = useBorrowSummaryQuery({ fetchPolicy: 'cache-and-network' });
  const rows = data?.borrowSummary;

  let content: ReactNode;
  if (rows === undefined && loading) {
    content = <Spinner label="Loading..." />;
  } else if (error || rows === undefined) {
    content = (
      <div className="state state--error" role="alert">
        <HttpStatus status={statusOfLoadError(error)} />
        <p className="state__title">Failed to load summary.</p>
        <button type="button" className="button button--primary" onClick={() => void refetch().catch(() => undefined)}>
          Retry
        </button>
      </div>
    );
  } else if (rows.length === 0) {
    content = (
      <div className="state">
        <p className="state__title">No borrow records found.</p>
        <p>Borrowed books will show up here.</p>
      </div>
    );
  } else {
    const totalCopies = rows.reduce((sum, row) => sum + row.totalQuantity, 0);
    content = (
      <>
        <div className="summary-stats">
          <div className="stat">
            <p className="stat__label">Copies borrowed</p>
            <p className="stat__value">{totalCopies}</p>
          </div>
          <div className="stat">
            <p className="stat__label">Titles borrowed</p>
            <p className="stat__value">{rows.length}</p>
          </div>
        </div>
        <div className="summary-layout">
          <div className="table-wrap" role="region" aria-label="Borrow summary table" tabIndex={0}>
            <table className="table summary-table">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">ISBN</th>
                  <th scope="col" className="num">
                    Total Borrowed
                  </th>
                  <th scope="col" className="num">
                    On loan
                  </th>
                  <th scope="col" className="num">
                    Overdue
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.book.id}>
                    <th scope="row">{row.book.title ? row.book.title : 'N/A'}</th>
                    <td className="mono">{row.book.isbn ? row.book.isbn : 'N/A'}</td>
                    <td className="num">{row.totalQuantity}</td>
                    <td className="num">{row.copiesOut}</td>
                    <td className={row.overdueCopies > 0 ? 'num summary-table__overdue' : 'num'}>
                      {row.overdueCopies}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <BorrowChart
            rows={rows.map((row) => ({
              id: row.book.id,
              title: row.book.title ? row.book.title : 'N/A',
              total: row.totalQuantity,
            }))}
          />
        </div>
      </>
    );
  }

  return (
    <div className="container">
      <PageHeader eyebrow="Lending" title="Borrow Summary" subtitle="How many copies of each book are out on loan." />
      {content}
    </div>
  );
}
