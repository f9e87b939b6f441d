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

/**
 * The ports browsers refuse to connect to, whatever answers there: the "bad ports" of the WHATWG
 * Fetch standard (https://fetch.spec.whatwg.org/#port-blocking). Node's fetch refuses them too, so
 * `npm start`'s readiness checks could never reach a server on one.
 */
export const BAD_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The problem of `variable` set to a port in BAD_PORTS (one printable sentence), or undefined. */
export function badPortProblem(variable: string, port: number): ConfigProblem | undefined {
  if (!BAD_PORTS.has(port)) return undefined;
  return {
    variable,
    message: `${variable}=${port} is a port browsers refuse to open (a WHATWG "bad port"): choose another port`,
  };
}
