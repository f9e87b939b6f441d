/**
 * The Formik fields of the app's forms (the book form, the borrow form): a label, the control, an
 * optional hint and the field's error once it was touched, the hint and error read out with the control;
 * the form's submit button and its failure line (an error that is no field's).
 */
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

interface FieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Marks the label '(optional)'. */
  optional?: boolean;
  className?: string;
}

function useFieldState(name: string) {
  const [field, meta] = useField<unknown>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return { field, error };
}

function FieldShell({
  id,
  label,
  hint,
  optional,
  error,
  className = '',
  children,
}: FieldProps & { id: string; error?: string; children: ReactNode }) {
  return (
    <div className={`field ${className}`.trim()}>
      <label className="label" htmlFor={id}>
        {label}
        {optional ? <span className="label__optional"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface InputFieldProps extends FieldProps {
  type?: 'text' | 'number' | 'date' | 'search' | 'email' | 'password';
  min?: number | string;
  max?: number | string;
  step?: number;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  /** Whether the field must be filled (aria-required); by default, unless it is marked optional. */
  required?: boolean;
}

export function InputField({
  name,
  type = 'text',
  min,
  max,
  step,
  maxLength,
  autoComplete,
  inputMode,
  required,
  ...shell
}: InputFieldProps) {
  const { field, error } = useFieldState(name);
  const id = `field-${name}`;
  const value = typeof field.value === 'number' || typeof field.value === 'string' ? field.value : '';
  return (
    <FieldShell {...shell} name={name} id={id} error={error}>
      <input
        id={id}
        className="input"
        type={type}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        min={min}
        max={max}
        step={step}
        maxLength={maxLength}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, shell.hint, error)}
        aria-required={(required ?? !shell.optional) ? true : undefined}
      />
    </FieldShell>
  );
}

export function TextAreaField({ name, rows = 3, ...shell }: FieldProps & { rows?: number }) {
  const { field, error } = useFieldState(name);
  const id = `field-${name}`;
  return (
    <FieldShell {...shell} name={name} id={id} error={error}>
      <textarea
        id={id}
        className="textarea"
        name={field.name}
        rows={rows}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, shell.hint, error)}
      />
    </FieldShell>
  );
}

export function SelectField({
  name,
  options,
  placeholder,
  ...shell
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  const { field, error } = useFieldState(name);
  const id = `field-${name}`;
  return (
    <FieldShell {...shell} name={name} id={id} error={error}>
      <select
        id={id}
        className="select"
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, shell.hint, error)}
        aria-required={true}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = `field-${name}`;
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={field.checked ?? false}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The form's submit button: busy, and not pressed twice, while the form submits. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
      {children}
    </button>
  );
}

/** A failure that is no field's (the server's message), read out as an alert; nothing while there is none. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p className="form-failure" role="alert">
      {message}
    </p>
  ) : null;
}
