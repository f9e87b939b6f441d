import { freePort, freePorts, isPortFree, occupyPort } from '../src/ports';

it('when several free ports are asked for at once, then they are different and free', async () => {
  const ports = await freePorts(3);
  expect(new Set(ports).size).toBe(3);
  for (const port of [...ports, await freePort()]) expect(await isPortFree(port)).toBe(true);
});

it('when a port is occupied, then it is not free until it is released', async () => {
  const taken = await occupyPort();
  expect(await isPortFree(taken.port)).toBe(false);
  await taken.release();
  expect(await isPortFree(taken.port)).toBe(true);
});
