/** The emailed messages (Email Layouts, the outbox): what the server's email calls answer. */
import type { EmailLayoutsResponse, EmailOutboxResponse, EmailPreview, OutboxMessage } from './schemas/email';

export type { EmailLayoutsResponse, EmailOutboxResponse, EmailPreview, OutboxMessage };

/** The messages Takeflow sends, in every language of the app (EMAIL_LANGUAGES). */
export const EMAIL_TEMPLATE_IDS = ['invitation', 'joinInvitation', 'passwordReset', 'passwordChanged'] as const;
export type EmailTemplateId = (typeof EMAIL_TEMPLATE_IDS)[number];

/** The languages a message is written in. */
export const EMAIL_LANGUAGES = ['en', 'fr', 'es'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

/** How many of the newest messages the outbox call answers. */
export const OUTBOX_PAGE = 100;
