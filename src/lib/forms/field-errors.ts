import type { z } from 'zod';

/** A form's messages by field name: the first message of each field, as the field shows it. */
export type FieldErrors = Partial<Record<string, string>>;

/** The text fields of a submitted form, by name (files and unknown fields are left to the schema to refuse). */
export type FormValues = Record<string, string>;

/** A schema's verdict on a form: the parsed values, or one message per field. */
export type FormCheck<T> = { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors };

/** Checks a form's values against a schema: on the server for a form posted without JavaScript, in the browser otherwise. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: FormValues,
  names: readonly string[],
): FormCheck<z.output<S>> {
  const result = schema.safeParse(Object.fromEntries(names.map((name) => [name, values[name] ?? ''])));
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** A form's text values (what FormData holds as strings). */
export function formValues(data: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of data) if (typeof value === 'string') values[name] = value;
  return values;
}
