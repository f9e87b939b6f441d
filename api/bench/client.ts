/**
 * A lean HTTP client for the benchmark (node:http on keep-alive sockets, so the client costs
 * little of the CPU it shares with the service), and the timing helpers.
 */
import http from 'node:http';
import { percentile } from '@library/harness';

export interface Envelope {
  success: boolean;
  message: string;
  data: unknown;
  meta?: { page: number; limit: number; total: number; totalPages: number };
  error?: { code: string; available?: number };
}

export interface Reply {
  status: number;
  body: Envelope;
}

export class BenchClient {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(baseUrl: string, maxSockets: number) {
    this.base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** `path` is relative to the api base URL, e.g. `books?page=2`. */
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply> {
    const url = new URL(path, this.base);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        {
          method,
          agent: this.agent,
          headers: payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            try {
              const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              if (typeof parsed !== 'object' || parsed === null || !('success' in parsed)) {
                throw new Error(`${method} ${path}: not an api envelope`);
              }
              resolve({ status: res.statusCode ?? 0, body: parsed as Envelope });
            } catch (err: unknown) {
              reject(err instanceof Error ? err : new Error(String(err)));
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /**
   * A GET whose body is read as it comes and thrown away (never held, so this process's memory is
   * the service's): its status, its size in bytes, and its last bytes (to check it ended).
   */
  drain(path: string): Promise<{ status: number; bytes: number; tail: string }> {
    const url = new URL(path, this.base);
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method: 'GET', agent: this.agent }, (res) => {
        let bytes = 0;
        let tail = '';
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          tail = (tail + chunk.subarray(Math.max(0, chunk.length - 16)).toString('latin1')).slice(-16);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, tail }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** A request that must answer `status`; anything else stops the benchmark. */
  async expect(status: number, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope> {
    const reply = await this.request(method, path, body);
    if (reply.status !== status) {
      throw new Error(
        `${method} ${path} answered ${reply.status} (expected ${status}): ${JSON.stringify(reply.body).slice(0, 300)}`,
      );
    }
    return reply.body;
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentiles of durations in ms. */
export function summarise(durations: readonly number[]): Latencies {
  const [p50, p95, max] = [0.5, 0.95, 1].map((fraction) => percentile(durations, fraction));
  return { count: durations.length, p50, p95, max };
}

/** Runs `run(i)` for i = 0..samples-1 one after another, timing each (one request in flight: latency). */
export async function timeSequential(samples: number, run: (i: number) => Promise<void>): Promise<Latencies> {
  const durations: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await run(i);
    durations.push(performance.now() - start);
  }
  return summarise(durations);
}

/** Runs `run(i)` for i = 0..total-1 with `concurrency` calls in flight; wall time and each call's time. */
export async function runConcurrent(
  total: number,
  concurrency: number,
  run: (i: number) => Promise<void>,
): Promise<{ elapsedMs: number; latencies: Latencies }> {
  let next = 0;
  const durations: number[] = [];
  const worker = async (): Promise<void> => {
    while (next < total) {
      const i = next;
      next += 1;
      const start = performance.now();
      await run(i);
      durations.push(performance.now() - start);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return { elapsedMs: performance.now() - start, latencies: summarise(durations) };
}
