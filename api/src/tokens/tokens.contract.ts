/**
 * API tokens' requests and answers as zod schemas (re-exported by `@library/api/contract`):
 * `POST /tokens` (name, role), and the answers `ApiToken` and `{ token, secret }` (the secret shown
 * once). Rules and texts: contract/access-rules, contract/staff-rules.
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS, STAFF_MESSAGES, STAFF_ROLES } from '../contract/rules';
import { restId, timestamp } from '../contract/schema-parts';
import { nameText, staffRole } from '../staff/staff.contract';

/** Body of `POST /tokens`: the integration's name and the token's role. */
export const createApiTokenRequest = z.object({
  name: nameText(ACCOUNT_LIMITS.maxTokenName, STAFF_MESSAGES.tokenNameTooLong),
  role: staffRole,
});
export type CreateApiTokenInput = z.output<typeof createApiTokenRequest>;

/** An API token as admins see it (never its secret). */
export const restApiToken = z.object({
  id: restId,
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The name of the admin who created it; null when that account is gone (or a token created it). */
  createdBy: z.string().nullable(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});
export type ApiTokenJson = z.output<typeof restApiToken>;

/** `GET /tokens`'s data. */
export const restApiTokens = z.array(restApiToken);

/** `POST /tokens`'s data: the token and its secret, shown this once (only its hash is stored). */
export const restCreatedApiToken = z.object({ token: restApiToken, secret: z.string() });
export type CreatedApiTokenJson = z.output<typeof restCreatedApiToken>;
