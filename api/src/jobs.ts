/**
 * The api's background jobs, in every api process: at start and then every hour, ready
 * holds whose days on the hold shelf have passed expire (their copies passed on), and returned
 * loans forget their borrower after the loan rules' days. Both are safe with several processes at
 * once (each change is one conditional statement that takes each row once). A run that fails is
 * logged and the next one tries again; a run still going when the next is due is not doubled.
 * While the database is away (restarting, stopped) a run is skipped with one short line, no stack.
 */
import { lostConnection } from './db/pg-errors';
import type { Logger } from './logger';

/** How often the jobs run by default: every hour. */
export const JOBS_EVERY_MS = 60 * 60_000;

/** What the jobs do, from the store. */
export interface JobsWork {
  /** Expires the lapsed ready holds (by the library's today); how many. */
  expireHolds(): Promise<number>;
  /** Forgets the borrowers of loans returned long enough before `now`; how many. */
  forgetBorrowers(now: Date): Promise<number>;
  /** Deletes the activity log's entries older than the loan rules' days before `now`; how many. */
  forgetOldActivity(now: Date): Promise<number>;
}

/** Calls `run` every `ms`; answers how to stop it (the default: setInterval, unref'd). */
export type Every = (ms: number, run: () => void) => () => void;

const everyInterval: Every = (ms, run) => {
  const timer = setInterval(run, ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface JobsOptions {
  logger: Logger;
  /** The clock that decides which returned loans are old enough (default the system's). */
  now?: () => Date;
  /** Time between runs (default JOBS_EVERY_MS). */
  everyMs?: number;
  /** The timer (tests pass one they tick by hand). */
  every?: Every;
  /** The nightly backup (BACKUP_DIR): writes the library day's file when it is not there yet; how many. */
  backup?: () => Promise<number>;
}

export interface Jobs {
  /** Resolves once the run in flight (if any) has ended. */
  idle(): Promise<void>;
  /** No more runs; resolves once the run in flight has ended. */
  stop(): Promise<void>;
}

/** Starts the jobs: one run now, then one every `everyMs`. */
export function startJobs(work: JobsWork, options: JobsOptions): Jobs {
  const { logger } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let stopped = false;

  const step = async (name: string, job: () => Promise<number>): Promise<void> => {
    try {
      const count = await job();
      if (count > 0) logger.info({ job: name, count }, 'background job done');
    } catch (err: unknown) {
      if (lostConnection(err)) {
        logger.warn({ job: name }, 'background job skipped: the database is not answering; the next run tries again');
        return;
      }
      logger.error({ err, job: name }, 'background job failed: the next run tries again');
    }
  };

  const run = (): void => {
    if (stopped || running !== undefined) return;
    running = (async () => {
      await step('expire holds', () => work.expireHolds());
      await step('forget borrowers', () => work.forgetBorrowers(now()));
      await step('forget old activity', () => work.forgetOldActivity(now()));
      const { backup } = options;
      if (backup !== undefined) await step('nightly backup', backup);
    })().finally(() => {
      running = undefined;
    });
  };

  const cancel = (options.every ?? everyInterval)(options.everyMs ?? JOBS_EVERY_MS, run);
  run();

  const idle = async (): Promise<void> => {
    while (running !== undefined) await running;
  };
  return {
    idle,
    stop: async () => {
      stopped = true;
      cancel();
      await idle();
    },
  };
}
