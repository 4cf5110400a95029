import type { FastifyInstance } from 'fastify';
import { API_PATHS, EMAIL_LANGUAGES, EMAIL_TEMPLATE_IDS, type EmailLanguage } from '../../contract';
import { EmailLayoutsResponseSchema, EmailOutboxResponseSchema } from '../../contract/schemas/email';
import { EmptyRequestSchema } from '../../contract/schemas/envelope';
import { needs } from '../access/routeAccess';
import type { AppContext } from '../context';
import { ok, serviceSchema } from '../kit/envelope';
import { newestOutboxMessages } from './outbox';
import { duration, renderEmail } from './templates';

const OUTBOX_PAGE = 100;

const EXAMPLE_LINK = 'https://takeflow.example/setpassword#token=…';

/** Email Layouts (super-admin) and the outbox (support role). */
export async function emailRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, mailer } = opts.ctx;
  app.post(
    API_PATHS.getEmailLayouts,
    {
      config: needs(['emailLayout.manage']),
      schema: serviceSchema({
        tag: 'email',
        summary: 'The message templates with a preview per language (permission emailLayout.manage)',
        clientRequest: EmptyRequestSchema,
        clientResponse: EmailLayoutsResponseSchema,
      }),
    },
    async () =>
      ok({
        delivery: mailer.kind,
        layouts: EMAIL_TEMPLATE_IDS.map((template) => ({
          template,
          previews: EMAIL_LANGUAGES.map((language: EmailLanguage) => {
            const { subject, text } = renderEmail(template, language, {
              link: EXAMPLE_LINK,
              organisation: 'Acme Media',
              validFor: duration(language, template === 'passwordReset' ? 30 * 60_000 : 7 * 86_400_000),
            });
            return { language, subject, text };
          }),
        })),
      }),
  );

  app.post(
    API_PATHS.getEmailOutbox,
    {
      config: needs(['emailOutbox.read']),
      schema: serviceSchema({
        tag: 'email',
        summary: `The newest ${OUTBOX_PAGE} messages kept while no SMTP server is configured (permission emailOutbox.read)`,
        clientRequest: EmptyRequestSchema,
        clientResponse: EmailOutboxResponseSchema,
      }),
    },
    async () => {
      const rows = await newestOutboxMessages(db, OUTBOX_PAGE);
      return ok({
        messages: rows.map((row) => ({
          id: Number(row.id),
          recipient: row.recipient,
          template: row.template,
          language: row.language,
          subject: row.subject,
          text: row.body_text,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      });
    },
  );
}
