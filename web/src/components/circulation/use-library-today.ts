import { useLibraryTimeZone } from '../../lib/access';
import { libraryToday } from './today';

/** The library's today (`YYYY-MM-DD`, ./today) for a screen, in the library's time zone once known. */
export function useLibraryToday(): string {
  return libraryToday(new Date(), useLibraryTimeZone());
}
