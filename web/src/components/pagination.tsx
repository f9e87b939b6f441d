import { ArrowLeftIcon, ArrowRightIcon } from './icons';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous / 'Page {page} of {totalPages}' / Next; the buttons are disabled at the ends. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  return (
    <nav className="pagination" aria-label="Pagination">
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ArrowLeftIcon />
        Previous
      </button>
      <p className="pagination__status" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ArrowRightIcon />
      </button>
    </nav>
  );
}

interface NoSuchPageProps {
  /** The page asked for, past the last one now (what it listed was removed meanwhile). */
  page: number;
  totalPages: number;
  /** What has the pages, as the sentence starts: 'The list', 'This summary'. */
  subject: string;
  onPageChange: (page: number) => void;
}

/** 'There is no page N.', how many pages there are now, and a button to the last one. */
export function NoSuchPage({ page, totalPages, subject, onPageChange }: NoSuchPageProps) {
  return (
    <div className="state">
      <p className="state__title">There is no page {page}.</p>
      <p>
        {subject} has {totalPages} {totalPages === 1 ? 'page' : 'pages'} now.
      </p>
      <button type="button" className="button button--primary" onClick={() => onPageChange(totalPages)}>
        Go to page {totalPages}
      </button>
    </div>
  );
}
