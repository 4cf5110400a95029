import { EMAIL_LANGUAGES, type EmailLanguage, type EmailTemplateId } from '../../contract';

export interface TemplateValues {
  /** The one-time link (invitation, password reset). */
  link?: string;
  organisation?: string;
  /** Hours or days the link stays valid, as text. */
  validFor?: string;
}

interface Wording {
  subject: string;
  lines: string[];
}

type Catalogue = Record<EmailTemplateId, Record<EmailLanguage, Wording>>;

const CATALOGUE: Catalogue = {
  invitation: {
    en: {
      subject: 'You are invited to {organisation} on Takeflow',
      lines: ['You have been invited to join {organisation} on Takeflow.', 'Set your password here (valid for {validFor}):', '{link}'],
    },
    fr: {
      subject: 'Invitation à rejoindre {organisation} sur Takeflow',
      lines: [
        'Vous êtes invité à rejoindre {organisation} sur Takeflow.',
        'Choisissez votre mot de passe ici (valable {validFor}) :',
        '{link}',
      ],
    },
    es: {
      subject: 'Invitación a {organisation} en Takeflow',
      lines: ['Le han invitado a unirse a {organisation} en Takeflow.', 'Elija su contraseña aquí (válido durante {validFor}):', '{link}'],
    },
  },
  joinInvitation: {
    en: {
      subject: 'You are invited to {organisation} on Takeflow',
      lines: [
        'You have been invited to join {organisation} on Takeflow with your existing account.',
        'Nothing changes until you accept: open this link and choose Join (valid for {validFor}):',
        '{link}',
        'If you do not want to join, ignore this message.',
      ],
    },
    fr: {
      subject: 'Invitation à rejoindre {organisation} sur Takeflow',
      lines: [
        'Vous êtes invité à rejoindre {organisation} sur Takeflow avec votre compte existant.',
        'Rien ne change tant que vous n’acceptez pas : ouvrez ce lien et choisissez Rejoindre (valable {validFor}) :',
        '{link}',
        'Si vous ne souhaitez pas rejoindre cette organisation, ignorez ce message.',
      ],
    },
    es: {
      subject: 'Invitación a {organisation} en Takeflow',
      lines: [
        'Le han invitado a unirse a {organisation} en Takeflow con su cuenta actual.',
        'Nada cambia hasta que acepte: abra este enlace y elija Unirse (válido durante {validFor}):',
        '{link}',
        'Si no desea unirse, ignore este mensaje.',
      ],
    },
  },
  passwordReset: {
    en: {
      subject: 'Reset your Takeflow password',
      lines: [
        'Someone asked to reset the password of this Takeflow account.',
        'Choose a new password here (valid for {validFor}, once):',
        '{link}',
        'If it was not you, ignore this message.',
      ],
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Takeflow',
      lines: [
        'Une réinitialisation du mot de passe de ce compte Takeflow a été demandée.',
        'Choisissez un nouveau mot de passe ici (valable {validFor}, une seule fois) :',
        '{link}',
        'Si ce n’est pas vous, ignorez ce message.',
      ],
    },
    es: {
      subject: 'Restablezca su contraseña de Takeflow',
      lines: [
        'Alguien ha pedido restablecer la contraseña de esta cuenta de Takeflow.',
        'Elija una nueva contraseña aquí (válido durante {validFor}, una sola vez):',
        '{link}',
        'Si no fue usted, ignore este mensaje.',
      ],
    },
  },
  passwordChanged: {
    en: {
      subject: 'Your Takeflow password was changed',
      lines: [
        'The password of this Takeflow account was just changed, and every other session was signed out.',
        'If it was not you, contact your administrator at once.',
      ],
    },
    fr: {
      subject: 'Votre mot de passe Takeflow a été modifié',
      lines: [
        'Le mot de passe de ce compte Takeflow vient d’être modifié et toutes les autres sessions ont été fermées.',
        'Si ce n’est pas vous, contactez immédiatement votre administrateur.',
      ],
    },
    es: {
      subject: 'Su contraseña de Takeflow ha cambiado',
      lines: [
        'La contraseña de esta cuenta de Takeflow acaba de cambiar y se han cerrado todas las demás sesiones.',
        'Si no fue usted, avise a su administrador de inmediato.',
      ],
    },
  },
};

const DURATIONS: Record<EmailLanguage, { minutes: (n: number) => string; days: (n: number) => string }> = {
  en: { minutes: (n) => `${n} minutes`, days: (n) => `${n} days` },
  fr: { minutes: (n) => `${n} minutes`, days: (n) => `${n} jours` },
  es: { minutes: (n) => `${n} minutos`, days: (n) => `${n} días` },
};

export function duration(language: EmailLanguage, ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % (24 * 60) === 0 ? DURATIONS[language].days(minutes / (24 * 60)) : DURATIONS[language].minutes(minutes);
}

export interface RenderedEmail {
  template: EmailTemplateId;
  language: EmailLanguage;
  subject: string;
  text: string;
}

const fill = (text: string, values: TemplateValues) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name as keyof TemplateValues] ?? whole);

/** Plain text only: no markup to inject into, and every mail client shows it. */
export function renderEmail(template: EmailTemplateId, language: EmailLanguage, values: TemplateValues): RenderedEmail {
  const wording = CATALOGUE[template][language];
  return { template, language, subject: fill(wording.subject, values), text: wording.lines.map((line) => fill(line, values)).join('\n\n') };
}

export function emailLanguage(value: string | undefined): EmailLanguage {
  const base = value?.toLowerCase().split('-')[0];
  return (EMAIL_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as EmailLanguage) : 'en';
}
