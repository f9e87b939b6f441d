/**
 * Compression of what the gateway sends, written once for every path that uses it:
 *
 * - the built web app's files: `vite build` writes a Brotli (`.br`, quality 11) and a gzip (`.gz`,
 *   level 9) copy of each text file from COMPRESSION_THRESHOLD_BYTES up (web/vite.config.ts);
 *   ./web.ts sends the copy `preferredEncoding` picks from the request's Accept-Encoding;
 * - dynamic answers (GraphQL JSON on both POST paths, the app's HTML when it has no precompressed
 *   copy, robots.txt and the sitemaps): `dynamicCompression`, the `compression` package, Brotli at
 *   quality 4 or gzip at level 6, from the same threshold (smaller answers gain too little to pay
 *   for it); `streamingCompression` the same for the CSV export, flushed as it streams (./csv.ts).
 */
import { constants } from 'node:zlib';
import compression from 'compression';
import type { NodeMiddleware } from './http';

/** Smallest body worth compressing, precompressed or on the fly. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Content codings the build writes copies in, in the server's order of preference. */
export const PRECOMPRESSED = [
  { coding: 'br', extension: '.br' },
  { coding: 'gzip', extension: '.gz' },
] as const;

export type PrecompressedCoding = (typeof PRECOMPRESSED)[number]['coding'];
export type ContentCoding = PrecompressedCoding | 'identity';

/**
 * On-the-fly compression (Brotli quality 4 > gzip 6 > deflate, as the request's Accept-Encoding
 * allows, q-values included; none without an Accept-Encoding), with `Vary: Accept-Encoding`. The
 * package is typed for Express, but it only uses Node's request and response API (typed here as a
 * NodeMiddleware, as the other middleware of ./http).
 */
export const dynamicCompression = compression({
  threshold: COMPRESSION_THRESHOLD_BYTES,
  level: 6,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
}) as unknown as NodeMiddleware;

/**
 * The same, for a body streamed as it comes (the CSV export, page after page from REST): each piece
 * written is flushed through the compressor at once, so that the browser gets the rows REST has sent
 * so far instead of waiting for the compressor's buffer to fill.
 */
export const streamingCompression = compression({
  threshold: COMPRESSION_THRESHOLD_BYTES,
  level: 6,
  flush: constants.Z_SYNC_FLUSH,
  brotli: {
    flush: constants.BROTLI_OPERATION_FLUSH,
    params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
  },
}) as unknown as NodeMiddleware;

/** `q` of each coding named in an Accept-Encoding header (lower-cased; `*` included). */
function qualities(acceptEncoding: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match?.[1] !== undefined) q = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    found.set(name.toLowerCase(), q);
  }
  return found;
}

/**
 * The coding to send a file in, among the copies `available`: the highest q the request's
 * Accept-Encoding gives (RFC 9110, 12.5.3), Brotli before gzip before identity when equal. A coding
 * it does not name takes the q of `*`, if any; identity is acceptable unless refused (`identity;q=0`,
 * or `*;q=0` without identity), after any coding the header names. No Accept-Encoding: identity. When nothing is acceptable, identity
 * (an answer the client may still use, rather than a 406).
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly PrecompressedCoding[],
): ContentCoding {
  if (acceptEncoding === undefined || acceptEncoding.trim() === '') return 'identity';
  const q = qualities(acceptEncoding);
  const star = q.get('*');
  // Identity not named is acceptable, but last: `gzip;q=0.5` still prefers gzip to the whole file.
  const qualityOf = (coding: ContentCoding): number =>
    q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? star ?? (coding === 'identity' ? 1e-4 : 0);
  let best: ContentCoding = 'identity';
  let bestQ = 0;
  for (const coding of [...PRECOMPRESSED.map((entry) => entry.coding), 'identity'] as const) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const quality = qualityOf(coding);
    if (quality > bestQ) {
      best = coding;
      bestQ = quality;
    }
  }
  return best;
}
