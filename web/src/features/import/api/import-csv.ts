import type { AnyImportRow, ImportResultOf } from '../types';

const NETWORK_MESSAGE = 'Could not reach the library server. Check your connection and try again.';
const UNREADABLE_MESSAGE = 'The library server sent an answer the app could not read. Please try again.';

/** A refused or failed import, with what to tell the user. */
export class ImportError extends Error {
  constructor(
    message: string,
    /** The REST or gateway `error.code` (`INVALID_CSV`, `IMPORT_TOO_LARGE`, ...); `NETWORK` when nothing answered. */
    readonly code: string,
    /**
     * The request's id, to quote when reporting a problem: only for a failure of the server's (5xx, an
     * unreadable answer); null when nothing answered or the file can be fixed by the user (4xx).
     */
    readonly requestId: string | null,
    /** The file lacks columns the import needs (INVALID_CSV with `error.missingColumns`). */
    readonly missingColumns = false,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The success envelope's `data` (`{ success: true, data }`), checked just enough to be read. */
function readResult(body: unknown): ImportResultOf<AnyImportRow> | null {
  if (!isRecord(body) || body['success'] !== true || !isRecord(body['data'])) return null;
  const data = body['data'];
  if (!Array.isArray(data['rows']) || !isRecord(data['totals'])) return null;
  return data as unknown as ImportResultOf<AnyImportRow>;
}

/**
 * Sends the file to an import (`POST /api/books/import`, `POST /api/members/import`): `dryRun` true
 * for the preview, false to import the ready rows. Resolves with the answer's data; rejects with an
 * ImportError in words (the server's message, or one for a network failure or an unreadable answer).
 */
export async function importCsv(path: string, file: Blob, dryRun: boolean): Promise<ImportResultOf<AnyImportRow>> {
  let response: Response;
  try {
    response = await fetch(`${path}?dryRun=${String(dryRun)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ImportError(NETWORK_MESSAGE, 'NETWORK', null);
  }
  const requestId = response.headers.get('X-Request-Id');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ImportError(UNREADABLE_MESSAGE, 'BAD_RESPONSE', requestId);
  }
  if (response.ok) {
    const result = readResult(body);
    if (result) return result;
    throw new ImportError(UNREADABLE_MESSAGE, 'BAD_RESPONSE', requestId);
  }
  const message = isRecord(body) && typeof body['message'] === 'string' ? body['message'] : UNREADABLE_MESSAGE;
  const error = isRecord(body) && isRecord(body['error']) ? body['error'] : {};
  const code = typeof error['code'] === 'string' ? error['code'] : `HTTP_${String(response.status)}`;
  // A refusal the user can act on (the message says what) has no reference to report.
  const missingColumns = Array.isArray(error['missingColumns']);
  throw new ImportError(message, code, response.status >= 500 ? requestId : null, missingColumns);
}
