/**
 * Long work done in turns, so that one request never holds the event loop: the work checks
 * `pause()` between small steps, which lets the other requests run (setImmediate) once it has
 * run for TURN_MS since the last pause. A step must itself be small (bounded work, not bounded
 * bytes): the CSV import, for one, parses a file a few lines at a time.
 */

/** How long work runs before it lets the other requests in. */
export const TURN_MS = 10;

export class Turns {
  private started = performance.now();

  /** Lets the other requests run when this work has had the loop for TURN_MS; else resolves at once. */
  async pause(): Promise<void> {
    if (performance.now() - this.started < TURN_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.started = performance.now();
  }
}

/** `list.map(fn)`, pausing between items. */
export async function mapInTurns<T, U>(
  turns: Turns,
  list: readonly T[],
  fn: (item: T, index: number) => U,
): Promise<U[]> {
  const out: U[] = [];
  for (const [i, item] of list.entries()) {
    await turns.pause();
    out.push(fn(item, i));
  }
  return out;
}
