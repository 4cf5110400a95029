import type { FieldCode, FieldError } from '../../contract';

/** The part of an ajv error the field is read from (Fastify hands these over as error.validation). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const BY_KEYWORD: Record<string, FieldCode> = {
  required: 'required',
  type: 'type',
  format: 'format',
  maxLength: 'too_long',
  minLength: 'too_short',
  maximum: 'too_large',
  exclusiveMaximum: 'too_large',
  minimum: 'too_small',
  exclusiveMinimum: 'too_small',
  maxItems: 'too_many',
  minItems: 'too_few',
  pattern: 'pattern',
  enum: 'enum',
  const: 'enum',
  anyOf: 'invalid',
  additionalProperties: 'unknown',
  uniqueItems: 'duplicate',
};

/** The body's own properties sit under clientRequest on service calls; OAuth forms have none. */
const ENVELOPE_PREFIX = /^\/clientRequest(?=\/|$)/;

/** ajv's `/clientRequest/address/city` as `address.city`, with the missing or extra property added. */
function fieldOf(error: SchemaError): string {
  const path = error.instancePath.replace(ENVELOPE_PREFIX, '').split('/').filter(Boolean);
  const named = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof named === 'string') path.push(named);
  return path.map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

/**
 * Each schema refusal as the field it concerns and why, so the client words it in the user's
 * language (§8 keeps the English errorMessage beside it). `controlPattern` is the pattern that
 * refuses control characters, which gets its own code: "pattern" would tell a person nothing.
 */
export function validationFields(errors: readonly SchemaError[], controlPattern: string): FieldError[] {
  return (
    errors
      .map((error): FieldError => ({
        field: fieldOf(error),
        code:
          error.keyword === 'pattern' && error.params.pattern === controlPattern
            ? 'control_characters'
            : (BY_KEYWORD[error.keyword] ?? 'invalid'),
      }))
      // A refusal of the body as a whole names no field. A value refused by every branch of a union
      // (a nullable text, say) gives one error per branch and one for the union: the first, the
      // branch the value was meant for, says why.
      .filter(({ field }, at, all) => field !== '' && all.findIndex((other) => other.field === field) === at)
  );
}
