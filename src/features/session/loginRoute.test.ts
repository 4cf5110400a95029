import { parseLoginRoute } from './loginRoute';

/** §2 sign-in links: the address keeps {ftl}/{userName}; password and customer come from memory. */
const link = { ftl: 'ftl', userName: 'new%2Bhire%40acme.test', passWord: 'Temp%2FPass-1', customerId: '102' };

test('puts the password and customer id of the link back for the same ftl and username', () => {
  expect(parseLoginRoute('ftl/new%2Bhire%40acme.test', link).prefill).toEqual({
    ftl: 'ftl',
    userName: 'new+hire@acme.test',
    passWord: 'Temp/Pass-1',
    customerId: 102,
    complete: true,
  });
});

test('never for another username, nor for a route that already names more', () => {
  expect(parseLoginRoute('ftl/other%40acme.test', link).prefill).toMatchObject({
    userName: 'other@acme.test',
    passWord: null,
    complete: false,
  });
  expect(parseLoginRoute('ftl/new%2Bhire%40acme.test/Typed-1/5', link).prefill).toMatchObject({ passWord: 'Typed-1', customerId: 5 });
  expect(parseLoginRoute('status/sessionExpired', link)).toEqual({ status: 'sessionExpired', prefill: null });
});

test('without a link the route only pre-fills the username', () => {
  expect(parseLoginRoute('ftl/new%2Bhire%40acme.test').prefill).toMatchObject({
    userName: 'new+hire@acme.test',
    passWord: null,
    complete: false,
  });
});
