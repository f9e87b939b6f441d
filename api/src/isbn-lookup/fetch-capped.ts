/**
 * One GET to another site, as the ISBN lookup and the cover fetch make it: within a time-out (the
 * whole answer, headers and body), at most `maxBytes` of body (a longer one is cut off and refused,
 * never held whole), and only http(s) addresses. Failures are FetchFailure with a kind the callers
 * turn into their own messages.
 */
import type { Readable } from 'node:stream';
import { Agent, interceptors, request } from 'undici';

/** Follows a few redirects (Open Library's cover addresses redirect to where the image is kept). */
const dispatcher = new Agent().compose(interceptors.redirect({ maxRedirections: 3 }));

export type FetchFailureKind = 'timeout' | 'tooLarge' | 'unreachable' | 'status';

export class FetchFailure extends Error {
  override name = 'FetchFailure';
  constructor(
    readonly kind: FetchFailureKind,
    readonly status?: number,
  ) {
    super(`fetch failed: ${kind}${status === undefined ? '' : ` (HTTP ${status})`}`);
  }
}

export interface FetchedBody {
  status: number;
  contentType: string;
  body: Buffer;
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** The Accept header sent. */
  accept: string;
}

/** Whether `address` is an http(s) URL (a lookup's cover address from elsewhere is not followed). */
export function isHttpUrl(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Drops an answer's body unread (its abort is expected, not an error to report). */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

async function readCapped(chunks: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > maxBytes) throw new FetchFailure('tooLarge');
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

/** GETs `address`; a 2xx answer's body, or a FetchFailure (any other status is `status`). */
export async function fetchCapped(address: string, limits: FetchLimits): Promise<FetchedBody> {
  if (!isHttpUrl(address)) throw new FetchFailure('unreachable');
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const answer = await request(address, {
      method: 'GET',
      headers: { accept: limits.accept, 'user-agent': 'library-catalogue (ISBN lookup)' },
      signal,
      dispatcher,
    });
    const length = Number(answer.headers['content-length'] ?? NaN);
    if (Number.isFinite(length) && length > limits.maxBytes) {
      discard(answer.body);
      throw new FetchFailure('tooLarge');
    }
    if (answer.statusCode < 200 || answer.statusCode > 299) {
      discard(answer.body);
      throw new FetchFailure('status', answer.statusCode);
    }
    const type = answer.headers['content-type'];
    return {
      status: answer.statusCode,
      contentType: (Array.isArray(type) ? type.join(',') : (type ?? '')).toLowerCase(),
      body: await readCapped(answer.body, limits.maxBytes),
    };
  } catch (err: unknown) {
    if (err instanceof FetchFailure) throw err;
    if (signal.aborted) throw new FetchFailure('timeout');
    throw new FetchFailure('unreachable');
  }
}
