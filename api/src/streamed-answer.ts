/**
 * A long answer written as it is read from the store's pages: each page becomes one piece of text,
 * read only when the response has taken the previous pieces (a stream pipeline: backpressure), so
 * memory stays one page whatever the answer's length. To a HEAD request, only the headers, after the
 * first page. The first page is read before the status is sent, so a store that fails at once is an
 * ordinary error answer; a failure after that cannot change the status any more: it is logged and the
 * response is cut (the client sees a broken answer, never a complete-looking one). A client that goes
 * away is logged at debug.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { Logger } from './logger';

export interface StreamedAnswer<T> {
  /** What the logs call it: "CSV export", "list answer". */
  what: string;
  /** The answer's headers (Content-Type and any other), sent with status 200. */
  headers: Readonly<Record<string, string>>;
  /** The text pieces of the body: from the first page (already read) and the pages after it. */
  pieces: (first: readonly T[], rest: AsyncIterator<T[]>) => AsyncGenerator<string>;
}

export async function sendStreamed<T>(
  res: Response,
  pages: AsyncIterable<T[]>,
  answer: StreamedAnswer<T>,
  logger: Logger,
): Promise<void> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.status(200);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (res.req.method === 'HEAD') {
    // The headers a GET would have (the first page read shows the store answers); no other page is read.
    await iterator.return?.();
    res.end();
    return;
  }
  try {
    const source = Readable.from(answer.pieces(first.done === true ? [] : first.value, iterator), {
      objectMode: false,
    });
    await pipeline(source, res);
  } catch (err: unknown) {
    const reqId = String(res.locals.requestId ?? '');
    if (res.destroyed && !res.writableFinished && isPrematureClose(err)) {
      logger.debug({ reqId }, `${answer.what} stopped: the client went away`);
    } else {
      logger.error({ err, reqId }, `${answer.what} failed mid-stream: the response was cut`);
    }
    res.destroy();
  }
}

function isPrematureClose(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === 'ERR_STREAM_PREMATURE_CLOSE';
}
