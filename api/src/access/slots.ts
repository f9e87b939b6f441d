/**
 * A bounded, fair semaphore: at most `concurrent` holders at once, at most `queued` more waiting,
 * each for at most `waitMs`, and at most `perKey` of one key (a client's address) running or
 * waiting. A freed slot goes to the waiting work of the key served longest ago (a key not served
 * while it has work held: first), the longest-waiting first among equals: one client's flood leaves
 * room for the others, who go first; a full queue makes room for a key holding nothing by refusing
 * the newest waiting work of the key holding the most. Work that
 * finds no room, or waits too long, is refused with SlotsBusyError (nothing of it ran). Sign-in
 * attempts run under one (../sessions), password hashes under another (./passwords), so that a
 * flood of sign-ins keeps the rest of the api answering.
 */

export class SlotsBusyError extends Error {
  override name = 'SlotsBusyError';
}

export interface SlotLimits {
  concurrent: number;
  queued: number;
  perKey: number;
  waitMs: number;
}

interface Waiting {
  key: string | null;
  start: () => void;
  refuse: () => void;
  timer: NodeJS.Timeout;
}

export class Slots {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  /** Work running or waiting, by key. */
  private readonly held = new Map<string, number>();
  /** When each key holding work was last given a slot (a counter of grants). */
  private readonly servedAt = new Map<string, number>();
  private grants = 0;

  constructor(private readonly limits: SlotLimits) {}

  /** Runs `work` in a slot, after waiting for one if need be; SlotsBusyError when none comes in time. */
  async run<T>(work: () => Promise<T>, key: string | null = null): Promise<T> {
    if (key !== null && (this.held.get(key) ?? 0) >= this.limits.perKey) {
      throw new SlotsBusyError('this key holds its share');
    }
    bump(this.held, key, 1);
    try {
      await this.acquire(key);
      if (key !== null) this.servedAt.set(key, ++this.grants);
      try {
        return await work();
      } finally {
        this.release();
      }
    } finally {
      bump(this.held, key, -1);
      if (key !== null && !this.held.has(key)) this.servedAt.delete(key);
    }
  }

  private acquire(key: string | null): Promise<void> {
    if (this.running < this.limits.concurrent) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queued && !this.makeRoomFor(key)) {
      return Promise.reject(new SlotsBusyError('no slot free'));
    }
    return new Promise<void>((resolve, reject) => {
      const entry: Waiting = {
        key,
        // The slot is handed over by release(): `running` stays as it is.
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        refuse: () => reject(new SlotsBusyError('made room for a newcomer')),
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(entry);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new SlotsBusyError('no slot came in time'));
        }, this.limits.waitMs),
      };
      this.waiting.push(entry);
    });
  }

  /**
   * A full queue makes room for a key that holds nothing else (a newcomer): the newest waiting work
   * of the key holding the most is refused in its place. False when there is none to refuse.
   */
  private makeRoomFor(key: string | null): boolean {
    if (key === null || (this.held.get(key) ?? 0) > 1) return false;
    let victim = -1;
    let most = 1;
    this.waiting.forEach((w, i) => {
      const held = w.key === null ? 0 : (this.held.get(w.key) ?? 0);
      if (held >= most) {
        most = held;
        victim = i;
      }
    });
    const evicted = victim < 0 ? undefined : this.waiting.splice(victim, 1).at(0);
    if (evicted === undefined) return false;
    clearTimeout(evicted.timer);
    evicted.refuse();
    return true;
  }

  private release(): void {
    let pick = 0;
    let oldest = Number.POSITIVE_INFINITY;
    this.waiting.forEach((w, i) => {
      const served = w.key === null ? -1 : (this.servedAt.get(w.key) ?? -1);
      if (served < oldest) {
        oldest = served;
        pick = i;
      }
    });
    const next = this.waiting.splice(pick, 1).at(0);
    if (next === undefined) this.running -= 1;
    else next.start();
  }
}

function bump(counts: Map<string, number>, key: string | null, by: number): void {
  if (key === null) return;
  const n = (counts.get(key) ?? 0) + by;
  if (n <= 0) counts.delete(key);
  else counts.set(key, n);
}
