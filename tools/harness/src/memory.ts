/** Memory of a process as the kernel counts it (Linux: /proc/<pid>/status), and its peak while something runs. */
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A field of /proc/<pid>/status in KiB: `VmRSS` (resident now) or `VmHWM` (the most it has been
 * resident, its high-water mark); undefined off Linux or once the process is gone.
 */
export function procMemoryKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] === undefined ? undefined : Number(match[1]);
  } catch {
    return undefined;
  }
}

/** The resident set size (RSS) of process `pid` now, in MiB; throws where /proc does not tell. */
export function rssMiB(pid: number): number {
  const kib = procMemoryKiB(pid, 'VmRSS');
  if (kib === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return kib / 1024;
}

/** Resets the kernel's high-water mark (VmHWM) of `pid` to its RSS now (Linux 4.0+); false where that is not allowed. */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads `read()` now and every `everyMs` until `stop()`, which reads it once more and gives the
 * highest reading (undefined when none had a value): the peak of an RSS while a request runs.
 */
export function samplePeak(read: () => number | undefined, everyMs: number): { stop(): number | undefined } {
  let peak: number | undefined;
  const sample = (): void => {
    const value = read();
    if (value !== undefined) peak = Math.max(peak ?? value, value);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
