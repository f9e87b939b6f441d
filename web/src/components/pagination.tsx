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
