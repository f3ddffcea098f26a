import { SMTPServer } from 'smtp-server';
import { onCleanup } from '../bench/cleanup.ts';
import { freePort, loopback } from '../bench/processes.ts';

export type ReceivedMail = { to: string[]; subject: string; at: number };

/**
 * An SMTP server on 127.0.0.1 that keeps each mail's recipients and subject. `stop()` closes it
 * (connections are then refused) and `start()` listens again on the same port.
 */
export type SmtpSink = {
  port: number;
  url: string;
  mails: ReceivedMail[];
  isRunning(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** The Subject header of a raw message: header lines unfolded, RFC 2047 words decoded. */
export function subjectOf(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const line = /^subject:[ \t]*(.*)$/im.exec(head)?.[1] ?? '';
  return decodeWords(line.trim());
}

function decodeWords(text: string): string {
  // Adjacent encoded words are joined without the space between them.
  return text
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  async function start() {
    if (server) return;
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping must refuse mail at once, not after the default 30 s of grace.
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: subjectOf(Buffer.concat(chunks).toString('utf8')),
            at: performance.now(),
          });
          callback();
        });
      },
    });
    // A client that goes away mid-conversation (the server killed on purpose) is an error of that
    // connection only; unheard, it would end the test.
    next.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, loopback, () => resolve());
    });
    server = next;
  }

  async function stop() {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  onCleanup('stop the SMTP sink', stop);
  return { port, url: `smtp://${loopback}:${port}`, mails, isRunning: () => server !== undefined, start, stop };
}

/** Copies of each (recipient, subject) among `mails`. */
export function countMails(mails: readonly ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of mails) {
    for (const to of mail.to) counts.set(mailKey(to, mail.subject), (counts.get(mailKey(to, mail.subject)) ?? 0) + 1);
  }
  return counts;
}

export const mailKey = (to: string, subject: string) => `${to.toLowerCase()} | ${subject}`;
