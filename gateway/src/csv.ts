/**
 * The REST service's file routes, passed through on the app's own origin at the same paths, so the
 * browser downloads a file and sends an import without CORS: `GET /api/books/export.csv`,
 * `POST /api/books/import`, and `POST /api/members/import` (as the book import) and
 * `GET /api/my/export` (a signed-in member's data, a JSON file). They stream (the export is never held whole; the import goes to REST as
 * it arrives, at most IMPORT_MAX_BYTES, in the Content-Encoding it came in). REST's status, its JSON failure body, `Content-Type` and
 * `Content-Disposition` go back unchanged; a REST service that is down or broken gets the gateway's
 * code in the REST failure envelope (./errors `restStyleFailure`). Every other `/api` path stays 404.
 *
 * Cross-site requests (as Apollo's CSRF prevention guards /graphql): the import takes only
 * `Content-Type: text/csv`, which a cross-site form cannot send without a CORS preflight that the
 * gateway never grants, and refuses a request whose `Origin` is another site's (see README, CSV routes).
 * All forward the request's bearer (the session cookie's, or an `Authorization: Bearer` header);
 * an export signed in by the cookie refuses another site's `Origin` too (it holds the catalogue, or
 * a member's own data).
 */
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BODY_MESSAGES, CSV_IMPORT_LIMITS, CSV_MESSAGES, bodyEncodingOf } from '@library/api/contract';
import express, { type Request, type Response, type Router } from 'express';
import { streamingCompression } from './compression';
import { restStyleRefusal } from './errors/httpFailures';
import { isClientGone } from './errors/transport';
import { sendRestFailure, sendRestStyle } from './http';
import type { Logger } from './logger';
import type { CsvImportOptions, LibraryFiles, RestPassThrough } from './rest/LibraryApi';
import type { Upstream } from './rest/Upstream';
import { requestSession } from './session';
import { requestUrlForLog } from './request-log';

/** Largest import file: the REST service's own limit (the contract's), with the same answer. */
const IMPORT_MAX_BYTES = CSV_IMPORT_LIMITS.maxBytes;

/** The book list's query names the export takes (anything else is left out). */
const EXPORT_QUERY = ['filter', 'search', 'available', 'sortBy', 'sort'] as const;

export interface CsvRoutesOptions {
  upstream: Upstream;
  logger: Logger;
  production: boolean;
  /** Origins besides the app's own allowed to import (GRAPHQL_CORS_ORIGINS). */
  corsOrigins: readonly string[];
  /** PUBLIC_URL (decides the session cookie's name: ./session). */
  publicUrl: string | null;
}

const FOREIGN_ORIGIN = 'FORBIDDEN_ORIGIN';

/** The downloads, as the log names them and as another site's `Origin` is refused. */
const BOOKS_EXPORT = { name: 'a CSV export', refusal: 'Exports are only given to the app’s own pages.' };
const MY_EXPORT = { name: 'a data export', refusal: 'Your data is only given to the app’s own pages.' };

/** Thrown into the upstream body when the import passes IMPORT_MAX_BYTES. */
class ImportTooLarge extends Error {
  constructor() {
    super(CSV_MESSAGES.tooLarge);
    this.name = 'ImportTooLarge';
  }
}

/** Passes the body on, failing once more than `limit` bytes went through. */
function byteLimit(limit: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      size += chunk.length;
      if (size > limit) callback(new ImportTooLarge());
      else callback(null, chunk);
    },
  });
}

/** `text/csv`, with or without parameters (`; charset=utf-8`). */
function isCsv(contentType: string | undefined): contentType is string {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'text/csv';
}

/**
 * Whether the request comes from the app's own pages: no `Origin` (not sent by every browser for a
 * same-origin request), or one whose host is the request's `Host` (the scheme is left aside: behind a
 * TLS-terminating proxy the gateway itself sees http), or one of `allowed`.
 */
function isOwnOrigin(req: Request, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Sends a REST answer on: status, the two headers, the body as it streams. */
async function passThrough(res: Response, answer: RestPassThrough): Promise<void> {
  res.status(answer.status);
  res.setHeader('Cache-Control', 'no-store');
  if (answer.contentType) res.setHeader('Content-Type', answer.contentType);
  if (answer.contentDisposition) res.setHeader('Content-Disposition', answer.contentDisposition);
  // The status goes out now, not with the compressor's first output: a failure after this point
  // cuts the download (never an error answer in its place).
  res.flushHeaders();
  await pipeline(answer.body, res);
}

/** An import's REST call: the body (limited) and how it goes, on the request's LibraryFiles. */
type ImportCall = (files: LibraryFiles, csv: Transform, options: CsvImportOptions) => Promise<RestPassThrough>;

export function csvRouter(options: CsvRoutesOptions): Router {
  const { upstream, logger, production, corsOrigins, publicUrl } = options;
  const router = express.Router();
  const requestIdOf = (res: Response): string => String(res.locals['requestId']);

  /**
   * A download passed through as it streams (compressed by the route's middleware). Signed in by the
   * session cookie, another site's `Origin` is refused first (403 FORBIDDEN_ORIGIN, `refusal`).
   */
  async function download(
    req: Request,
    res: Response,
    what: { name: string; refusal: string },
    call: (files: LibraryFiles) => Promise<RestPassThrough>,
  ): Promise<void> {
    const requestId = requestIdOf(res);
    const session = requestSession(req, res, publicUrl);
    if (session.credentials.fromCookie && !isOwnOrigin(req, corsOrigins)) {
      sendRestStyle(res, restStyleRefusal(403, FOREIGN_ORIGIN, what.refusal), requestId);
      return;
    }
    try {
      await passThrough(res, await call(upstream.filesForRequest(requestId, session.credentials)));
    } catch (error) {
      if (res.headersSent) {
        // Cut off midway (REST stopped sending, or the browser left): an incomplete download, never JSON.
        if (isClientGone(error, req.socket.destroyed)) {
          logger.debug({ requestId, path: requestUrlForLog(req, res) }, `${what.name} stopped: the client went away`);
        } else {
          logger.warn(
            { err: error, requestId, path: requestUrlForLog(req, res) },
            `${what.name} stopped before its end`,
          );
        }
        res.destroy();
        return;
      }
      sendRestFailure(res, error, { logger, requestId, path: requestUrlForLog(req, res), production });
    }
  }

  /**
   * A CSV import passed through as it arrives: only `text/csv` in a coding REST reads, from the app's
   * own pages, at most IMPORT_MAX_BYTES; refused before REST is called otherwise.
   */
  async function upload(req: Request, res: Response, call: ImportCall): Promise<void> {
    const requestId = requestIdOf(res);
    const refuse = (status: number, code: string, message: string) => {
      // The body is left unread: the connection is not reused for another request.
      res.setHeader('Connection', 'close');
      sendRestStyle(res, restStyleRefusal(status, code, message), requestId);
    };
    if (!isOwnOrigin(req, corsOrigins)) {
      refuse(403, FOREIGN_ORIGIN, 'Imports are only accepted from the app’s own pages.');
      return;
    }
    const contentType = req.headers['content-type'];
    if (!isCsv(contentType)) {
      refuse(415, 'UNSUPPORTED_MEDIA_TYPE', CSV_MESSAGES.notCsv);
      return;
    }
    // Sent on as it came, with its Content-Encoding: REST decodes it (and holds it to 5 MB decoded).
    const encoding = bodyEncodingOf(req.headers['content-encoding']);
    if (encoding === undefined) {
      refuse(415, 'UNSUPPORTED_MEDIA_TYPE', BODY_MESSAGES.unsupportedEncoding);
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > IMPORT_MAX_BYTES) {
      refuse(413, 'IMPORT_TOO_LARGE', CSV_MESSAGES.tooLarge);
      return;
    }
    const limited = byteLimit(IMPORT_MAX_BYTES);
    // Errors reach the upstream call through `limited` (a client gone, the limit passed).
    pipeline(req, limited).catch(() => undefined);
    const given = new URL(req.originalUrl, 'http://gateway').searchParams;
    try {
      const files = upstream.filesForRequest(requestId, requestSession(req, res, publicUrl).credentials);
      const answer = await call(files, limited, {
        dryRun: given.get('dryRun'),
        contentType,
        contentEncoding: encoding,
      });
      await passThrough(res, answer);
    } catch (error) {
      if (error instanceof ImportTooLarge || limited.errored instanceof ImportTooLarge) {
        refuse(413, 'IMPORT_TOO_LARGE', CSV_MESSAGES.tooLarge);
        return;
      }
      if (req.destroyed && !req.complete) return; // the browser went away mid-upload
      sendRestFailure(res, error, { logger, requestId, path: requestUrlForLog(req, res), production });
    }
  }

  // A catalogue's CSV compresses to a fraction (repeated genres, dates, booleans): compressed as it streams.
  router.get('/api/books/export.csv', streamingCompression, (req, res) => {
    const query = new URLSearchParams();
    const given = new URL(req.originalUrl, 'http://gateway').searchParams;
    for (const name of EXPORT_QUERY) {
      for (const value of given.getAll(name)) query.append(name, value);
    }
    return download(req, res, BOOKS_EXPORT, (files) => files.exportBooks(query));
  });

  // A member's own data: no query; REST decides who may (a signed-in member).
  router.get('/api/my/export', streamingCompression, (req, res) =>
    download(req, res, MY_EXPORT, (files) => files.exportMy()),
  );

  router.post('/api/books/import', (req, res) =>
    upload(req, res, (files, csv, options) => files.importBooks(csv, options)),
  );

  router.post('/api/members/import', (req, res) =>
    upload(req, res, (files, csv, options) => files.importMembers(csv, options)),
  );

  return router;
}
