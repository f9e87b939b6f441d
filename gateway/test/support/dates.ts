/** A due date `days` from now (UTC day): within the loan period for a week, which every lending role may give. */
export function dueIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
