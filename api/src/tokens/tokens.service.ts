/**
 * API tokens' rules: a token's secret is made here (API_TOKEN_PREFIX and 256 random bits), given
 * once, and stored only as its SHA-256 hash; a revoked token stays listed (revokedAt) and revoking
 * it again changes nothing; 404 NOT_FOUND for a token that does not exist. Each change is written
 * in the activity log in its own transaction. (Signing in with a token is the access middleware's.)
 */
import { recordActivity, type ActivityActor } from '../activity/activity.service';
import { hashSecret, newApiTokenSecret } from '../access/secrets';
import type { CreateApiTokenInput } from '../contract';
import type { Db } from '../db/handles';
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
      const createdBy = actor.principal.kind === 'account' ? actor.principal.accountId : null;
      return retry(() =>
        db.transaction(async (tx) => {
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
  };
}
