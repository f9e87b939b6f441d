/**
 * What the api's benchmarks share around their measurements: the clean-up stack (undone in reverse
 * order when a run ends, fails or is interrupted), progress lines on stderr, number formats, and
 * `runBench`, which parses the options, runs, cleans up and exits with the right status.
 */
import { UsageError } from './options';

/** Undone in reverse order when a run ends, fails or is interrupted. */
export const cleanups: Array<() => void | Promise<void>> = [];

let cleaning: Promise<void> | undefined;
/** Set when a signal stopped the run: the errors that follow are the clean-up's doing. */
let interrupted = false;

/** Undoes what is on the stack; callers at the same time share one pass. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      try {
        await step?.();
      } catch (err: unknown) {
        progress(`clean-up failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  })().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
}

export function progress(line: string): void {
  process.stderr.write(`${line}\n`);
}

export const fmt = (n: number): string => n.toLocaleString('en-US');
export const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(2) : '-');
export const seconds = (n: number): string => `${(n / 1000).toFixed(1)} s`;

/**
 * Runs a benchmark: its options from the command line and the environment, then `run`; a signal
 * cleans up and exits 130; `--help` prints the usage; a usage error prints it and exits 1.
 */
export function runBench<O>(
  parseOptions: (argv: readonly string[], env: NodeJS.ProcessEnv) => O,
  run: (options: O) => Promise<void>,
): void {
  const main = async (): Promise<void> => {
    const options = parseOptions(process.argv.slice(2), process.env);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        interrupted = true;
        progress(`\n${signal}: cleaning up...`);
        void cleanUp().finally(() => process.exit(130));
      });
    }
    try {
      await run(options);
    } finally {
      await cleanUp();
    }
  };
  main().catch(async (err: unknown) => {
    if (interrupted) {
      await cleanUp();
      process.exit(130);
    }
    if (err instanceof UsageError && err.help) {
      process.stdout.write(`${err.message}\n`);
      process.exit(0);
    }
    process.stderr.write(
      `${err instanceof UsageError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
}

/** One row of a benchmark's table: what was measured, how often, its p50 and p95, its goal and result. */
export interface Figure {
  label: string;
  count: string;
  p50: string;
  p95: string;
  goal: string;
  result: string;
}

/** The figures as a table, a column each, padded to the widest. */
export function table(figures: readonly Figure[]): string {
  const header: Figure = { label: 'figure', count: 'n', p50: 'p50 ms', p95: 'p95 ms', goal: 'goal', result: 'result' };
  const rows = [header, ...figures];
  const width = (pick: (f: Figure) => string): number => Math.max(...rows.map((r) => pick(r).length));
  const w = {
    label: width((f) => f.label),
    count: width((f) => f.count),
    p50: width((f) => f.p50),
    p95: width((f) => f.p95),
    goal: width((f) => f.goal),
  };
  return rows
    .map((r) =>
      [
        r.label.padEnd(w.label),
        r.count.padStart(w.count),
        r.p50.padStart(w.p50),
        r.p95.padStart(w.p95),
        r.goal.padEnd(w.goal),
        r.result,
      ]
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
