import { ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { CustomerBasicsSchema } from '../../../contract/schemas/customers';
import { fieldCodeOf } from './fieldCode';

/** The code of the first refusal TypeBox gives one property of the Basic setup request. */
function codeOf(property: keyof typeof CustomerBasicsSchema.properties, value: unknown) {
  const request = { name: 'Acme', city: null, state: null, zip: null, logoUrl: null, [property]: value };
  const error = Value.Errors(CustomerBasicsSchema, request).First();
  if (error === undefined) return null;
  return fieldCodeOf(error.type, CustomerBasicsSchema.properties[property] as TSchema, value);
}

test.each<[keyof typeof CustomerBasicsSchema.properties, unknown, string | null]>([
  ['name', 'Acme Media', null],
  ['name', '', 'required'],
  ['name', 'A'.repeat(201), 'too_long'],
  ['name', 'Acme\tMedia', 'control_characters'],
  // A nullable text is judged by its text branch, as the server's first anyOf error is.
  ['city', 'C'.repeat(101), 'too_long'],
  ['city', 'Aus\u0000tin', 'control_characters'],
  ['logoUrl', 'javascript:alert(1)', 'pattern'],
  ['logoUrl', '/assets/logo.svg', null],
  ['zip', 78701, 'type'],
])('%s = %j is refused as %s', (property, value, code) => {
  expect(codeOf(property, value)).toBe(code);
});

test('a missing property is required, and an unknown refusal is invalid', () => {
  expect(fieldCodeOf(ValueErrorType.ObjectRequiredProperty, undefined, undefined)).toBe('required');
  expect(fieldCodeOf(ValueErrorType.Never, undefined, 'x')).toBe('invalid');
});
