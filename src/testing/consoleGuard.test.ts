import { takeUnexpectedConsole } from './consoleGuard';

test('a warning written during a test is kept for the check after it', () => {
  console.error('An update to %s inside a test was not wrapped in act(...).', 'PageHeading');
  console.warn('deprecated');
  // Taken here, so this test itself passes; left in place, the check after the test throws.
  expect(takeUnexpectedConsole()).toEqual([
    'console.error: An update to PageHeading inside a test was not wrapped in act(...).',
    'console.warn: deprecated',
  ]);
});

test('the store checks’ timing notes depend on the machine, not the code, and are let through', () => {
  console.warn('SerializableStateInvariantMiddleware took 68ms, which is more than the warning threshold of 32ms.');
  console.warn('ImmutableStateInvariantMiddleware took 40ms, which is more than the warning threshold of 32ms.');
  expect(takeUnexpectedConsole()).toEqual([]);
});
