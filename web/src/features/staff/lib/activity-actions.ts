import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS, isActivityAction } from '@library/api/contract/rules';

/** The Action filter's choices: every action of the log (the contract's list), by its label. */
export const ACTION_OPTIONS = ACTIVITY_ACTIONS.map((action) => ({
  value: action,
  label: ACTIVITY_ACTION_LABELS[action],
}));

/** The label of an action; the action itself when it is one this screen does not know yet (a newer server's). */
export function actionLabel(action: string): string {
  return isActivityAction(action) ? ACTIVITY_ACTION_LABELS[action] : action;
}

/** `?page=` and `?action=` of /activity: page 1 and every action unless given. */
export function readActivityParams(params: URLSearchParams): { page: number; action: string | null } {
  const page = Number(params.get('page'));
  const action = params.get('action');
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    action: action !== null && isActivityAction(action) ? action : null,
  };
}
