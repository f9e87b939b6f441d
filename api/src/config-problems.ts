/**
 * Configuration problems, one shape and one printed form for the api, the gateway and the root
 * `npm start` (scripts/start.ts): each config module reports every bad variable as a
 * `{ variable, message }` in a ConfigError, and all three print them with formatConfigProblems,
 * on one line. Without dependencies: the gateway imports it as `@library/api/config-problems`.
 */

/** One bad setting. */
export interface ConfigProblem {
  /** The environment variable it is about, e.g. `API_PORT`. */
  readonly variable: string;
  /** What is wrong and what is expected: a sentence that names the variable, printable alone. */
  readonly message: string;
}

/** `<heading>: <message>; <message>; ...` on one line. */
export function formatConfigProblems(heading: string, problems: readonly ConfigProblem[]): string {
  return `${heading}: ${problems.map((problem) => problem.message).join('; ')}`;
}

/** Thrown by a config module's `loadConfig`: every problem it found; the message prints them all. */
export class ConfigError extends Error {
  override name = 'ConfigError';

  constructor(
    readonly problems: readonly ConfigProblem[],
    heading: string,
  ) {
    super(formatConfigProblems(heading, problems));
  }
}
