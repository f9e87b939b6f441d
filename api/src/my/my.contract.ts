/**
 * A member's own page (`/my`) as zod schemas (re-exported by `@library/api/contract`):
 * their details, loans and holds (`GET /my`, `PATCH /my`), their history (`GET /my/history`) and
 * their data (`GET /my/export`, a JSON file). The loans and holds are the loans' and holds' JSON.
 */
import { z } from 'zod';
import { LIST_DEFAULTS, LIST_LIMITS, MEMBER_STATUSES } from '../contract/rules';
import { queryWholeNumber, timestamp } from '../contract/schema-parts';
import { restHold, type HoldJson } from '../holds/holds.contract';
import { restLoan, type LoanJson } from '../loans/loans.contract';
import { keepHistory } from '../members/members.contract';

/** The file name of `GET /my/export`. */
export const MY_EXPORT_FILENAME = 'my-library-data.json';

/** Body of `PATCH /my`: `{ keepHistory }` (true or false). */
export const myPatchRequest = z.object({ keepHistory });
export type MyPatchInput = z.output<typeof myPatchRequest>;

/** The query of `GET /my/history`: page and limit as for loans. */
export const myHistoryQuery = z
  .object({
    page: queryWholeNumber('page', LIST_LIMITS.maxPage),
    limit: queryWholeNumber('limit', LIST_LIMITS.maxLimit),
  })
  .transform(({ page, limit }) => ({ page: page ?? LIST_DEFAULTS.page, limit: limit ?? LIST_DEFAULTS.limit }));

/** The member as their own page shows them (no staff notes); `loansLeft` null when there is no limit. */
export const restMyMember = z.object({
  cardNumber: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  blockedReason: z.string().nullable(),
  keepHistory: z.boolean(),
  loansLeft: z.number().int().nullable(),
});
export type MyMemberJson = z.output<typeof restMyMember>;

/** `GET /my` and `PATCH /my`'s data: the member, their loans out (soonest due first) and their active holds. */
export const restMy = z.object({ member: restMyMember, loans: z.array(restLoan), holds: z.array(restHold) });
export type RestMy = z.output<typeof restMy>;
/** `/my` as the api sends it. */
export interface MyJson {
  member: MyMemberJson;
  loans: LoanJson[];
  holds: HoldJson[];
}

/** `GET /my/export`: when, the member's details (their card too), all their loans (out and kept) and holds. */
export const restMyExport = z.object({
  exportedAt: timestamp,
  member: restMyMember.extend({ createdAt: timestamp }),
  loans: z.array(restLoan),
  holds: z.array(restHold),
});
export interface MyExportJson {
  exportedAt: string;
  member: MyMemberJson & { createdAt: string };
  loans: LoanJson[];
  holds: HoldJson[];
}
