import type { ImportRow } from '../types';
import { reasonOf, STATUS_LABELS } from '../lib/row-status';

/** At most this many rows are drawn (a file may have 20,000); the rows not ready come first then. */
export const MAX_SHOWN_ROWS = 1000;

/** The rows to draw: all of them, or, for a long file, those not ready first, up to MAX_SHOWN_ROWS. */
function shownRows(rows: readonly ImportRow[]): readonly ImportRow[] {
  if (rows.length <= MAX_SHOWN_ROWS) return rows;
  const notReady = rows.filter((row) => row.status !== 'ready' && row.status !== 'imported');
  const others = rows.filter((row) => row.status === 'ready' || row.status === 'imported');
  return [...notReady, ...others].slice(0, MAX_SHOWN_ROWS);
}

interface ImportRowsProps {
  rows: readonly ImportRow[];
  /** The table's name (its caption, and the scroll region's label). */
  label: string;
}

/**
 * The file's rows: row number, title, ISBN, status and reasons in words. The table scrolls sideways in
 * a labelled, focusable region on a phone.
 */
export function ImportRows({ rows, label }: ImportRowsProps) {
  const shown = shownRows(rows);
  return (
    <>
      {shown.length < rows.length ? (
        <p className="import-note">
          Showing {shown.length.toLocaleString('en-GB')} of {rows.length.toLocaleString('en-GB')} rows: the rows that
          are not ready first.
        </p>
      ) : null}
      <p className="table-hint">Swipe the table sideways to see every column.</p>
      <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
        <table className="table import-table">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                Row
              </th>
              <th scope="col">Title</th>
              <th scope="col">ISBN</th>
              <th scope="col">Status</th>
              <th scope="col">Reasons</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} className={`import-row import-row--${row.status}`}>
                <td className="num">{row.row}</td>
                <th scope="row">
                  {row.values.title.trim() === '' ? <span className="import-empty">(no title)</span> : row.values.title}
                </th>
                <td className="mono">{row.values.isbn}</td>
                <td>
                  <span className={`import-status import-status--${row.status}`}>{STATUS_LABELS[row.status]}</span>
                </td>
                <td>{row.status === 'ready' || row.status === 'imported' ? '' : reasonOf(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
