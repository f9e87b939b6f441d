import { useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { NoSuchPage, Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { shownDateTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/errors';
import type { ActivityQuery } from '../../../gql-staff/graphql';
import { useActivityQuery } from '../api/activity';
import { ACTION_OPTIONS, actionLabel, readActivityParams } from '../lib/activity-actions';

const PAGE_SIZE = 20;

const COLUMNS: readonly Column[] = [
  { label: 'When' },
  { label: 'Who' },
  { label: 'What' },
  { label: 'Record' },
  { label: 'From' },
];

type Entry = ActivityQuery['activity']['items'][number];

/** How the Who column marks each kind of actor: a member acting for themself never reads as staff. */
const ACTORS = {
  ACCOUNT: '',
  API_TOKEN: 'API token ',
  OPEN_CATALOGUE: 'Open catalogue',
  SYSTEM: 'System',
  MEMBER: 'Member: ',
} as const;

function who(entry: Entry): string {
  if (entry.actorKind === 'OPEN_CATALOGUE' || entry.actorKind === 'SYSTEM') return ACTORS[entry.actorKind];
  // A member the library has forgotten (deleted, or a loan that forgot its borrower) has no name left.
  const gone = entry.actorKind === 'MEMBER' ? '(forgotten)' : '(removed)';
  return `${ACTORS[entry.actorKind]}${entry.actorName ?? gone}`;
}

/** /activity (admin): who did what to which record, when and from where; newest first, by page, by action. */
export function ActivityScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, action } = readActivityParams(searchParams);
  const { data, loading, error, refetch } = useActivityQuery({ variables: { page, limit: PAGE_SIZE, action } });
  const go = (next: { page?: number; action?: string | null }) => {
    const params = new URLSearchParams();
    const nextAction = next.action === undefined ? action : next.action;
    if (nextAction) params.set('action', nextAction);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  let content;
  const activity = data?.activity;
  if (loading && !data) content = <Spinner label="Loading activity…" />;
  else if (error)
    content = (
      <LoadFailed title="Could not load the activity." message={errorMessage(error)} onRetry={() => refetch()} />
    );
  else if (!activity || activity.total === 0) content = <p className="state">Nothing recorded yet.</p>;
  else if (activity.items.length === 0) {
    content = (
      <NoSuchPage
        page={page}
        totalPages={activity.totalPages}
        subject="The log"
        onPageChange={(next) => go({ page: next })}
      />
    );
  } else {
    content = (
      <>
        <DataTable label="Activity" className="activity-table" columns={COLUMNS}>
          {activity.items.map((entry) => (
            <tr key={entry.id}>
              <td>{shownDateTime(entry.at)}</td>
              <td className="user-text">{who(entry)}</td>
              <td>{actionLabel(entry.action)}</td>
              <td className="user-text">{entry.targetLabel ?? '—'}</td>
              <td className="mono">{entry.address ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
        <Pagination page={activity.page} totalPages={activity.totalPages} onPageChange={(next) => go({ page: next })} />
      </>
    );
  }

  return (
    <div className="container">
      <PageHeader eyebrow="Staff" title="Activity" subtitle="Every change to the catalogue, its loans and its staff." />
      <div className="toolbar">
        <label className="label" htmlFor="activity-action">
          Action
        </label>
        <select
          id="activity-action"
          className="select"
          value={action ?? ''}
          onChange={(event) => go({ action: event.target.value || null, page: 1 })}
        >
          <option value="">All actions</option>
          {ACTION_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {content}
    </div>
  );
}
