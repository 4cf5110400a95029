import type { Static, TObject } from '@sinclair/typebox';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { ServiceResponse } from '../../../contract/envelope';
import { formRefusal, type FieldErrorHints } from '../../api/fieldErrors';
import { schemaResolver } from './schemaResolver';

/** A refused answer as the query layer or a saga hands it over (`handled`: the pipeline already told the user). */
export type Refusal = Pick<ServiceResponse<unknown>, 'errorMessage' | 'code' | 'fields'> & { handled?: boolean };

export interface ServiceFormOptions<S extends TObject, V extends FieldValues> {
  /** The call's request schema: the one the server validates the body with (contract/schemas). */
  schema: S;
  defaultValues: V;
  /** The request the form's values make; by default the values are the request. */
  toRequest?: (values: V) => Static<S>;
  /** Words of the form's own for a field's refusal: `field.code` or `field` → i18n key (src/api/fieldErrors.ts). */
  hints?: FieldErrorHints;
  /** Request property → form field, where the form names it otherwise (an invitation's `email` is `username`). */
  aliases?: Readonly<Record<string, Path<V>>>;
  /** Rules of the form beyond the schema (two passwords match): the i18n key of each refused field's words. */
  rules?: (values: V) => Readonly<Partial<Record<Path<V>, string>>>;
}

/** What a MUI TextField (or OutlinedField) takes to be one field of the form. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error: boolean;
  helperText: string | undefined;
}

export interface ServiceForm<S extends TObject, V extends FieldValues> {
  form: UseFormReturn<V, unknown, Static<S>>;
  /** `<TextField label={…} {...field('name')} />`: value, change, error and its words under the field (else `helper`). */
  field: (name: Path<V>, helper?: string) => TextFieldBinding;
  /** `<Checkbox {...checkbox('flag')} />` for a boolean value. */
  checkbox: (name: Path<V>) => { name: string; checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  /** The words of a field's refusal, client or server. */
  errorOf: (name: Path<V>) => string | undefined;
  /** The form's onSubmit: checks the values, then sends the request; a refusal it answers is shown in place. */
  submit: (send: (request: Static<S>) => Promise<Refusal | null | undefined | void> | void) => (event?: FormEvent) => Promise<void>;
  /** Puts a refused answer's fields under their fields; what names no field of the form shows above it. */
  showRefusal: (refusal: Refusal) => void;
  /** A refusal no field of the form can show. */
  failure: string | null;
  busy: boolean;
  dirty: boolean;
}

/**
 * The one way a form is written: react-hook-form with the call's own request schema, every
 * refusal — the browser's or the server's — worded by its field code in the user's language.
 */
export function useServiceForm<S extends TObject, V extends FieldValues>(options: ServiceFormOptions<S, V>): ServiceForm<S, V> {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  // The resolver reads the options as they are now: a form may change its call (invite or create).
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const resolver = useMemo<Resolver<V, unknown, Static<S>>>(
    () => (values, context, resolverOptions) => {
      const { schema, toRequest, aliases: named = {}, hints: words = {}, rules } = latest.current;
      return schemaResolver<S, V>(t, {
        schema,
        toRequest: toRequest ?? ((all) => all as unknown as Static<S>),
        aliases: named,
        hints: words,
        rules: rules as ((values: V) => Readonly<Record<string, string | undefined>>) | undefined,
      })(values, context, resolverOptions);
    },
    [t],
  );
  const form = useForm<V, unknown, Static<S>>({ defaultValues: options.defaultValues as DefaultValues<V>, resolver });
  const { errors, isSubmitting, isDirty } = form.formState;
  const values = form.watch();

  const errorOf = (name: Path<V>) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const showRefusal = useCallback(
    (refusal: Refusal) => {
      const fields = Object.keys(form.getValues()) as Path<V>[];
      const { hints = {}, aliases = {} } = latest.current;
      const { byField, failure: above } = formRefusal(t, refusal, fields, { hints, aliases });
      for (const [field, message] of Object.entries(byField))
        form.setError(field as Path<V>, { type: 'server', message: message as string });
      setFailure(above);
    },
    [form, t],
  );

  const submit: ServiceForm<S, V>['submit'] = (send) => async (event) => {
    setFailure(null);
    await form.handleSubmit(async (request) => {
      const refused = await send(request);
      if (refused && !refused.handled) showRefusal(refused);
    })(event);
  };

  const field = (name: Path<V>, helper?: string): TextFieldBinding => {
    const { ref, onChange, onBlur } = form.register(name);
    const message = errorOf(name);
    const value: unknown = (values as Record<string, unknown>)[name];
    return {
      name,
      value: typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value),
      onChange: (event) => void onChange(event),
      onBlur: (event) => void onBlur(event),
      inputRef: ref,
      error: message !== undefined,
      helperText: message ?? helper,
    };
  };

  const checkbox = (name: Path<V>) => ({
    name,
    checked: (values as Record<string, unknown>)[name] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setValue(name, event.target.checked as PathValue<V, Path<V>>, { shouldDirty: true }),
  });

  const rootMessage = errors.root?.message;
  return {
    form,
    field,
    checkbox,
    errorOf,
    submit,
    showRefusal,
    failure: failure ?? (typeof rootMessage === 'string' ? rootMessage : null),
    busy: isSubmitting,
    dirty: isDirty,
  };
}
