/** The desk bench's data and settings: its constants, GraphQL through the gateway, loan rules, members and books. */
import { type APIRequestContext } from '@playwright/test';
import { randomIsbn13 } from '@library/harness';

export const SCANS = Number(process.env['BENCH_SCANS'] ?? 20);
export const GOAL_P50_MS = 300;
/** What a USB or Bluetooth barcode scanner does: fast keystrokes, then Enter. */
export const WEDGE_DELAY_MS = 5;
/** The longest wait for one scan's line, before the bench gives up on it. */
export const SCAN_LIMIT_MS = 15_000;
export const ADMIN = {
  name: 'Bench Admin',
  email: 'bench-admin@library.test',
  password: 'Quiet-lantern-of-the-stacks',
};
export const VIEWPORT = { width: 1280, height: 800 };

export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export interface LoanRules {
  loanDays: number;
  loansPerMember: number;
  renewalsPerLoan: number;
  holdShelfDays: number;
  keepBorrowerDays: number;
}

export interface Member {
  cardNumber: string;
  name: string;
}

export interface Book {
  title: string;
  isbn: string;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One GraphQL operation through the gateway with `api`'s cookies (it keeps those the answer sets): its data, or it throws. */
export async function gql(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const response = await api.post('/graphql', { data: { query, variables } });
  const body: unknown = await response.json();
  if (!isRecord(body) || !isRecord(body['data']) || body['errors'] !== undefined)
    throw new Error(`GraphQL answered ${response.status()}: ${JSON.stringify(body)}`);
  return body['data'];
}

export function field<T>(data: Record<string, unknown>, name: string, check: (value: unknown) => value is T): T {
  const value = data[name];
  if (!check(value)) throw new Error(`GraphQL: unexpected ${name}: ${JSON.stringify(value)}`);
  return value;
}

export function isLoanRules(value: unknown): value is LoanRules {
  return isRecord(value) && typeof value['loansPerMember'] === 'number' && typeof value['loanDays'] === 'number';
}

export function isMember(value: unknown): value is Member {
  return isRecord(value) && typeof value['cardNumber'] === 'string' && typeof value['name'] === 'string';
}

export const LOAN_RULES = 'loanRules { loanDays loansPerMember renewalsPerLoan holdShelfDays keepBorrowerDays }';

export async function loanRules(api: APIRequestContext): Promise<LoanRules> {
  return field(await gql(api, `query BenchLoanRules { ${LOAN_RULES} }`), 'loanRules', isLoanRules);
}

export async function setLoanRules(api: APIRequestContext, rules: LoanRules): Promise<void> {
  await gql(
    api,
    'mutation BenchSetLoanRules($input: LoanRulesInput!) { updateLoanRules(input: $input) { loanDays } }',
    {
      input: {
        loanDays: rules.loanDays,
        loansPerMember: rules.loansPerMember,
        renewalsPerLoan: rules.renewalsPerLoan,
        holdShelfDays: rules.holdShelfDays,
        keepBorrowerDays: rules.keepBorrowerDays,
      },
    },
  );
}

export async function createMember(api: APIRequestContext, name: string): Promise<Member> {
  const data = await gql(
    api,
    'mutation BenchMember($input: CreateMemberInput!) { createMember(input: $input) { cardNumber name } }',
    { input: { name } },
  );
  return field(data, 'createMember', isMember);
}

export async function createBook(api: APIRequestContext, title: string): Promise<Book> {
  const isbn = randomIsbn13();
  await gql(api, 'mutation BenchBook($input: CreateBookInput!) { createBook(input: $input) { id } }', {
    input: { title, author: 'Bench Author', genre: 'FICTION', isbn, copies: 1, available: true },
  });
  return { title, isbn };
}
