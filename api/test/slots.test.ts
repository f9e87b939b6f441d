/**
 * The sign-in places and hashing slots (access/slots.ts) as their callers see them: never more at
 * once than allowed, a client's share, a newcomer served before a flood's clients, room made for it
 * in a full queue, and waits that end in SlotsBusyError.
 */
import { Slots, SlotsBusyError } from '../src/access/slots';

/** Work that runs until `finish()` is called, noting how many run at once. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { work: () => opened, finish: () => open() };
}

describe('slots', () => {
  it('when more work comes than slots, queue and share allow, then at most `concurrent` run, the rest wait or are refused', async () => {
    const slots = new Slots({ concurrent: 2, queued: 3, perKey: 2, waitMs: 5_000 });
    const g = gate();
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await g.work();
      running -= 1;
    };
    const results = Array.from({ length: 8 }, (_, i) =>
      slots.run(work, `k${i}`).then(
        () => 'ran',
        (e: unknown) => e,
      ),
    );
    // A second piece of k0's: its share is 2; a third: refused.
    const share = [slots.run(work, 'k0'), slots.run(work, 'k0')].map((p) =>
      p.then(
        () => 'ran',
        (e: unknown) => e,
      ),
    );
    g.finish();
    const all = await Promise.all([...results, ...share]);
    expect(most).toBe(2);
    expect(all.filter((r) => r === 'ran').length).toBeGreaterThanOrEqual(5);
    expect(all.filter((r) => r instanceof SlotsBusyError).length).toBeGreaterThan(0);
  });

  it('when a newcomer waits behind a flood, then it is served first, and a full queue makes room for it', async () => {
    const slots = new Slots({ concurrent: 1, queued: 4, perKey: 4, waitMs: 5_000 });
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const run = (key: string, id: string) =>
      slots
        .run(async () => {
          order.push(id);
          const g = gate();
          gates.set(id, g);
          await g.work();
        }, key)
        .then(
          () => 'ran',
          (e: unknown) => (e instanceof SlotsBusyError ? 'busy' : 'error'),
        );
    const flood = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => run('flood', id));
    const newcomer = run('person', 'p1');
    await new Promise((resolve) => setImmediate(resolve));
    gates.get('a1')?.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['a1', 'p1']);
    gates.get('p1')?.finish();
    for (const id of ['a2', 'a3', 'a4', 'a5']) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.get(id)?.finish();
    }
    expect(await newcomer).toBe('ran');
    expect((await Promise.all(flood)).filter((r) => r === 'busy')).toHaveLength(1);
  });

  it('when a wait lasts longer than waitMs, then the work is refused without running', async () => {
    const slots = new Slots({ concurrent: 1, queued: 1, perKey: 2, waitMs: 50 });
    const g = gate();
    const first = slots.run(g.work, 'a');
    let ran = false;
    await expect(
      slots.run(() => {
        ran = true;
        return Promise.resolve();
      }, 'b'),
    ).rejects.toBeInstanceOf(SlotsBusyError);
    g.finish();
    await first;
    expect(ran).toBe(false);
  });
});
