import { defineCalls } from '../kit/call';
import { OUTBOX_PAGE } from '../email';
import { EmailLayoutsResponseSchema, EmailOutboxResponseSchema } from '../schemas/email';
import { EmptyRequestSchema } from '../schemas/envelope';

/** The organisation’s email layouts and outbox. */
export const EMAIL_CALLS = defineCalls({
  getEmailLayouts: {
    tag: 'email',
    summary: 'The message templates with a preview per language (permission emailLayout.manage)',
    request: EmptyRequestSchema,
    response: EmailLayoutsResponseSchema,
    access: { anyOf: ['emailLayout.manage'] },
  },
  getEmailOutbox: {
    tag: 'email',
    summary: `The newest ${OUTBOX_PAGE} messages kept while no SMTP server is configured (permission emailOutbox.read)`,
    request: EmptyRequestSchema,
    response: EmailOutboxResponseSchema,
    access: { anyOf: ['emailOutbox.read'] },
  },
});
