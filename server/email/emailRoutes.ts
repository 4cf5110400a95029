import type { FastifyInstance } from 'fastify';
import { EMAIL_LANGUAGES, EMAIL_TEMPLATE_IDS, type EmailLanguage } from '../../contract';
import type { AppContext } from '../context';
import { ok } from '../kit/envelope';
import { newestOutboxMessages } from './outbox';
import { duration, renderEmail } from './templates';
import { EMAIL_CALLS } from '../../contract/calls';
import { OUTBOX_PAGE } from '../../contract/email';
import { serve } from '../access/serve';

const EXAMPLE_LINK = 'https://takeflow.example/setpassword#token=…';

/** Email Layouts (super-admin) and the outbox (support role). */
export async function emailRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, mailer } = opts.ctx;
  serve(app, EMAIL_CALLS.getEmailLayouts, async () =>
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

  serve(app, EMAIL_CALLS.getEmailOutbox, async () => {
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
  });
}
