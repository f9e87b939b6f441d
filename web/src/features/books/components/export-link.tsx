import { DownloadIcon } from '../../../components/icons';
import { exportHref } from '../lib/export-query';
import type { ListParams } from '../lib/list-params';

/**
 * "Export CSV": a plain download link of what the list shows (all pages, its genre, search and
 * order), answered by the gateway as a file; no script is needed for it.
 */
export function ExportLink({ params }: { params: ListParams }) {
  return (
    <a className="button button--secondary" href={exportHref(params)} download>
      <DownloadIcon />
      Export CSV
    </a>
  );
}
