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
