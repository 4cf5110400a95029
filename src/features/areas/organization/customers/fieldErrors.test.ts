import { fieldErrors } from './fieldErrors';

const FIELDS = ['name', 'logoUrl', 'zip'] as const;

test('each message goes to the field it names; others stay general', () => {
  const found = fieldErrors(
    'body/clientRequest/logoUrl must match pattern "^x$", body/clientRequest/zip must NOT have more than 20 characters',
    FIELDS,
  );
  expect([...found]).toEqual([
    ['logoUrl', 'must match pattern "^x$"'],
    ['zip', 'must NOT have more than 20 characters'],
  ]);
  expect([...fieldErrors('The organisation needs a name', FIELDS)]).toEqual([[null, 'The organisation needs a name']]);
  expect([...fieldErrors('body/clientRequest/other is invalid', FIELDS)]).toEqual([[null, 'body/clientRequest/other is invalid']]);
});
