import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { parse } from 'acorn';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundleTranslations } = require('../../../../scripts/i18n-bundle') as {
  bundleTranslations: () => Record<string, Record<string, unknown>>;
};

/** public/browser-check.js: the classic script that runs before the bundle (§5). */
const SOURCE = readFileSync(path.join(__dirname, '../../../../public/browser-check.js'), 'utf8');
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

class FakeRequest {
  static last: FakeRequest | null = null;
  url = '';
  readyState = 0;
  status = 0;
  responseText = '';
  onreadystatechange: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {}
  answer(body: unknown) {
    this.readyState = 4;
    this.status = 200;
    this.responseText = JSON.stringify(body);
    this.onreadystatechange?.();
  }
}

function run(userAgent: string, pathname: string, stored: string | null = null) {
  const replace = jest.fn();
  FakeRequest.last = null;
  const window = {
    navigator: { userAgent },
    location: { pathname, replace },
    localStorage: { getItem: () => stored },
  };
  runInNewContext(SOURCE, { window, document, XMLHttpRequest: FakeRequest, JSON });
  return { replace, request: FakeRequest.last as FakeRequest | null };
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

describe('public/browser-check.js', () => {
  it('is ES5, so an old Internet Explorer can run it', () => {
    expect(() => parse(SOURCE, { ecmaVersion: 5 })).not.toThrow();
  });

  it('sends an old Internet Explorer to /no-support', () => {
    expect(run(IE11, '/home/library').replace).toHaveBeenCalledWith('/no-support');
  });

  it('does nothing in a modern browser', () => {
    const { replace, request } = run(CHROME, '/login');
    expect(replace).not.toHaveBeenCalled();
    expect(request).toBeNull();
  });

  it('shows the notice without the bundle, in the remembered language', () => {
    const { replace, request } = run(IE11, '/no-support', 'fr');
    expect(replace).not.toHaveBeenCalled();
    expect(request?.url).toBe('/assets/i18n/fr.json');
    request?.answer(bundleTranslations().fr);
    expect(document.querySelector('h1')?.textContent).toBe('Votre navigateur n’est pas pris en charge');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/no-support/info/background-upload-clips');
    document.documentElement.lang = 'en';
  });

  it('shows the background upload page on its own route', () => {
    const { request } = run(IE11, '/no-support/info/background-upload-clips');
    expect(request?.url).toBe('/assets/i18n/en.json');
    request?.answer(bundleTranslations().en);
    expect(document.querySelector('h1')?.textContent).toBe('Background upload of clips');
  });

  it('leaves the page alone when the app already rendered it', () => {
    document.body.innerHTML = '<div id="root"><p>rendered</p></div>';
    run(IE11, '/no-support').request?.answer(bundleTranslations().en);
    expect(document.querySelector('h1')).toBeNull();
  });
});
