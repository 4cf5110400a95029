import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_LANGUAGES, EMAIL_TEMPLATE_IDS } from '../email';

export const EmailLanguageSchema = Type.Union(EMAIL_LANGUAGES.map((language) => Type.Literal(language)));

export const EmailTemplateIdSchema = Type.Union(EMAIL_TEMPLATE_IDS.map((id) => Type.Literal(id)));

export const EmailPreviewSchema = Type.Object({
  language: Type.String(),
  subject: Type.String(),
  /** Plain text: every message is sent as text only. */
  text: Type.String(),
});
export type EmailPreview = Static<typeof EmailPreviewSchema>;

export const EmailLayoutsResponseSchema = Type.Object({
  /** 'outbox' while no SMTP server is configured. */
  delivery: Type.Union([Type.Literal('smtp'), Type.Literal('outbox')]),
  layouts: Type.Array(Type.Object({ template: EmailTemplateIdSchema, previews: Type.Array(EmailPreviewSchema) })),
});
export type EmailLayoutsResponse = Static<typeof EmailLayoutsResponseSchema>;

export const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  recipient: Type.String(),
  template: Type.String(),
  language: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

export const EmailOutboxResponseSchema = Type.Object({ messages: Type.Array(OutboxMessageSchema) });
export type EmailOutboxResponse = Static<typeof EmailOutboxResponseSchema>;
