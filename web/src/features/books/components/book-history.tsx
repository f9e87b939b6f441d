import { shownDay } from '../../../lib/date-time';
import { useDateZone } from '../../../lib/ssr';
import { useBookHistoryQuery } from '../api/get-book-history';

/**
 * For staff: "Added by … on …, last changed by … on …", from the activity log (nothing when the log
 * knows neither). The caller renders it only for a viewer who may see circulation.
 */
export function BookHistory({ id }: { id: string }) {
  const zone = useDateZone();
  const history = useBookHistoryQuery({ variables: { id } }).data?.book?.history;
  if (!history) return null;
  const when = (at: string | null) => (at ? ` on ${shownDay(at, zone)}` : '');
  const parts = [
    history.createdBy ? `Added by ${history.createdBy}${when(history.createdAt)}` : null,
    history.updatedBy ? `last changed by ${history.updatedBy}${when(history.updatedAt)}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return <p className="detail__history">{text.charAt(0).toUpperCase() + text.slice(1)}.</p>;
}
