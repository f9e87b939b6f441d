import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * The message each field of a form shows for `values` under its yup `schema`, as Formik shows them:
 * the first per field; {} when the values are accepted.
 */
export async function shownMessages(schema: AnyObjectSchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error: unknown) {
    if (!(error instanceof ValidationError)) throw error;
    const shown: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !(inner.path in shown)) shown[inner.path] = inner.message;
    return shown;
  }
}
