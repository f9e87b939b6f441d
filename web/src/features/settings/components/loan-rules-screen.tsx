import { LOAN_RULE_DEFAULTS, LOAN_RULE_LABELS, LOAN_RULE_LIMITS } from '@library/api/contract/rules';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormFailure, InputField, SubmitButton } from '../../../components/form-fields';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { LoanRulesDocument, useLoanRulesQuery, useUpdateLoanRulesMutation } from '../api/loan-rules';
import { LOAN_RULE_HINTS, LOAN_RULE_KEYS, loanRulesSchema, type LoanRulesFormValues } from '../lib/loan-rules-schema';

/** /settings (admins): the loan rules every lending follows; each field says what it does and its default. */
export function LoanRulesScreen() {
  const { data, loading, error, refetch } = useLoanRulesQuery();
  const [update] = useUpdateLoanRulesMutation({
    update: (cache, result) => {
      const loanRules = result.data?.updateLoanRules;
      if (loanRules) cache.writeQuery({ query: LoanRulesDocument, data: { loanRules } });
    },
  });
  const [failure, setFailure] = useState<string | null>(null);

  let content;
  if (loading && !data) content = <Spinner label="Loading…" />;
  else if (error || !data) {
    content = (
      <LoadFailed title="Could not load the loan rules." message={errorMessage(error)} onRetry={() => refetch()} />
    );
  } else {
    const { loanDays, loansPerMember, renewalsPerLoan, holdShelfDays, keepBorrowerDays, keepActivityDays } =
      data.loanRules;
    content = (
      <Formik<LoanRulesFormValues>
        initialValues={{ loanDays, loansPerMember, renewalsPerLoan, holdShelfDays, keepBorrowerDays, keepActivityDays }}
        enableReinitialize
        validationSchema={loanRulesSchema}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          const input = await loanRulesSchema.validate(values, { stripUnknown: true });
          try {
            await update({ variables: { input } });
          } catch (saveError: unknown) {
            const fields = fieldErrors(saveError);
            helpers.setErrors(fields);
            if (Object.keys(fields).length === 0) setFailure(errorMessage(saveError));
            return;
          }
          toast.success('✅ Loan rules saved');
        }}
      >
        <Form className="form-card" noValidate aria-labelledby="page-title">
          <div className="form-grid">
            {LOAN_RULE_KEYS.map((key) => (
              <InputField
                key={key}
                name={key}
                label={LOAN_RULE_LABELS[key]}
                type="number"
                min={LOAN_RULE_LIMITS[key].min}
                max={LOAN_RULE_LIMITS[key].max}
                step={1}
                inputMode="numeric"
                hint={`${LOAN_RULE_HINTS[key]} ${LOAN_RULE_LIMITS[key].min} to ${LOAN_RULE_LIMITS[key].max}; default ${LOAN_RULE_DEFAULTS[key]}.`}
              />
            ))}
          </div>
          <FormFailure message={failure} />
          <div className="form-actions">
            <SubmitButton>Save</SubmitButton>
          </div>
        </Form>
      </Formik>
    );
  }

  return (
    <div className="container narrow">
      <PageHeader
        eyebrow="Settings"
        title="Loan rules"
        subtitle="How long loans run, how many books a member may have, renewals, holds and how long borrowers are kept."
      />
      {content}
    </div>
  );
}
