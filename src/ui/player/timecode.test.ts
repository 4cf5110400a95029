import { formatTimecode, formatTimeRange } from './timecode';

describe('formatTimecode', () => {
  it.each([
    [0, '0:00'],
    [3, '0:03'],
    [3.9, '0:03'],
    [59.99, '0:59'],
    [60, '1:00'],
    [754, '12:34'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [-2, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatTimecode(seconds)).toBe(text);
  });

  it('writes a range with its end, and a time alone without one', () => {
    expect(formatTimeRange(3, 7.5)).toBe('0:03–0:07');
    expect(formatTimeRange(3, null)).toBe('0:03');
  });
});
