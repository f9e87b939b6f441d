/**
 * A success answer whose `data` is a long list, written as it is read (./streamed-answer): the
 * envelope's start, then each page of items as one piece of JSON, then the envelope's end.
 */
import type { Response } from 'express';
import type { Logger } from './logger';
import { sendStreamed } from './streamed-answer';

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
export function sendJsonList<T>(
  res: Response,
  message: string,
  pages: AsyncIterable<T[]>,
  toJson: (item: T) => unknown,
  logger: Logger,
): Promise<void> {
  return sendStreamed(
    res,
    pages,
    {
      what: 'list answer',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      pieces: (first, rest) => pieces(message, first, rest, toJson),
    },
    logger,
  );
}
