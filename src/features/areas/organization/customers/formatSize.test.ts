import { formatSize } from './formatSize';

test.each([
  [0, 'en', '0 bytes'],
  [512, 'fr', '512 octets'],
  [1536, 'en', '1.5 kB'],
  [1536, 'fr', '1,5 ko'],
  [5 * 1024 * 1024 * 1024, 'es', '5 GB'],
  [3.25 * 1024 ** 4, 'en', '3.3 TB'],
])('%d bytes in %s: %s', (bytes, language, text) => {
  expect(formatSize(bytes, language).replace(/\s/g, ' ')).toBe(text);
});
