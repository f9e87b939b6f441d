import type { AnyImportRow, ImportKind } from '../types';
import { reasonOf, STATUS_LABELS } from '../lib/row-status';

/** At most this many rows are drawn (a file may have 20,000); the rows not ready come first then. */
export const MAX_SHOWN_ROWS = 1000;

/** The rows to draw: all of them, or, for a long file, those not ready first, up to MAX_SHOWN_ROWS. */
function shownRows(rows: readonly AnyImportRow[]): readonly AnyImportRow[] {
  if (rows.length <= MAX_SHOWN_ROWS) return rows;
  const notReady = rows.filter((row) => row.status !== 'ready' && row.status !== 'imported');
  const others = rows.filter((row) => row.status === 'ready' || row.status === 'imported');
  return [...notReady, ...others].slice(0, MAX_SHOWN_ROWS);
}

interface ImportRowsProps {
  rows: readonly AnyImportRow[];
  /** The table's name (its caption, and the scroll region's label). */
  label: string;
  /** The columns that name a row and tell rows apart. */
  kind: Pick<ImportKind, 'nameColumn' | 'keyColumn'>;
}

/**
 * The file's rows: row number, name (a book's title), key (ISBN), status and reasons in words. A table from 640 px up (in a
 * labelled, focusable scroll region); below, the same rows as stacked cards, so that a phone shows the
 * status and the reasons without sideways scrolling. CSS shows one or the other (display: none takes
 * the hidden one out of the accessibility tree too).
 */
export function ImportRows({ rows, label, kind }: ImportRowsProps) {
  const { nameColumn, keyColumn } = kind;
  const cell = (row: AnyImportRow, column: string) => row.values[column] ?? '';
  const shown = shownRows(rows);
  const titleOf = (row: AnyImportRow) =>
    cell(row, nameColumn.key).trim() === '' ? (
      <span className="import-empty">{nameColumn.empty}</span>
    ) : (
      cell(row, nameColumn.key)
    );
  const reasonsOf = (row: AnyImportRow) => (row.status === 'ready' || row.status === 'imported' ? '' : reasonOf(row));
  const status = (row: AnyImportRow) => (
    <span className={`import-status import-status--${row.status}`}>{STATUS_LABELS[row.status]}</span>
  );
  return (
    <>
      {shown.length < rows.length ? (
        <p className="import-note">
          Showing {shown.length.toLocaleString('en-GB')} of {rows.length.toLocaleString('en-GB')} rows: the rows that
          are not ready first.
        </p>
      ) : null}
      <div className="table-wrap import-table-wrap" role="region" aria-label={label} tabIndex={0}>
        <table className="table import-table">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                Row
              </th>
              <th scope="col">{nameColumn.label}</th>
              <th scope="col">{keyColumn.label}</th>
              <th scope="col">Status</th>
              <th scope="col">Reasons</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row}>
                <td className="num">{row.row}</td>
                <th scope="row">{titleOf(row)}</th>
                <td className="mono">{cell(row, keyColumn.key)}</td>
                <td>{status(row)}</td>
                <td>{reasonsOf(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="import-cards" aria-label={label}>
        {shown.map((row) => (
          <li key={row.row} className={`import-card import-card--${row.status}`}>
            <p className="import-card__title">
              Row {row.row}: {titleOf(row)}
            </p>
            <dl className="import-card__facts">
              <div>
                <dt>{keyColumn.label}</dt>
                <dd className="mono">{cell(row, keyColumn.key) === '' ? '(none)' : cell(row, keyColumn.key)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{status(row)}</dd>
              </div>
              {reasonsOf(row) === '' ? null : (
                <div>
                  <dt>Reasons</dt>
                  <dd>{reasonsOf(row)}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
