import { MEMBER_LIMITS, MEMBER_MESSAGES } from '@library/api/contract/rules';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormFailure, InputField, SubmitButton, TextAreaField } from '../../../components/form-fields';
import { errorCode, errorMessage, fieldErrors, type FieldMessages } from '../../../lib/errors';
import {
  editMemberSchema,
  newMemberSchema,
  type MemberFormValues,
  type MemberSchemaValues,
} from '../lib/member-schema';

interface MemberFormProps {
  initialValues: MemberFormValues;
  /** The add form: a blank card number is generated. */
  isNew: boolean;
  submitLabel: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Sends the checked values; a refusal's field errors land under the fields, its message above the button. */
  save: (values: MemberSchemaValues) => Promise<unknown>;
}

/** The server's refusal as messages under the fields (a card or email another member has included). */
function refusalFields(error: unknown): FieldMessages {
  const fields = fieldErrors(error);
  const code = errorCode(error);
  if (code === 'DUPLICATE_CARD' && !fields['cardNumber']) return { ...fields, cardNumber: MEMBER_MESSAGES.cardTaken };
  if (code === 'DUPLICATE_EMAIL' && !fields['email']) return { ...fields, email: MEMBER_MESSAGES.emailTaken };
  return fields;
}

/** A member's fields (add and edit), checked as the api checks them; the server's field errors land under the fields. */
export function MemberForm({ initialValues, isNew, submitLabel, labelledBy, save }: MemberFormProps) {
  const schema = isNew ? newMemberSchema : editMemberSchema;
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<MemberFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        const parsed = await schema.validate(values, { stripUnknown: true });
        try {
          await save(parsed);
        } catch (error: unknown) {
          const fields = refusalFields(error);
          helpers.setErrors(fields);
          if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
        }
      }}
    >
      <Form className="form-card" noValidate aria-labelledby={labelledBy}>
        <div className="form-grid">
          <InputField name="name" label="Name" maxLength={MEMBER_LIMITS.maxName} autoComplete="off" />
          <InputField
            name="cardNumber"
            label="Card number"
            required={!isNew}
            hint={isNew ? 'Leave blank to generate one' : 'The old card stops working when it changes.'}
            maxLength={MEMBER_LIMITS.maxCard + 10}
          />
          <InputField
            name="email"
            label="Email"
            type="email"
            required={false}
            hint="Optional. Needed to invite them to sign in."
            maxLength={MEMBER_LIMITS.maxEmail}
          />
          <InputField name="phone" label="Phone" required={false} hint="Optional." maxLength={MEMBER_LIMITS.maxPhone} />
          <TextAreaField
            name="notes"
            label="Notes"
            rows={3}
            hint="Optional. For staff only: never shown to the member."
            className="form-grid__wide"
          />
        </div>
        <FormFailure message={failure} />
        <div className="form-actions">
          <SubmitButton>{submitLabel}</SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}
