import { OUTDATED_CLIENT_MESSAGE, compareVersions, isOutdatedClient } from './version';

describe('version check', () => {
  it.each([
    ['1.2.3', '1.2.3', 0],
    ['1.2', '1.2.0', 0],
    ['1.2.3', '1.2.10', -1],
    ['1.10.0', '1.9.9', 1],
    ['2.0.0', '10.0.0', -1],
    ['v2.4.0', '2.4.0', 0],
    ['2.4.0-beta.1', '2.4.0', 0],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });

  it('flags only older clients; a missing header is not checked', () => {
    expect(isOutdatedClient('2.3.9', '2.4.0')).toBe(true);
    expect(isOutdatedClient('2.4.0', '2.4.0')).toBe(false);
    expect(isOutdatedClient('2.5.0', '2.4.0')).toBe(false);
    expect(isOutdatedClient(undefined, '2.4.0')).toBe(false);
    expect(isOutdatedClient('', '2.4.0')).toBe(false);
  });

  it('says exactly what §8 says', () => {
    expect(OUTDATED_CLIENT_MESSAGE).toBe(
      "Oops, there's something wrong. Try clearing your browser cache by pressing Ctrl+Shift+R (Windows) or Cmd+Shift+R (Mac).",
    );
  });
});
