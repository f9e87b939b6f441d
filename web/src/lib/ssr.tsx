import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { LIBRARY_LOCALE } from '@library/api/contract/rules';
import { errorCode } from './errors';

/** The id of the JSON script element that carries a server-rendered page's Apollo cache. */
export const SERVER_STATE_ID = 'apollo-state';

/** What a page tells the server that renders it: its HTTP status and the contents of its `<head>`. */
export class ServerPage {
  /** 200 unless a screen says otherwise (the last one rendered wins). */
  status = 200;
  /** The page's `<title>` text, in full ("{title} — Library"). */
  title: string | null = null;
  /** `<meta name="description">`. */
  description: string | null = null;
  /** Open Graph type of the page ('book' on a book page), null: no Open Graph tags. */
  openGraphType: string | null = null;

  setStatus(status: number): void {
    this.status = status;
  }

  setHead(title: string, description: string, openGraphType: string | null): void {
    this.title = title;
    this.description = description;
    this.openGraphType = openGraphType;
  }
}

const ServerPageContext = createContext<ServerPage | null>(null);

/** Around the app on the server only: screens write their status and head into `page`. */
export function ServerPageProvider({ page, children }: { page: ServerPage; children: ReactNode }) {
  return <ServerPageContext.Provider value={page}>{children}</ServerPageContext.Provider>;
}

/** The page being rendered on the server; null in the browser. */
export function useServerPage(): ServerPage | null {
  return useContext(ServerPageContext);
}

/** Sets the HTTP status of a server-rendered page (nothing in the browser). */
export function useHttpStatus(status: number): void {
  useServerPage()?.setStatus(status);
}

/**
 * The HTTP status of a page that could not load its data: the gateway's own codes for an unreachable
 * library service or its database away (503) or a slow one (504), 502 for any other failure upstream.
 */
export function statusOfLoadError(error: unknown): number {
  const code = errorCode(error);
  if (code === 'UPSTREAM_UNAVAILABLE' || code === 'DATABASE_UNAVAILABLE') return 503;
  if (code === 'UPSTREAM_TIMEOUT') return 504;
  return 502;
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on (and
 * in a page rendered in the browser alone). What depends on the visitor's clock or time zone renders
 * as the server did until then, so hydration finds the same text.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** `useHttpStatus` as an element, for the branch of a screen that decides the status. */
export function HttpStatus({ status }: { status: number }) {
  useHttpStatus(status);
  return null;
}

/** The time zone dates are shown in: the visitor's ('local'), or UTC. */
export type DateZone = 'local' | 'utc';

/** A date format (the library's locale, `options`) in each zone a date may be shown in. */
export function dateFormatsByZone(options: Intl.DateTimeFormatOptions): Record<DateZone, Intl.DateTimeFormat> {
  return {
    local: new Intl.DateTimeFormat(LIBRARY_LOCALE, options),
    utc: new Intl.DateTimeFormat(LIBRARY_LOCALE, { ...options, timeZone: 'UTC' }),
  };
}

/**
 * The time zone to show dates in: UTC on the server and while hydrating (the server cannot know the
 * visitor's, and both must write the same text), the visitor's own from then on.
 */
export function useDateZone(): DateZone {
  return useHydrated() ? 'local' : 'utc';
}
