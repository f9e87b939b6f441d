/** Rows per page of /borrow-summary. */
export const SUMMARY_PAGE_SIZE = 50;

/** The page from the query string (`?page=`); anything but a whole number from 1 is page 1. */
export function readSummaryPage(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query string of a page; page 1 is left out. */
export function writeSummaryPage(page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The number of pages `titles` rows fill at SUMMARY_PAGE_SIZE a page; at least 1. */
export function summaryPages(titles: number): number {
  return Math.max(1, Math.ceil(titles / SUMMARY_PAGE_SIZE));
}
