/**
 * The library's loan rules: `GET /loan-rules` for anyone (the borrow form's due date),
 * `PUT /loan-rules` for admins only, every rule checked against its limits with its label in the
 * message, stored in the database (a second api process on the same database reads them), and the
 * change written in the activity log.
 */
import {
  LOAN_RULE_DEFAULTS,
  LOAN_RULE_LABELS,
  LOAN_RULE_LIMITS,
  MEMBER_MESSAGES,
  MESSAGES,
  restLoanRules,
  type LoanRules,
  type LoanRulesJson,
} from '../src/contract';
import pino from 'pino';
import { startApiServer } from '../src/server';
import { openStore, type Store } from '../src/store';
import { TARGETS, TEST_DATABASE_URL, client, freshDatabase } from './helpers';
import { apiSuite } from './support/suite';
import { signedInStaff } from './support/auth';

const CHANGED: LoanRules = {
  loanDays: 14,
  loansPerMember: 3,
  renewalsPerLoan: 1,
  holdShelfDays: 5,
  keepBorrowerDays: 0,
  keepActivityDays: 90,
};

describe.each(TARGETS)('loan rules on %s', (target) => {
  const {
    api,
    store,
    staff: [admin, librarian],
  } = apiSuite(target, 'ADMIN', 'LIBRARIAN');
  afterEach(async () => {
    await api.put('/loan-rules', LOAN_RULE_DEFAULTS, { headers: admin.headers });
  });

  it('when anyone asks for the loan rules of a new library, then the defaults come back', async () => {
    const res = await api.get<LoanRulesJson>('/loan-rules');
    expect(res.status).toBe(200);
    expect(restLoanRules.parse(res.body.data)).toEqual({
      ...LOAN_RULE_DEFAULTS,
      updatedAt: expect.any(String) as string,
    });
    expect(await store.loanRules()).toEqual(LOAN_RULE_DEFAULTS);
  });

  it('when an admin saves new rules, then every reader gets them and the log says which changed; others are refused', async () => {
    expect((await api.put('/loan-rules', CHANGED)).status).toBe(401);
    const refused = await api.put('/loan-rules', CHANGED, { headers: librarian.headers });
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'FORBIDDEN']);

    const saved = await api.put<LoanRulesJson>('/loan-rules', CHANGED, { headers: admin.headers });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Loan rules saved');
    expect(saved.body.data).toMatchObject(CHANGED);
    expect((await api.get<LoanRulesJson>('/loan-rules')).body.data).toMatchObject(CHANGED);
    expect(await store.loanRules()).toEqual(CHANGED);
    const entry = (await store.listActivity({ page: 1, limit: 1, action: 'loan-rules.updated' })).entries.at(0);
    expect(entry?.actorId).toBe(admin.account.id);
    expect(entry?.details).toMatchObject({
      fields: [
        'loanDays',
        'loansPerMember',
        'renewalsPerLoan',
        'holdShelfDays',
        'keepBorrowerDays',
        'keepActivityDays',
      ],
      ...CHANGED,
    });
  });

  it('when a rule is missing, not whole or out of its limits, then 400 naming it by its label', async () => {
    const put = (body: Record<string, unknown>) =>
      api.put('/loan-rules', { ...CHANGED, ...body }, { headers: admin.headers });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ loanDays: undefined }, 'loanDays', MESSAGES.required(LOAN_RULE_LABELS.loanDays)],
      [{ loanDays: 2.5 }, 'loanDays', MEMBER_MESSAGES.ruleWhole(LOAN_RULE_LABELS.loanDays)],
      [{ loanDays: 'soon' }, 'loanDays', MEMBER_MESSAGES.ruleWhole(LOAN_RULE_LABELS.loanDays)],
      [{ loanDays: 0 }, 'loanDays', MEMBER_MESSAGES.ruleMin(LOAN_RULE_LABELS.loanDays, LOAN_RULE_LIMITS.loanDays.min)],
      [
        { loansPerMember: 1001 },
        'loansPerMember',
        MEMBER_MESSAGES.ruleMax(LOAN_RULE_LABELS.loansPerMember, LOAN_RULE_LIMITS.loansPerMember.max),
      ],
      [
        { renewalsPerLoan: -1 },
        'renewalsPerLoan',
        MEMBER_MESSAGES.ruleMin(LOAN_RULE_LABELS.renewalsPerLoan, LOAN_RULE_LIMITS.renewalsPerLoan.min),
      ],
      [
        { holdShelfDays: 91 },
        'holdShelfDays',
        MEMBER_MESSAGES.ruleMax(LOAN_RULE_LABELS.holdShelfDays, LOAN_RULE_LIMITS.holdShelfDays.max),
      ],
      [
        { keepBorrowerDays: 3651 },
        'keepBorrowerDays',
        MEMBER_MESSAGES.ruleMax(LOAN_RULE_LABELS.keepBorrowerDays, LOAN_RULE_LIMITS.keepBorrowerDays.max),
      ],
      [
        { keepActivityDays: 29 },
        'keepActivityDays',
        MEMBER_MESSAGES.ruleMin(LOAN_RULE_LABELS.keepActivityDays, LOAN_RULE_LIMITS.keepActivityDays.min),
      ],
      [
        { keepActivityDays: 3651 },
        'keepActivityDays',
        MEMBER_MESSAGES.ruleMax(LOAN_RULE_LABELS.keepActivityDays, LOAN_RULE_LIMITS.keepActivityDays.max),
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(body);
      expect([field, res.status, res.body.error?.code, res.body.error?.errors?.[field]?.message]).toEqual([
        field,
        400,
        'VALIDATION_FAILED',
        message,
      ]);
    }
    expect(MEMBER_MESSAGES.ruleMin(LOAN_RULE_LABELS.loanDays, 1)).toBe('Loan period (days) must be 1 or more');
    expect(await store.loanRules()).toEqual(LOAN_RULE_DEFAULTS);
  });

  it('when rules are given as text numbers (a form), then they are read as numbers', async () => {
    const res = await api.put<LoanRulesJson>(
      '/loan-rules',
      { loanDays: '28', loansPerMember: '0', renewalsPerLoan: ' 3 ', holdShelfDays: '7', keepBorrowerDays: '30' },
      { headers: admin.headers },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ loanDays: 28, loansPerMember: 0, renewalsPerLoan: 3 });
  });

  it('when a client that does not know keepActivityDays saves the other rules, then it stays as it was', async () => {
    await api.put('/loan-rules', { ...CHANGED, keepActivityDays: 400 }, { headers: admin.headers });
    const { keepActivityDays: _left, ...others } = CHANGED;
    const res = await api.put<LoanRulesJson>('/loan-rules', others, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...others, keepActivityDays: 400 });
    expect(LOAN_RULE_DEFAULTS.keepActivityDays).toBe(365);
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('loan rules with two api processes on postgres', () => {
  it('when one process saves the rules, then the other reads them at once (stored in the database)', async () => {
    const db = await freshDatabase();
    const options = { databaseUrl: db.url, port: 0, logLevel: 'silent', seed: false, timeZone: 'UTC' } as const;
    const one = await startApiServer(options);
    const two = await startApiServer(options);
    try {
      const first = client(one.url, 'postgres', () => Promise.resolve());
      const second = client(two.url, 'postgres', () => Promise.resolve());
      expect((await second.get<LoanRulesJson>('/loan-rules')).body.data).toMatchObject(LOAN_RULE_DEFAULTS);
      // Open library (no staff yet): administration is nobody's until the first admin exists.
      expect((await first.put('/loan-rules', CHANGED)).status).toBe(401);
      const { store } = await openStoreOn(db.url);
      try {
        const admin = await signedInStaff(store, 'ADMIN');
        expect((await first.put('/loan-rules', CHANGED, { headers: admin.headers })).status).toBe(200);
        expect((await second.get<LoanRulesJson>('/loan-rules')).body.data).toMatchObject(CHANGED);
      } finally {
        await store.close();
      }
    } finally {
      await one.close();
      await two.close();
      await db.drop();
    }
  });
});

/** A store of this process on the database at `url` (to make an admin as the CLI does). */
async function openStoreOn(url: string): Promise<{ store: Store }> {
  return { store: await openStore({ dataDir: '', databaseUrl: url, seed: false, logger: pino({ level: 'silent' }) }) };
}
