import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PhoneChannel } from '@kt/contract/phone/message-kinds';
import { formatIndianMobile, toIndianE164 } from '@kt/contract/phone/mobile-number';
import { messageOutbox } from '../db/schema/index.ts';
import { sendError } from '../http/errors.ts';
import { escapeHtml, linkify, onlyOnThisMachine } from '../mail/dev-mailbox.ts';
import type { SenderMode } from './message-types.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

/** Whether this server keeps SMS or WhatsApp in the development outbox: outside production, with a channel that has no provider. */
export function servesDevMessages(env: string, modes: Record<PhoneChannel, SenderMode>): boolean {
  return env !== 'production' && Object.values(modes).includes('outbox');
}

const channelLabels: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/**
 * The development outbox of SMS and WhatsApp (issue 27), as /dev/mailbox is for mail: what the
 * server would have sent by a channel without a provider. /dev/messages for people,
 * /dev/messages.json for tests. It holds every sign-in code, so it answers callers on this
 * machine only, unless DEV_MAILBOX_REMOTE=true says otherwise; never registered in production.
 */
export function registerDevMessages(app: FastifyInstance, options: { allowRemote: boolean }) {
  const { db } = app.deps;
  const ZQuery = z.object({ to: z.string().max(32).optional() });

  const onlyHere = onlyOnThisMachine(options);

  /** The newest 50, for one number when `to` names one (+91XXXXXXXXXX or the 10 digits); null when `to` is not a number. */
  async function list(to: string | undefined) {
    const query = db.select().from(messageOutbox).orderBy(desc(messageOutbox.id)).limit(50);
    if (!to) return query;
    const e164 = toIndianE164(to);
    return e164 ? query.where(eq(messageOutbox.toE164, e164)) : null;
  }

  app.get('/dev/messages.json', { onRequest: onlyHere, schema: { querystring: ZQuery } }, async (request, reply) => {
    const { to } = request.query as z.infer<typeof ZQuery>;
    const rows = await list(to);
    if (!rows) return sendError(reply, request, 'VALIDATION', phoneMessages.invalidNumber);
    return rows.map((row) => ({ id: row.id, channel: row.channel, to: row.toE164, text: row.text, createdAt: row.createdAt }));
  });

  app.get('/dev/messages', { onRequest: onlyHere, schema: { querystring: ZQuery } }, async (request, reply) => {
    const { to } = request.query as z.infer<typeof ZQuery>;
    const rows = await list(to);
    if (!rows) return sendError(reply, request, 'VALIDATION', phoneMessages.invalidNumber);
    const items = rows
      .map(
        (row) =>
          `<article><h2>${escapeHtml(channelLabels[row.channel] ?? row.channel)} to ${escapeHtml(formatIndianMobile(row.toE164))}</h2><p class="meta">${row.createdAt.toISOString()}</p><pre>${linkify(row.text)}</pre></article>`,
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development messages</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1f2933}article{border:1px solid #e4e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:18px;margin:0}.meta{color:#52606d;font-size:14px}pre{white-space:pre-wrap;font-family:inherit}a{color:#3b7d17}</style></head><body><h1>Development messages</h1><p>SMS and WhatsApp the server keeps instead of sending, because their providers are not configured (MSG91_*, WHATSAPP_*). Not available in production.</p>${items || '<p>No messages yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
}
