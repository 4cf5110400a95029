import { OUTAGE_RETRY_AFTER_CAP_MS, OUTAGE_RETRY_MAX_MS } from '../config/constants';
import { outageDelay, parseRetryAfter } from './outage';

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);

test.each([
  ['5', 5_000],
  [' 0 ', 0],
  [new Date(NOW + 12_000).toUTCString(), 12_000],
  [new Date(NOW - 60_000).toUTCString(), 0],
  ['86400', OUTAGE_RETRY_AFTER_CAP_MS],
  ['soon', null],
  ['-3', null],
  ['', null],
  [null, null],
])('Retry-After %p is %p ms', (value, expected) => {
  expect(parseRetryAfter(value, NOW)).toBe(expected);
});

test('backoff doubles per failure up to the maximum, with jitter in its upper half', () => {
  expect([0, 1, 2, 3].map((failures) => outageDelay(failures, null, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
  expect([0, 1, 2, 3].map((failures) => outageDelay(failures, null, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
  expect(outageDelay(20, null, () => 1)).toBe(OUTAGE_RETRY_MAX_MS);
});

test('never sooner than the server’s Retry-After', () => {
  expect(outageDelay(0, 10_000, () => 1)).toBe(10_000);
  expect(outageDelay(5, 1_000, () => 1)).toBe(OUTAGE_RETRY_MAX_MS);
});
