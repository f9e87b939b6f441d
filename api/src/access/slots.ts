/**
 * A bounded semaphore: at most `concurrent` holders at once, at most `queued` more waiting, each
 * for at most `waitMs`. Work that finds the queue full, or waits too long, is refused with
 * SlotsBusyError (nothing of it ran). Password hashing runs under one (./passwords), so a flood of
 * sign-ins keeps the rest of the api answering.
 */

export class SlotsBusyError extends Error {
  override name = 'SlotsBusyError';
}

export interface SlotLimits {
  concurrent: number;
  queued: number;
  waitMs: number;
}

export class Slots {
  private running = 0;
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  constructor(private readonly limits: SlotLimits) {}

  /** Runs `work` in a slot, after waiting for one if need be; SlotsBusyError when none comes in time. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.concurrent) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queued) return Promise.reject(new SlotsBusyError('no slot free'));
    return new Promise<void>((resolve, reject) => {
      const entry = {
        // The slot is handed over by release(): `running` stays as it is.
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(entry);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new SlotsBusyError('no slot came in time'));
        }, this.limits.waitMs),
      };
      this.waiting.push(entry);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next === undefined) this.running -= 1;
    else next.start();
  }
}
