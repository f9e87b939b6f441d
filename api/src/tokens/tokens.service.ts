/**
 * API tokens' rules: a token's secret is made here (API_TOKEN_PREFIX and 256 random bits), given
 * once, and stored only as its SHA-256 hash; a revoked token stays listed (revokedAt) and revoking
 * it again changes nothing; 404 NOT_FOUND for a token that does not exist. Each change is written
 * in the activity log in its own transaction. A token follows the account that made it (a token made
 * by a token, that token's maker): it acts with the lower of its role and its maker's, not at all
 * while its maker is disabled (the sessions' service, as it reads the bearer), and a reset of its
 * maker revokes it (revokeTokensOf). (Signing in with a token is the access middleware's.)
 */
import { recordActivity, type ActivityActor } from '../activity/activity.service';
import { hashSecret, newApiTokenSecret } from '../access/secrets';
import type { CreateApiTokenInput } from '../contract';
import type { Db, Executor } from '../db/handles';
import type { Retry } from '../db/pg-errors';
import { tokenNotFound } from '../errors';
import * as q from './tokens.queries';

export type { TokenRow } from './tokens.queries';

export interface TokensService {
  /** Every API token, newest first, revoked ones included. */
  listApiTokens(): Promise<q.TokenRow[]>;
  /** A new token and its secret (the only time it is given). */
  createApiToken(input: CreateApiTokenInput, actor: ActivityActor): Promise<{ token: q.TokenRow; secret: string }>;
  /** The token, revoked (now, or when it was); 404 NOT_FOUND. */
  revokeApiToken(id: string, actor: ActivityActor): Promise<q.TokenRow>;
  /** Revokes every live token the account made (a reset of the account, on its transaction `handle`); how many. */
  revokeTokensOf(accountId: string, actor: ActivityActor, handle: Executor): Promise<number>;
  /** How many live tokens each account made (those that made none are left out). */
  liveTokenCounts(): Promise<Map<string, number>>;
}

const tokenTarget = (token: Pick<q.TokenRow, 'id' | 'name'>) => ({ kind: 'token', id: token.id, label: token.name });

function found(row: q.TokenRow | undefined): q.TokenRow {
  if (row === undefined) throw tokenNotFound();
  return row;
}

export function tokensService(db: Db, retry: Retry): TokensService {
  return {
    listApiTokens: () => q.listTokens(db),

    createApiToken: (input, actor) => {
      const secret = newApiTokenSecret();
      return retry(() =>
        db.transaction(async (tx) => {
          // A token made by a token follows the same person as its maker.
          const { principal } = actor;
          const createdBy =
            principal.kind === 'account'
              ? principal.accountId
              : principal.kind === 'token'
                ? ((await q.getToken(tx, principal.tokenId))?.createdBy ?? null)
                : null;
          const id = await q.insertToken(tx, { ...input, createdBy, tokenHash: hashSecret(secret) });
          const token = found(await q.getToken(tx, id));
          await recordActivity(tx, actor, {
            action: 'token.created',
            target: tokenTarget(token),
            details: { role: token.role },
          });
          return { token, secret };
        }),
      );
    },

    revokeApiToken: (id, actor) =>
      retry(() =>
        db.transaction(async (tx) => {
          if (await q.revokeToken(tx, id)) {
            const token = found(await q.getToken(tx, id));
            await recordActivity(tx, actor, { action: 'token.revoked', target: tokenTarget(token) });
            return token;
          }
          return found(await q.getToken(tx, id));
        }),
      ),

    revokeTokensOf: async (accountId, actor, handle) => {
      const revoked = await q.revokeTokensOf(handle, accountId);
      for (const token of revoked)
        await recordActivity(handle, actor, { action: 'token.revoked', target: tokenTarget(token) });
      return revoked.length;
    },

    liveTokenCounts: () => q.liveTokenCounts(db),
  };
}
