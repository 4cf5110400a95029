import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/port';
import type { RenderedEmail } from './templates';

export interface Mailer {
  /** Where messages go, for the start-up log: 'smtp' or 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
  send(to: string, email: RenderedEmail): Promise<void>;
}

/** SMTP through nodemailer (SMTP_URL). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(to, email) {
      await transport.sendMail({ from, to, subject: email.subject, text: email.text });
    },
  };
}

/**
 * Without a mail server, messages are kept in the database for the support role to read
 * (GET through the email outbox call), so the embedded default works out of the box.
 */
export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    async send(to, email) {
      await db.query(
        `INSERT INTO email_outbox (recipient, template, language, subject, body_text, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [to, email.template, email.language, email.subject, email.text, clock.now()],
      );
    },
  };
}

export function makeMailer(input: { smtpUrl: string | null; mailFrom: string; db: Db; clock: Clock }): Mailer {
  return input.smtpUrl === null ? outboxMailer(input.db, input.clock) : smtpMailer(input.smtpUrl, input.mailFrom);
}

export function logMailer(mailer: Mailer, log: FastifyBaseLogger): void {
  if (mailer.kind === 'outbox') log.warn('SMTP_URL is not set: email is kept in the database outbox, readable by the support role');
}
