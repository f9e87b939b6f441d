/**
 * How the services' logs look, one rule for the api, the gateway and the root `npm start`: JSON
 * lines (pino's own, for a file or a log collector) or readable lines for a person at a terminal:
 *
 *   14:05:03.123 INFO  api     request method=GET url=/api/books status=200 ms=12.3 req=0b61…
 *
 * (local time, level, service, message, the other fields as `key=value`, the request id last, an
 * error's stack on the lines below). LOG_FORMAT (`json` or `pretty`) chooses; unset, the format
 * follows stdout: pretty on a terminal, JSON otherwise. The gateway imports it as
 * `@library/api/log-format`.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** LOG_FORMAT's value (case and spaces aside), or undefined when it is neither json nor pretty. */
export function parseLogFormat(raw: string): LogFormat | undefined {
  return LOG_FORMATS.find((format) => format === raw.trim().toLowerCase());
}

/** The sentence a config module reports for a LOG_FORMAT it refused. */
export function logFormatProblem(raw: string): string {
  return `LOG_FORMAT must be ${LOG_FORMATS.join(' or ')} (got "${raw}")`;
}

/** The format when LOG_FORMAT is unset: readable on a terminal, JSON when stdout is a file or a pipe. */
export function defaultLogFormat(stdout: { isTTY?: boolean } = process.stdout): LogFormat {
  return stdout.isTTY === true ? 'pretty' : 'json';
}

const LEVEL_NAMES: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** The request id's key: the api's `reqId`, the gateway's `requestId`. Shown last, as `req=`. */
const REQUEST_ID_KEYS = ['reqId', 'requestId'];
/** Fields the line shows in a place of their own. */
const PLACED = new Set(['level', 'time', 'service', 'msg', 'err', ...REQUEST_ID_KEYS]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clock(epochMs: number): string {
  const at = new Date(epochMs);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

/** A field's value for a person: words as they are, fractions to one decimal, the rest as JSON. */
function shown(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]*$/.test(value) && value !== '' ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  return JSON.stringify(value);
}

/** One of pino's JSON lines as a readable line (with a trailing newline); a line that is not pino's JSON is kept. */
export function prettyLogLine(json: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(json);
  } catch {
    entry = undefined;
  }
  if (!isRecord(entry)) return json.endsWith('\n') ? json : `${json}\n`;
  const level = typeof entry.level === 'number' ? (LEVEL_NAMES[entry.level] ?? `L${entry.level}`) : '?';
  const parts = [
    typeof entry.time === 'number' ? clock(entry.time) : '--:--:--.---',
    level.padEnd(5),
    (typeof entry.service === 'string' ? entry.service : '-').padEnd(7),
    typeof entry.msg === 'string' ? entry.msg : '',
  ];
  for (const [key, value] of Object.entries(entry)) {
    if (!PLACED.has(key)) parts.push(`${key}=${shown(value)}`);
  }
  const err = entry.err;
  if (isRecord(err) && typeof err.stack !== 'string') parts.push(`err=${shown(err.message ?? err)}`);
  const requestId = REQUEST_ID_KEYS.map((key) => entry[key]).find((id) => typeof id === 'string');
  if (requestId !== undefined) parts.push(`req=${requestId}`);
  let line = parts.filter((part) => part !== '').join(' ');
  if (isRecord(err) && typeof err.stack === 'string') {
    line += `\n${err.stack
      .split('\n')
      .map((stackLine) => `    ${stackLine.trim()}`)
      .join('\n')}`;
  }
  return `${line}\n`;
}

/** The route of a request that matched none (an unknown path, or refused before its route ran). */
export const UNROUTED = '(unrouted)';
/** What a log shows for each query parameter's value, and for a name that is not a plain word. */
export const REDACTED = '[redacted]';
const PLAIN_NAME = /^[A-Za-z_][\w.-]{0,39}$/;

function queryNameOf(part: string): string {
  const raw = part.split('=')[0] ?? '';
  let name: string;
  try {
    name = decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return REDACTED;
  }
  return PLAIN_NAME.test(name) ? name : REDACTED;
}

/**
 * A request's address as every log line shows it: the route's pattern (`/api/auth/invitations/:token`;
 * UNROUTED when there is none), then the query's parameter names with `=[redacted]` for their values.
 * The path itself is never logged: it may carry a token, a card number or a name, and a query a
 * search term or an email.
 */
export function loggedUrl(pattern: string | undefined, url: string): string {
  const at = url.indexOf('?');
  const query = at === -1 ? '' : url.slice(at + 1);
  const names = query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => `${queryNameOf(part)}=${REDACTED}`);
  return names.length === 0 ? (pattern ?? UNROUTED) : `${pattern ?? UNROUTED}?${names.join('&')}`;
}

/**
 * Fields of an error (and of its causes) that carry what a person sent: a failed statement's values
 * (drizzle's params, PostgreSQL's detail), a request body (body-parser's errors keep it as `body`).
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'body']);

/** A serialized error (pino's) without the values of its statement, its causes alike. */
function withoutValues(serialized: unknown, depth = 0): unknown {
  if (!isRecord(serialized) || depth > 5) return serialized;
  const clean: Record<string, unknown> = { ...serialized };
  const params = serialized['params'];
  // drizzle writes them as `${params}`: an array's join.
  if (Array.isArray(params)) {
    const shownParams = `params: ${params.join(',')}`;
    for (const key of ['message', 'stack']) {
      const text = clean[key];
      if (typeof text === 'string') clean[key] = text.replace(shownParams, `params: ${REDACTED}`);
    }
  }
  for (const key of Object.keys(clean)) {
    if (VALUE_FIELDS.has(key)) clean[key] = REDACTED;
    else if (isRecord(clean[key])) clean[key] = withoutValues(clean[key], depth + 1);
  }
  return clean;
}

/**
 * pino's options of a service's logger: its name on every line, and errors serialized without the
 * values of a failed statement (drizzle's "Failed query: … params: …" would name the emails, names
 * and card numbers it was given). Tests that capture a service's log use them too.
 */
export function serviceLoggerOptions(service: string, level: string): pino.LoggerOptions {
  return {
    level,
    base: { service },
    serializers: { err: (err: unknown) => withoutValues(pino.stdSerializers.err(err as Error)) },
  };
}

/**
 * The logger of `service` at `level`, in `format` (unset: by stdout, see defaultLogFormat), on
 * stdout. Written synchronously, a line at a time: nothing is lost when the process exits right
 * after, and a closed stdout (EPIPE: whoever read it is gone, e.g. a killed `npm start`) ends the
 * writing, never the process. (pino's default, asynchronous, writes what is pending again at exit
 * until it goes through: for ever on a closed stdout, and the process never ended.)
 */
export function createServiceLogger(service: string, level: string, format?: LogFormat): Logger {
  const stdout = pino.destination({ dest: 1, sync: true });
  const destination: DestinationStream =
    (format ?? defaultLogFormat()) === 'pretty'
      ? { write: (line: string) => stdout.write(prettyLogLine(line)) }
      : stdout;
  return pino(serviceLoggerOptions(service, level), destination);
}
