/** Ports on this machine: free ones for a server to start on, a taken one, and whether one is free now. */
import { createServer, type Server } from 'node:net';

/** A tuple of `N` numbers (`number[]` when N is not a literal). */
export type Numbers<N extends number, T extends number[] = []> = number extends N
  ? number[]
  : T['length'] extends N
    ? T
    : Numbers<N, [...T, number]>;

function listen(server: Server, port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no port');
  return address.port;
}

/** A port taken by a server of this process until `release()`: for what happens when a port is in use. */
export async function occupyPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const server = createServer();
  await listen(server, 0);
  return { port: portOf(server), release: () => close(server) };
}

/**
 * `count` different ports free right now (the OS's picks on 127.0.0.1, each held until all are
 * picked, then released): for a server the caller starts next.
 */
export async function freePorts<N extends number>(count: N): Promise<Numbers<N>> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    for (const server of servers) await listen(server, 0, '127.0.0.1');
    // One element per server, so the tuple's length is `count`.
    return servers.map(portOf) as Numbers<N>;
  } finally {
    await Promise.all(servers.filter((server) => server.listening).map(close));
  }
}

/** A port free right now (the OS's pick on 127.0.0.1). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}

/** Whether a server could listen on `port` now, on every interface (nothing is left running there). */
export async function isPortFree(port: number): Promise<boolean> {
  const probe = createServer();
  try {
    await listen(probe, port);
  } catch {
    return false;
  }
  await close(probe);
  return true;
}
