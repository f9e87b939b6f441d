/** How long the same code read again counts as the same scan (the camera sees it in many frames). */
export const SAME_CODE_WINDOW_MS = 2000;

/**
 * A filter of reads: true when `code` is a new scan, false when the same code was last read less
 * than `windowMs` ago (each read of it, kept in view, extends the window).
 */
export function createRepeatFilter(windowMs = SAME_CODE_WINDOW_MS): (code: string, now: number) => boolean {
  let last: { code: string; at: number } | null = null;
  return (code, now) => {
    const repeated = last !== null && last.code === code && now - last.at < windowMs;
    last = { code, at: now };
    return !repeated;
  };
}
