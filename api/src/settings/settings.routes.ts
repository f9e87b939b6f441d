/** The settings' REST routes: `GET /loan-rules` (anyone: the borrow form's due date) and `PUT /loan-rules` (admins). */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { actorOf } from '../access/principal';
import { loanRulesRequest, type LoanRulesJson } from '../contract';
import { sendOk } from '../http';
import { validateBody } from '../validation';
import type { SettingsService, StoredLoanRules } from './settings.service';

export function loanRulesJson(rules: StoredLoanRules): LoanRulesJson {
  return {
    loanDays: rules.loanDays,
    loansPerMember: rules.loansPerMember,
    renewalsPerLoan: rules.renewalsPerLoan,
    holdShelfDays: rules.holdShelfDays,
    keepBorrowerDays: rules.keepBorrowerDays,
    keepActivityDays: rules.keepActivityDays,
    updatedAt: rules.updatedAt.toISOString(),
  };
}

export function settingsRoutes(settings: SettingsService): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/loan-rules', async (_req, res) => {
    sendOk(res, 200, 'Loan rules retrieved successfully', loanRulesJson(await settings.storedLoanRules()));
  });

  r.put('/loan-rules', async (req, res) => {
    const rules = validateBody(loanRulesRequest, req.body);
    sendOk(res, 200, 'Loan rules saved', loanRulesJson(await settings.updateLoanRules(rules, actorOf(res))));
  });

  return r;
}
