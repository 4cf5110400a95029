import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { ValueErrorType } from '@sinclair/typebox/errors';
import type { TFunction } from 'i18next';
import type { FieldError as FormFieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldErrorText, type FieldErrorHints } from '../../api/fieldErrors';
import { fieldCodeOf } from './fieldCode';
import './formats';

export interface SchemaResolverOptions<S extends TObject, V extends FieldValues> {
  schema: S;
  /** The request the values make (the schema judges this, not the form's own shape). */
  toRequest: (values: V) => Static<S>;
  /** Request property → form field, where the form names it otherwise. */
  aliases: Readonly<Record<string, string>>;
  hints: FieldErrorHints;
  /** The form's own rules beyond the request's schema: the i18n key of each refused field's words. */
  rules?: (values: V) => Readonly<Record<string, string | undefined>>;
}

/** The first refusal under a node of the resolver's nested errors (an array's items, say). */
function firstOf(node: unknown): FormFieldError | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  if (typeof (node as FormFieldError).type === 'string') return node as FormFieldError;
  for (const child of Object.values(node)) {
    const found = firstOf(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * react-hook-form's TypeBox resolver on the request the form makes, with each refusal worded as
 * the server's code for it would be (src/api/fieldErrors.ts): "too long" reads the same whether
 * the browser or the server caught it. A valid form hands the request itself to the submit handler.
 */
export function schemaResolver<S extends TObject, V extends FieldValues>(
  t: TFunction,
  { schema, toRequest, aliases, hints, rules }: SchemaResolverOptions<S, V>,
): Resolver<V, unknown, Static<S>> {
  const check = typeboxResolver(schema);
  return async (values, context, options) => {
    const request = toRequest(values);
    const checked = await check(request, context, { ...options, fields: {}, names: undefined, shouldUseNativeValidation: false });
    const errors: Record<string, FormFieldError> = {};
    for (const [property, node] of Object.entries(checked.errors)) {
      const refusal = firstOf(node);
      if (refusal === undefined) continue;
      const field = aliases[property] ?? property;
      // A part of the request no field of the form holds: the form can only say it was refused.
      if (!(field in values)) {
        errors.root ??= { type: 'request', message: t('api.errors.refused') };
        continue;
      }
      const code = fieldCodeOf(
        Number(refusal.type) as ValueErrorType,
        schema.properties[property] as TSchema | undefined,
        (request as Record<string, unknown>)[property],
      );
      errors[field] = { type: code, message: fieldErrorText(t, { field, code }, hints) };
    }
    for (const [field, key] of Object.entries(rules?.(values) ?? {})) {
      if (key !== undefined && errors[field] === undefined) errors[field] = { type: 'rule', message: t(key) };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<V> };
    return { values: checked.values as Static<S>, errors: {} };
  };
}
