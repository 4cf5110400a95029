import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the built service worker precaches (dist/sw.js, InjectManifest), and how big it all is. */
const DIST = path.resolve(__dirname, '..', 'dist');

interface Entry {
  url: string;
  revision: string | null;
}

function precacheManifest(): Entry[] {
  const source = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const match = /\[\{'revision':[^\]]*\}\]/.exec(source) ?? /\[\{"revision":[^\]]*\}\]/.exec(source);
  if (!match) throw new Error('No precache manifest found in dist/sw.js');
  return JSON.parse(match[0].replace(/'/g, '"')) as Entry[];
}

describe('the service worker build', () => {
  const entries = precacheManifest();
  const urls = entries.map((entry) => entry.url);

  it('precaches the app shell: index.html, every chunk, the translations, the icons and the browser check', () => {
    expect(urls).toEqual(expect.arrayContaining(['/index.html', '/browser-check.js', '/favicon.svg', '/manifest.webmanifest']));
    for (const lang of ['en', 'fr', 'es']) expect(urls).toContain(`/assets/i18n/${lang}.json`);
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    for (const [, script] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) expect(urls).toContain(script);
    expect(urls.filter((url) => url.startsWith('/static/js/')).length).toBeGreaterThan(3);
  });

  it('does not precache source maps, version.json or the worker itself', () => {
    expect(urls.filter((url) => /\.map$|version\.json$|\/sw\.js$/.test(url))).toEqual([]);
  });

  it('lets hashed chunk names stand for their revision', () => {
    const hashed = entries.filter((entry) => entry.url.startsWith('/static/'));
    expect(hashed.every((entry) => entry.revision === null)).toBe(true);
    expect(entries.filter((entry) => !entry.url.startsWith('/static/')).every((entry) => entry.revision)).toBe(true);
  });

  it('stays small', () => {
    const workerBytes = statSync(path.join(DIST, 'sw.js')).size;
    const files = entries.map((entry) => path.join(DIST, entry.url));
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
    const precacheBytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    console.info(`sw.js ${workerBytes} bytes; precache ${entries.length} files, ${precacheBytes} bytes`);
    expect(workerBytes).toBeLessThan(40 * 1024);
    expect(precacheBytes).toBeLessThan(3 * 1024 * 1024);
  });
});
