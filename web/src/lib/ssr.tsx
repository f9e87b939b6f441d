import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { LIBRARY_LOCALE } from '@library/api/contract/rules';
import { errorCode } from './errors';

/**
 * The time zone to show dates in: UTC on the server and while hydrating (the server cannot know the
 * visitor's, and both must write the same text), the visitor's own from then on.
 */
export function useDateZone(): DateZone {
  return useHydrated() ? 'local' : 'utc';
}
