import type { TFunction } from 'i18next';
import type { FieldError, ServiceResponse } from '../../contract/envelope';

/**
 * Keys a form may give to word a field error its own way: `field.code` for one refusal of one
 * field, `field` for any refusal of it. Anything else gets the generic words for its code.
 */
export type FieldErrorHints = Readonly<Partial<Record<string, string>>>;

/** The words for one refused field in the user's language (api.fieldErrors.<code> unless the form says better). */
export function fieldErrorText(t: TFunction, error: FieldError, hints: FieldErrorHints = {}): string {
  return t(hints[`${error.field}.${error.code}`] ?? hints[error.field] ?? `api.fieldErrors.${error.code}`);
}

export interface FormRefusal<F extends string> {
  /** The words to show under each field of the form the server refused. */
  byField: Partial<Record<F, string>>;
  /** What to show above the form when no field of it was named: the server's words, or a generic refusal. */
  failure: string | null;
}

/**
 * Reads an error answer for a form from its `fields` (never from errorMessage, which §8 keeps in
 * English): each field the form has gets its words; `aliases` maps a body property onto the
 * form's field when they differ (an invitation's `email` is the form's `username`).
 */
export function formRefusal<F extends string>(
  t: TFunction,
  answer: Pick<ServiceResponse<unknown>, 'errorMessage' | 'code' | 'fields'>,
  formFields: readonly F[],
  options: { hints?: FieldErrorHints; aliases?: Readonly<Partial<Record<string, F>>> } = {},
): FormRefusal<F> {
  const byField: Partial<Record<F, string>> = {};
  for (const error of answer.fields ?? []) {
    const field = options.aliases?.[error.field] ?? error.field;
    if (!(formFields as readonly string[]).includes(field) || byField[field as F] !== undefined) continue;
    byField[field as F] = fieldErrorText(t, { ...error, field }, options.hints);
  }
  if (Object.keys(byField).length > 0) return { byField, failure: null };
  return { byField, failure: answer.code === 'validation' ? t('api.errors.refused') : (answer.errorMessage ?? t('api.errors.failed')) };
}
