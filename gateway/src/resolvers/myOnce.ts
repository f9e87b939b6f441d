import type { GatewayContext } from '../context';
import { ErrorCode, isErrorWithCode } from '../errors/codes';
import type { RestMy } from '../rest/types';

const asked = new WeakMap<GatewayContext, Promise<RestMy | null>>();

/** `GET /my` for a signed-in member; null for anyone else (no call), and when REST says they are no member. */
async function askMy(context: GatewayContext): Promise<RestMy | null> {
  if (!(await context.access()).member) return null;
  try {
    return await context.api.my();
  } catch (error) {
    // 403 notAMember: the member record went away since `GET /auth/me` answered.
    if (isErrorWithCode(error, ErrorCode.FORBIDDEN)) return null;
    throw error;
  }
}

/**
 * The signed-in member's own record, loans and holds, asked of REST once per request however many
 * fields need it (`my`, and `Book.myHold` on each book of a list); null when the viewer is no member.
 */
export function myOnce(context: GatewayContext): Promise<RestMy | null> {
  let answer = asked.get(context);
  if (answer === undefined) {
    answer = askMy(context);
    asked.set(context, answer);
  }
  return answer;
}
