/** Figures over samples: the median and nearest-rank percentiles. The samples need not be sorted. */

function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The median of `values` (the mean of the two middle ones for an even count; NaN for none). */
export function median(values: readonly number[]): number {
  const order = sorted(values);
  const middle = Math.floor(order.length / 2);
  if (order.length === 0) return Number.NaN;
  return order.length % 2 === 1
    ? (order[middle] ?? Number.NaN)
    : ((order[middle - 1] ?? Number.NaN) + (order[middle] ?? Number.NaN)) / 2;
}

/**
 * The nearest-rank percentile of `values`: the smallest sample that `fraction` (0.5 for p50, 0.99 for
 * p99) of the samples are at most (the smallest sample for 0; NaN for none).
 */
export function percentile(values: readonly number[], fraction: number): number {
  const order = sorted(values);
  if (order.length === 0) return Number.NaN;
  const rank = Math.min(order.length, Math.max(1, Math.ceil(fraction * order.length)));
  return order[rank - 1] ?? Number.NaN;
}
