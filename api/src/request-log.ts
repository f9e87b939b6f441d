/**
 * What the log says of a request's address: the pattern of the route that answered it (noted by
 * the guard, ./access/guard, as the route starts), never the path it was called with, which may carry
 * an invitation's token, a card number or a name (log-format's loggedUrl).
 */
import type { Request, Response } from 'express';
import { loggedUrl } from './log-format';

/** Notes the route that answers the request: its pattern with the mount path (`/api/members/by-card/:card`). */
export function noteRoute(res: Response, pattern: string): void {
  res.locals['route'] = pattern;
}

/** The request's address for a log line: its route's pattern once known (else UNROUTED), the query's names only. */
export function requestUrlForLog(req: Request, res: Response): string {
  const route: unknown = res.locals['route'];
  return loggedUrl(typeof route === 'string' ? route : undefined, req.originalUrl);
}
