import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract';
import { needs } from '../access/routeAccess';
import type { AppContext } from '../context';
import { ok, serviceSchema } from '../routes/envelope';
import { EMAIL_LANGUAGES, TEMPLATE_IDS, duration, renderEmail, type EmailLanguage } from './templates';

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
        clientRequest: {},
        clientResponse: Type.Object({
          delivery: Type.Union([Type.Literal('smtp'), Type.Literal('outbox')]),
          layouts: Type.Array(
            Type.Object({
              template: Type.String(),
              previews: Type.Array(Type.Object({ language: Type.String(), subject: Type.String(), text: Type.String() })),
            }),
          ),
        }),
      }),
    },
    async () =>
      ok({
        delivery: mailer.kind,
        layouts: TEMPLATE_IDS.map((template) => ({
          template,
          previews: EMAIL_LANGUAGES.map((language: EmailLanguage) => {
            const { subject, text } = renderEmail(template, language, {
              link: EXAMPLE_LINK,
              organisation: 'Acme Media',
              validFor: duration(language, template === 'invitation' ? 7 * 86_400_000 : 30 * 60_000),
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
        clientRequest: {},
        clientResponse: Type.Object({
          messages: Type.Array(
            Type.Object({
              id: Type.Integer(),
              recipient: Type.String(),
              template: Type.String(),
              language: Type.String(),
              subject: Type.String(),
              text: Type.String(),
              createdAt: Type.String(),
            }),
          ),
        }),
      }),
    },
    async () => {
      const rows = await db.query<{
        id: string;
        recipient: string;
        template: string;
        language: string;
        subject: string;
        body_text: string;
        created_at: Date;
      }>('SELECT id, recipient, template, language, subject, body_text, created_at FROM email_outbox ORDER BY id DESC LIMIT $1', [
        OUTBOX_PAGE,
      ]);
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
