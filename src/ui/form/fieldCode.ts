import { ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import type { FieldCode } from '../../../contract/errors';
import { NO_CONTROL_CHARACTERS } from '../../../contract/schemas/kit';

/** TypeBox's refusals under the codes the server gives the same ajv keywords (server/web/validationFields.ts). */
const BY_TYPE: Partial<Record<ValueErrorType, FieldCode>> = {
  [ValueErrorType.ObjectRequiredProperty]: 'required',
  [ValueErrorType.String]: 'type',
  [ValueErrorType.Number]: 'type',
  [ValueErrorType.Integer]: 'type',
  [ValueErrorType.Boolean]: 'type',
  [ValueErrorType.Array]: 'type',
  [ValueErrorType.Object]: 'type',
  [ValueErrorType.Null]: 'type',
  [ValueErrorType.StringFormat]: 'format',
  [ValueErrorType.StringFormatUnknown]: 'format',
  [ValueErrorType.StringMaxLength]: 'too_long',
  [ValueErrorType.StringMinLength]: 'too_short',
  [ValueErrorType.NumberMaximum]: 'too_large',
  [ValueErrorType.NumberExclusiveMaximum]: 'too_large',
  [ValueErrorType.IntegerMaximum]: 'too_large',
  [ValueErrorType.IntegerExclusiveMaximum]: 'too_large',
  [ValueErrorType.NumberMinimum]: 'too_small',
  [ValueErrorType.NumberExclusiveMinimum]: 'too_small',
  [ValueErrorType.IntegerMinimum]: 'too_small',
  [ValueErrorType.IntegerExclusiveMinimum]: 'too_small',
  [ValueErrorType.ArrayMaxItems]: 'too_many',
  [ValueErrorType.ArrayMinItems]: 'too_few',
  [ValueErrorType.ArrayUniqueItems]: 'duplicate',
  [ValueErrorType.StringPattern]: 'pattern',
  [ValueErrorType.Literal]: 'enum',
  [ValueErrorType.ObjectAdditionalProperties]: 'unknown',
};

/** A field the person left empty is a missing field, whatever rule of the schema the empty value breaks. */
const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The code of one refused value of a form, as the server would give it: `required` for an empty
 * field, `control_characters` for the pattern that refuses them. A value refused by every branch of
 * a union (a nullable text) is judged by the first branch, the one it was meant for, as the server does.
 */
export function fieldCodeOf(type: ValueErrorType, schema: TSchema | undefined, value: unknown): FieldCode {
  if (isEmpty(value)) return 'required';
  if (type === ValueErrorType.Union && schema?.anyOf !== undefined) {
    const branch = (schema.anyOf as TSchema[])[0]!;
    const first = Value.Errors(branch, value).First();
    return first === undefined ? 'invalid' : fieldCodeOf(first.type, first.schema, value);
  }
  if (type === ValueErrorType.StringPattern && schema?.pattern === NO_CONTROL_CHARACTERS) return 'control_characters';
  return BY_TYPE[type] ?? 'invalid';
}
