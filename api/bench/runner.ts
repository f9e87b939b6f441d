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
