import i18next from 'i18next';
import { fetchBackend } from './fetchBackend';

const respond = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: async () => body } as Response);

describe('fetchBackend', () => {
  it('loads the language file from its path and hands i18next the strings', async () => {
    const fetchImpl = jest.fn(() => respond(200, { session: { login: { submit: 'Se connecter' } } }));
    const instance = i18next.createInstance();
    const headers = { 'Web-Version': '1.2.3', 'ngsw-bypass': 'true' };
    await instance.use(fetchBackend((lang) => `/assets/i18n/${lang}.json`, headers, fetchImpl)).init({ lng: 'fr', fallbackLng: 'fr' });
    expect(fetchImpl).toHaveBeenCalledWith('/assets/i18n/fr.json', { headers, cache: 'no-cache' });
    expect(instance.t('session.login.submit')).toBe('Se connecter');
  });

  it('reports a missing file as an error, so i18next falls back instead of showing nothing', async () => {
    const callback = jest.fn();
    const backend = fetchBackend(
      (lang) => `/assets/i18n/${lang}.json`,
      {},
      () => respond(404, {}),
    );
    backend.read('xx', 'translation', callback);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callback).toHaveBeenCalledWith(expect.objectContaining({ message: '/assets/i18n/xx.json: HTTP 404' }), false);
  });
});
