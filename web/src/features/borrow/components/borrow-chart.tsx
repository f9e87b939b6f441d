import { useId } from 'react';

/** One bar of the chart: a book and how many copies of it were borrowed in all. */
export interface ChartRow {
  id: string;
  title: string;
  total: number;
}

/** How many of the largest totals the chart shows. */
export const CHART_SIZE = 6;

/** The `size` largest totals, largest first (equal totals keep the order they came in). */
export function largestTotals<T extends { total: number }>(rows: readonly T[], size: number = CHART_SIZE): T[] {
  return [...rows].sort((a, b) => b.total - a.total).slice(0, size);
}

/** A bar's length as a share of the largest; a total above 0 always shows a sliver. */
function barWidth(total: number, largest: number): string {
  const percent = (Math.max(total, 0) / largest) * 100;
  return `${total > 0 ? Math.max(percent, 2) : 0}%`;
}

/**
 * A small bar chart of the largest totals. Every bar carries its title and number as text, so
 * nothing depends on colour; to assistive technology the bars are one image whose name lists them
 * ("Dune: 5 borrowed; …"); the table beside it stays the full, accessible source.
 */
export function BorrowChart({ rows }: { rows: readonly ChartRow[] }) {
  const captionId = useId();
  const top = largestTotals(rows);
  const largest = top[0]?.total ?? 0;
  if (top.length === 0 || largest <= 0) return null;
  const description = top.map((row) => `${row.title}: ${row.total} borrowed`).join('; ');

  return (
    <figure className="summary-chart" aria-labelledby={captionId}>
      <figcaption className="summary-chart__caption">
        <span className="summary-chart__title" id={captionId}>
          Most borrowed
        </span>
        <span className="summary-chart__note">
          {top.length === 1 ? 'Total borrowed' : `Top ${top.length} by total borrowed`}
        </span>
      </figcaption>
      <div className="summary-chart__bars" role="img" aria-label={description}>
        {top.map((row) => (
          <div className="summary-chart__row" key={row.id}>
            <span className="summary-chart__label">{row.title}</span>
            <span className="summary-chart__track">
              <span className="summary-chart__bar" style={{ width: barWidth(row.total, largest) }} />
            </span>
            <span className="summary-chart__value">{row.total}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
