import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from './db/client.ts';
import { mailOutbox } from './db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' sends; 'outbox' keeps the mail in the database for the development mailbox. */
  kind: 'smtp' | 'outbox';
  close(): void;
};

/**
 * Sends a notice about something already stored (an order, a form, a decision): a mail server
 * that is down costs the recipient a mail, logged as `what`, and never fails or undoes the change.
 */
export async function sendNotice(mailer: Mailer, log: Pick<FastifyBaseLogger, 'error'>, message: MailMessage, what: string): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    log.error({ err: error }, `${what} not sent`);
  }
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({
        toAddress: message.to.toLowerCase(),
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
    },
    close: () => undefined,
  };
}
