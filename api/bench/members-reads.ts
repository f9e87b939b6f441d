/** The members benchmark's reads (member search, a member's loans) and the figures' table. */
import { median } from '@library/harness';
import { fmt, ms, progress, type Figure } from './runner';
import { BenchClient, timeSequential, type Envelope, type Latencies } from './client';
import { benchCardNumber } from './members-load';
import { SEARCH_GOAL_MS, MEMBER_LOANS_GOAL_MS, SLOW_SAMPLES, type Options } from './members-options';
import type { PickedMember, Picks } from './members-prepare';

export type Goal = 'search' | 'loans' | 'reported' | 'none';

export function goalText(goal: Goal, p50: number): string {
  if (goal === 'reported') return 'reported only';
  if (goal === 'none') return '';
  const limit = goal === 'search' ? SEARCH_GOAL_MS : MEMBER_LOANS_GOAL_MS;
  return `p50 <= ${limit} ms: ${p50 <= limit ? 'met' : 'missed'}`;
}

/** A figure over rounds: the median of the rounds' p50s and p95s, and each round's p50. */
export function roundsFigure(label: string, rounds: readonly Latencies[], goal: Goal): Figure {
  const p50 = median(rounds.map((r) => r.p50));
  const p95 = median(rounds.map((r) => r.p95));
  return {
    label,
    count: fmt(rounds.reduce((n, r) => n + r.count, 0)),
    p50: ms(p50),
    p95: ms(p95),
    goal: goalText(goal, p50),
    result: `rounds' p50 ${rounds.map((r) => ms(r.p50)).join(' / ')}; max ${ms(Math.max(...rounds.map((r) => r.max)))}`,
  };
}

export function rowsOf(body: Envelope): unknown[] {
  return Array.isArray(body.data) ? body.data : [];
}

export function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

export interface ReadCase {
  label: string;
  goal: Goal;
  slow?: boolean;
  run: (i: number) => Promise<void>;
}

/** A list answer with `total` rows in all and `min(limit, total)` on its page. */
export function expectPage(body: Envelope, total: number, limit: number, what: string): void {
  const rows = rowsOf(body).length;
  if (body.meta?.total !== total || rows !== Math.min(limit, total)) {
    throw new Error(
      `${what}: expected ${Math.min(limit, total)} rows of ${total}, got ${rows} of ${body.meta?.total ?? '?'}`,
    );
  }
}

export async function readCases(client: BenchClient, options: Options, picks: Picks): Promise<ReadCase[]> {
  const limit = options.limit;
  const cases: ReadCase[] = [
    {
      label: 'GET /health (baseline: HTTP + SELECT 1)',
      goal: 'none',
      run: async () => {
        await client.expect(200, 'GET', 'health');
      },
    },
  ];
  const someCard = picks.random[0]?.card ?? benchCardNumber(1);
  const searches: { text: string; what: string; goal: Goal; exactly?: number; slow?: boolean }[] = [
    { text: 'García', what: 'a surname, accented', goal: 'search' },
    { text: 'jose garcia', what: 'a whole name, unaccented', goal: 'search' },
    { text: 'zoe', what: 'a first name spelt two ways (Zoe, Zoë)', goal: 'search' },
    { text: someCard, what: 'a card number', goal: 'search', exactly: 1 },
    { text: picks.email.toUpperCase(), what: 'an email, upper case', goal: 'search', exactly: 1 },
    { text: someCard.slice(2, 7), what: 'five digits of a card', goal: 'reported' },
    { text: 'li', what: 'two letters, too short for the trigram index', goal: 'reported', slow: true },
  ];
  for (const s of searches) {
    const query = `members?search=${encodeURIComponent(s.text)}&limit=${limit}`;
    const total = (await client.expect(200, 'GET', query)).meta?.total ?? -1;
    if (total < 1 || (s.exactly !== undefined && total !== s.exactly)) {
      throw new Error(`GET /${query}: ${total} matches, expected ${s.exactly ?? 'some'}`);
    }
    cases.push({
      label: `GET /members search "${s.text}" (${s.what}), ${fmt(total)} matches`,
      goal: s.goal,
      slow: s.slow,
      run: async () => {
        expectPage(await client.expect(200, 'GET', query), total, limit, query);
      },
    });
  }
  for (const sort of ['newest', 'name'] as const) {
    const query = `members?sort=${sort}&limit=${limit}`;
    cases.push({
      label: `GET /members page 1, sort=${sort} (no search)`,
      goal: 'reported',
      run: async () => {
        expectPage(await client.expect(200, 'GET', query), options.members, limit, query);
      },
    });
  }
  cases.push({
    label: 'GET /members/by-card/:card (the desk scans a card)',
    goal: 'reported',
    run: async (i) => {
      const m = picks.random[i % picks.random.length];
      const body = await client.expect(200, 'GET', `members/by-card/${encodeURIComponent(m.card)}`);
      if (field(body.data, 'id') !== m.id) throw new Error(`GET /members/by-card/${m.card} answered another member`);
    },
  });
  const memberLoans = (
    label: string,
    members: readonly PickedMember[],
    status: 'all' | 'out',
    goal: Goal,
  ): ReadCase => {
    const counts = members.map((m) => (status === 'all' ? m.loans : m.out));
    const mean = counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length);
    return {
      label: `${label}: ${mean.toFixed(1)} loans each on average, max ${fmt(Math.max(...counts))}`,
      goal,
      run: async (i) => {
        const m = members[i % members.length];
        const query = `loans?member=${m.id}&status=${status}&limit=${limit}`;
        expectPage(await client.expect(200, 'GET', query), status === 'all' ? m.loans : m.out, limit, query);
      },
    };
  };
  cases.push(
    memberLoans('GET /loans?member=&status=all, a member at random', picks.random, 'all', 'loans'),
    memberLoans('GET /loans?member=&status=all, a member keeping history', picks.keepers, 'all', 'loans'),
    memberLoans(`GET /loans?member=&status=all, ${picks.heavy.length} long histories`, picks.heavy, 'all', 'reported'),
    memberLoans('GET /loans?member=&status=out, a member at random', picks.random, 'out', 'reported'),
  );
  return cases;
}

export async function measureReads(client: BenchClient, options: Options, picks: Picks): Promise<Figure[]> {
  const cases = await readCases(client, options, picks);
  progress(`  warm-up: ${options.warmup} of each request`);
  for (let i = 0; i < options.warmup; i += 1) {
    for (const c of cases) if (!c.slow || i < 2) await c.run(i);
  }
  const perRound = Math.max(1, Math.ceil(options.samples / options.rounds));
  const rounds = cases.map((): Latencies[] => []);
  let offset = options.warmup;
  for (let round = 0; round < options.rounds; round += 1) {
    progress(`  reads, round ${round + 1} of ${options.rounds}`);
    for (const [k, c] of cases.entries()) {
      const samples = c.slow ? Math.min(perRound, SLOW_SAMPLES) : perRound;
      const start = offset;
      rounds[k]?.push(await timeSequential(samples, (i) => c.run(start + i)));
    }
    offset += perRound;
  }
  return cases.map((c, k) => roundsFigure(c.label, rounds[k] ?? [], c.goal));
}
