/** API tokens' REST routes (`/tokens`, `/tokens/:id`) and a token's JSON (never its secret's hash). */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { actorOf } from '../access/principal';
import { createApiTokenRequest, type ApiTokenJson } from '../contract';
import { invalidTokenId } from '../errors';
import { sendOk } from '../http';
import { parseUuid, validateBody } from '../validation';
import type { TokenRow, TokensService } from './tokens.service';

export function apiTokenJson(row: TokenRow): ApiTokenJson {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    createdBy: row.creatorName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function tokensRoutes(tokens: TokensService): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/tokens', async (_req, res) => {
    sendOk(res, 200, 'API tokens retrieved successfully', (await tokens.listApiTokens()).map(apiTokenJson));
  });

  r.post('/tokens', async (req, res) => {
    const { token, secret } = await tokens.createApiToken(validateBody(createApiTokenRequest, req.body), actorOf(res));
    sendOk(res, 201, 'API token created: copy its secret now, it is not shown again', {
      token: apiTokenJson(token),
      secret,
    });
  });

  r.delete('/tokens/:id', async (req, res) => {
    const token = await tokens.revokeApiToken(parseUuid(req.params.id, invalidTokenId), actorOf(res));
    sendOk(res, 200, 'API token revoked', apiTokenJson(token));
  });

  return r;
}
