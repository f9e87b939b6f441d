/** Today's date in the visitor's time zone as YYYY-MM-DD (the format of <input type="date">). */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The date `days` days after today in the visitor's time zone, as YYYY-MM-DD. */
export function inDaysIso(days: number, now: Date = new Date()): string {
  const later = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return todayIso(later);
}
