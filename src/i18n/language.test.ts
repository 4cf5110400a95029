import { browserLanguage, initialLanguage, LANGUAGE_STORAGE_KEY } from './language';

describe('the first language of /login', () => {
  it('follows the browser among en, fr and es', () => {
    expect(browserLanguage(['fr-FR', 'en-US'])).toBe('fr');
    expect(browserLanguage(['de-DE', 'es-419', 'fr'])).toBe('es');
    expect(browserLanguage(['de-DE', 'ja'])).toBeNull();
  });

  it('prefers the remembered choice, and falls back to English', () => {
    const stored = (value: string | null) => (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null);
    expect(initialLanguage(stored('es'), ['fr-FR'])).toBe('es');
    expect(initialLanguage(stored(null), ['fr-FR'])).toBe('fr');
    expect(initialLanguage(stored('xx'), ['de'])).toBe('en');
    expect(
      initialLanguage(() => {
        throw new Error('blocked');
      }, ['es-ES']),
    ).toBe('es');
  });
});
