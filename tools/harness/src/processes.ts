/**
 * Child processes as a user or a process manager handles them: wait until one says or serves that it
 * is ready, stop it with a signal (SIGINT: Ctrl-C; SIGTERM: a process manager) and wait until it has
 * exited, or kill it with everything it started.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Whether `child` has exited (Node sets these before it emits 'exit'). */
function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves once `child` has exited (at once when it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Sends `signal` to `child` (unless it has exited) and resolves once it has exited. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const done = exited(child);
  if (!hasExited(child)) child.kill(signal);
  return done;
}

/** The processes started, at any depth, under `ancestor`, oldest first (Linux: /proc). */
export function descendants(ancestor: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses; the fields after the last ')' do not.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const isUnder = (pid: number): boolean => {
    for (let parent = parents.get(pid); parent !== undefined && parent > 1; parent = parents.get(parent)) {
      if (parent === ancestor) return true;
    }
    return false;
  };
  return [...parents.keys()].filter(isUnder);
}

/** Kills `pid` and every process started under it (SIGKILL: nothing of it is left to clean up after itself). */
export function killTree(pid: number): void {
  for (const victim of [...descendants(pid), pid]) {
    try {
      process.kill(victim, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

/**
 * Waits until what `child` has written to its stdout and stderr (piped) matches `pattern`, and gives
 * the match; stops reading there (the rest of its output is read and dropped unless the caller
 * listens too). Rejects, with the output so far, when the child exits first.
 */
export function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  const streams = [child.stdout, child.stderr].filter((stream) => stream !== null);
  let output = '';
  let onData: (chunk: Buffer | string) => void = () => undefined;
  let onExit: (code: number | null, signal: NodeJS.Signals | null) => void = () => undefined;
  return new Promise<RegExpExecArray>((resolve, reject) => {
    onData = (chunk) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match);
      else if (output.length > 1_000_000) output = output.slice(-100_000);
    };
    onExit = (code, signal) =>
      reject(new Error(`the process exited (${signal ?? String(code)}) before it was ready:\n${output}`));
    for (const stream of streams) stream.on('data', onData);
    child.once('exit', onExit);
    if (hasExited(child)) onExit(child.exitCode, child.signalCode);
  }).finally(() => {
    child.off('exit', onExit);
    for (const stream of streams) stream.off('data', onData).resume();
  });
}

export interface AnswerOptions {
  /** How long to keep asking (120 s by default). */
  timeoutMs?: number;
  /** How long to wait between two asks (250 ms by default). */
  everyMs?: number;
  /** What the process has written so far, for the error when it is not ready. */
  output?: () => string;
}

/**
 * Asks `url` until it answers 200 (the body read and dropped). Rejects when `child` exits first, or
 * after `timeoutMs`.
 */
export async function waitUntilAnswers(
  child: ChildProcess,
  url: string,
  { timeoutMs = 120_000, everyMs = 250, output = () => '' }: AnswerOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited(child)) {
      throw new Error(
        `the process exited (${child.signalCode ?? String(child.exitCode)}) before ${url} answered:\n${output()}`,
      );
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
