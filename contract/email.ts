/** The emailed messages (Email Layouts, the outbox): what the server's email calls answer. */
export type EmailTemplateId = 'invitation' | 'passwordReset' | 'passwordChanged';

export interface EmailPreview {
  language: string;
  subject: string;
  /** Plain text: every message is sent as text only. */
  text: string;
}

export interface EmailLayoutsResponse {
  /** 'outbox' while no SMTP server is configured. */
  delivery: 'smtp' | 'outbox';
  layouts: { template: EmailTemplateId; previews: EmailPreview[] }[];
}

export interface OutboxMessage {
  id: number;
  recipient: string;
  template: string;
  language: string;
  subject: string;
  text: string;
  createdAt: string;
}

export interface EmailOutboxResponse {
  messages: OutboxMessage[];
}
