import type { ImportResult } from '../types';

/** The preview's counts as stat cards: rows read, ready, not valid, duplicates. */
export function ImportTotals({ totals }: { totals: ImportResult['totals'] }) {
  const stats: [string, number][] = [
    ['Rows read', totals.rows],
    ['Ready', totals.ready],
    ['Not valid', totals.invalid],
    ['Duplicates', totals.duplicate],
  ];
  return (
    <dl className="summary-stats import-totals">
      {stats.map(([label, value]) => (
        <div key={label} className="stat">
          <dt className="stat__label">{label}</dt>
          <dd className="stat__value">{value.toLocaleString('en-GB')}</dd>
        </div>
      ))}
    </dl>
  );
}
