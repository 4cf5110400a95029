import { createInstance, type TFunction } from 'i18next';
import { FIELD_CODES, type ServiceResponse } from '../../contract/envelope';
import { fieldErrorText, formRefusal } from './fieldErrors';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundleTranslations } = require('../../scripts/i18n-bundle') as {
  bundleTranslations: () => Record<string, Record<string, unknown>>;
};

const resources = Object.fromEntries(Object.entries(bundleTranslations()).map(([lng, strings]) => [lng, { translation: strings }]));

async function translator(lng: string): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, fallbackLng: false, resources, interpolation: { escapeValue: false } });
  return i18n.t;
}

const refused = (fields: ServiceResponse<unknown>['fields'], errorMessage = 'body/clientRequest/x must …'): ServiceResponse<unknown> => ({
  status: 'Error',
  clientResponse: null,
  errorMessage,
  code: 'validation',
  ...(fields === undefined ? {} : { fields }),
});

describe('fieldErrorText', () => {
  it('words every field code in English, French and Spanish, each language its own', async () => {
    const [en, fr, es] = await Promise.all(['en', 'fr', 'es'].map(translator));
    for (const code of FIELD_CODES) {
      const words = [en, fr, es].map((t) => fieldErrorText(t!, { field: 'x', code }));
      expect(words.every((text) => text !== '' && !text.startsWith('api.'))).toBe(true);
      expect(new Set(words).size).toBe(3);
    }
    expect(fieldErrorText(fr!, { field: 'username', code: 'taken' })).toBe('Cette valeur est déjà utilisée.');
  });

  it('takes the form’s key for that field and code, then for that field, before the generic words', async () => {
    const t = await translator('fr');
    const hints = { 'currentPassword.incorrect': 'session.passwordForm.errors.wrongCurrent', logoUrl: 'customers.errors.logoUrl' };
    expect(fieldErrorText(t, { field: 'currentPassword', code: 'incorrect' }, hints)).toBe(t('session.passwordForm.errors.wrongCurrent'));
    expect(fieldErrorText(t, { field: 'currentPassword', code: 'too_long' }, hints)).toBe(t('api.fieldErrors.too_long'));
    expect(fieldErrorText(t, { field: 'logoUrl', code: 'pattern' }, hints)).toBe(t('customers.errors.logoUrl'));
  });
});

describe('formRefusal', () => {
  it('puts each named field of the form under it, through aliases, and ignores the English message', async () => {
    const t = await translator('es');
    const answer = refused([
      { field: 'email', code: 'already_member' },
      { field: 'displayName', code: 'blank' },
      { field: 'notOnTheForm', code: 'invalid' },
    ]);
    expect(formRefusal(t, answer, ['username', 'displayName'] as const, { aliases: { email: 'username' } })).toEqual({
      byField: { username: t('api.fieldErrors.already_member'), displayName: t('api.fieldErrors.blank') },
      failure: null,
    });
  });

  it('falls back above the form: generic words for a refused body naming none of its fields, else the server’s message', async () => {
    const t = await translator('fr');
    expect(formRefusal(t, refused([{ field: 'other', code: 'type' }]), ['name'] as const)).toEqual({
      byField: {},
      failure: t('api.errors.refused'),
    });
    const forbidden: ServiceResponse<unknown> = { status: 'Error', clientResponse: null, errorMessage: 'Not yours', code: 'forbidden' };
    expect(formRefusal(t, forbidden, ['name'] as const)).toEqual({ byField: {}, failure: 'Not yours' });
    expect(formRefusal(t, { ...forbidden, errorMessage: null }, ['name'] as const).failure).toBe(t('api.errors.failed'));
  });
});
