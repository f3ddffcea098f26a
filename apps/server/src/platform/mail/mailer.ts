import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };
/** Where the job worker delivers mail (platform/jobs/jobs.ts); nothing else sends mail directly. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' sends; 'outbox' keeps the mail in the database for the development mailbox. */
  kind: 'smtp' | 'outbox';
  close(): void;
};

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // A mail server that hangs must fail the job within the queue's heartbeat, not after minutes.
  // Pooled: a few connections stay open and carry one mail after another, where a connection
  // (TCP, TLS, greeting) per mail held the worker to about 70 mails a second, fewer than checkout places orders.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
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
