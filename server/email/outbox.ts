import type { Queryable } from '../db/port';

/** One message kept in the database while no SMTP server is configured (mailer.ts writes them). */
export interface OutboxRow {
  id: string;
  recipient: string;
  template: string;
  language: string;
  subject: string;
  body_text: string;
  created_at: Date;
}

/** The newest `limit` messages of the outbox, newest first. */
export function newestOutboxMessages(q: Queryable, limit: number): Promise<OutboxRow[]> {
  return q.query<OutboxRow>(
    'SELECT id, recipient, template, language, subject, body_text, created_at FROM email_outbox ORDER BY id DESC LIMIT $1',
    [limit],
  );
}
