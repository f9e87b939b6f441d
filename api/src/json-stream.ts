/**
 * A success answer whose `data` is a long list, written as it is read: the envelope's start, then
 * each page of items as one piece of JSON, read only when the response has taken the previous pieces
 * (a stream pipeline: backpressure), then the envelope's end. Memory stays one page whatever the
 * list's length (to a HEAD request, only the headers, after the first page). The first page is read
 * before the status is sent, so a store that fails at once is an ordinary error answer; a failure
 * after that cannot change the status any more: it is logged and the response is cut (the client
 * sees a broken answer, never complete-looking JSON).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { Logger } from './logger';

async function* pieces<T>(
  message: string,
  first: readonly T[],
  rest: AsyncIterator<T[]>,
  toJson: (item: T) => unknown,
): AsyncGenerator<string> {
  let written = 0;
  const piece = (items: readonly T[]): string => {
    const text = items.map((item, i) => (written + i > 0 ? ',' : '') + JSON.stringify(toJson(item))).join('');
    written += items.length;
    return text;
  };
  yield `{"success":true,"message":${JSON.stringify(message)},"data":[${piece(first)}`;
  for (let page = await rest.next(); page.done !== true; page = await rest.next()) {
    yield piece(page.value);
  }
  yield ']}';
}

/** Sends `{success: true, message, data: [...]}` (status 200), `data` being every item of `pages` through `toJson`. */
export async function sendJsonList<T>(
  res: Response,
  message: string,
  pages: AsyncIterable<T[]>,
  toJson: (item: T) => unknown,
  logger: Logger,
): Promise<void> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.status(200);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (res.req.method === 'HEAD') {
    // The headers a GET would have (the first page read shows the store answers); no other page is read.
    await iterator.return?.();
    res.end();
    return;
  }
  try {
    const source = Readable.from(pieces(message, first.done === true ? [] : first.value, iterator, toJson), {
      objectMode: false,
    });
    await pipeline(source, res);
  } catch (err: unknown) {
    const reqId = String(res.locals.requestId ?? '');
    if (res.destroyed && !res.writableFinished && isPrematureClose(err)) {
      logger.info({ reqId }, 'list answer stopped: the client went away');
    } else {
      logger.error({ err, reqId }, 'list answer failed mid-stream: the response was cut');
    }
    res.destroy();
  }
}

function isPrematureClose(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === 'ERR_STREAM_PREMATURE_CLOSE';
}
