import { safeImageUrl } from './safeUrl';

describe('safeImageUrl', () => {
  it('keeps site paths and http(s) addresses', () => {
    for (const url of [
      '/assets/logos/acme.svg',
      'logo.png',
      'https://cdn.takeflow.test/a.png',
      'http://x.test/b.png',
      '//cdn.test/c.png',
    ]) {
      expect(safeImageUrl(url)).toBe(url);
    }
  });

  it('refuses script, data and other schemes however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      'blob:https://x.test/1',
      'file:///etc/passwd',
      'javascript:alert(1)//.png',
    ]) {
      expect(safeImageUrl(url)).toBeNull();
    }
  });

  it('has nothing to load for an absent or blank address', () => {
    expect(safeImageUrl(null)).toBeNull();
    expect(safeImageUrl(undefined)).toBeNull();
    expect(safeImageUrl('  ')).toBeNull();
  });
});
