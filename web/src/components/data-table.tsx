import type { ReactNode } from 'react';

/** A column heading: its text (or element) and the class of its cell. */
export interface Column {
  label: ReactNode;
  className?: string;
}

/** The heading of a column of row actions: none to see, 'Actions' to a screen reader. */
export const ACTIONS_COLUMN: Column = { label: <span className="visually-hidden">Actions</span> };

interface DataTableProps {
  /** What the table is, for the scrollable region around it: 'Books table'. */
  label: string;
  /** The table's own class, besides `table`. */
  className: string;
  /** The scrollable region's class, besides `table-wrap` (e.g. to hide the table on a phone). */
  regionClassName?: string;
  columns: readonly Column[];
  /** The rows (`<tr>`s). */
  children: ReactNode;
}

/** A table of the app's lists: headed columns in a region that scrolls sideways (and by keyboard) when narrow. */
export function DataTable({ label, className, regionClassName, columns, children }: DataTableProps) {
  return (
    <div
      className={regionClassName ? `table-wrap ${regionClassName}` : 'table-wrap'}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className={`table ${className}`}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // The columns are fixed for a table: their order is their identity.
              <th key={index} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
