/**
 * The settings of the connection to the REST service and their defaults, apart from the client
 * (./Upstream) so that reading the configuration loads no HTTP or GraphQL code.
 */
import type { Dispatcher } from 'undici';

export interface UpstreamTimeouts {
  /** Time to establish the TCP connection. */
  connectTimeoutMs: number;
  /** Time from sending the request to receiving the response headers. */
  headersTimeoutMs: number;
  /** Longest silence while receiving the body. */
  bodyTimeoutMs: number;
  /** Deadline for a whole call (headers + body). */
  requestTimeoutMs: number;
  /**
   * Deadline for the response headers of a CSV export or import (REST reads and checks a whole import
   * file before it answers); the export's body then streams as long as it flows (`bodyTimeoutMs`).
   */
  transferTimeoutMs: number;
}

export interface UpstreamOptions extends UpstreamTimeouts {
  /** Base URL of the REST service, e.g. `http://127.0.0.1:4001/api`. */
  apiUrl: string;
  /** Sockets per origin. */
  connections: number;
  /** Keep idle sockets this long. */
  keepAliveTimeoutMs: number;
  /** Answers larger than this are refused (UPSTREAM_BAD_RESPONSE). */
  maxResponseBytes: number;
  /** Use this dispatcher instead of the pools (tests: undici MockAgent). */
  dispatcher?: Dispatcher;
}

export const DEFAULT_UPSTREAM: Omit<UpstreamOptions, 'apiUrl'> = {
  connectTimeoutMs: 2000,
  headersTimeoutMs: 5000,
  bodyTimeoutMs: 5000,
  requestTimeoutMs: 8000,
  transferTimeoutMs: 60_000,
  connections: 64,
  keepAliveTimeoutMs: 30_000,
  maxResponseBytes: 5 * 1024 * 1024,
};
