import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mailOutbox } from '../db/schema/index.ts';
import { sendError } from '../http/errors.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether a caller is on this machine: the socket's own peer is a loopback address and no
 * proxy forwarded the request (a proxy on the same machine would make everyone look local).
 * The forwarded address (request.ip) is never trusted here.
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return loopback.test(peer) && !forwardingHeaders.some((name) => request.headers[name] !== undefined);
}

/**
 * An onRequest hook for the development pages: callers on this machine pass (anyone when
 * `allowRemote`); others get the same 404 as for any unknown path, so nothing tells them a page
 * is here.
 */
export function onlyOnThisMachine(options: { allowRemote: boolean }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.allowRemote || isLoopbackCaller(request)) return;
    return sendError(reply, request, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`);
  };
}

/** Whether this server keeps its mail in the development mailbox: outside production, with no SMTP server. */
export function servesDevMailbox(env: string, mailerKind: 'smtp' | 'outbox'): boolean {
  return env !== 'production' && mailerKind === 'outbox';
}

/**
 * The development mailbox: mail the server would have sent, when no SMTP server is
 * configured. Registered only outside production. /dev/mailbox for people, /dev/mailbox.json
 * for tests. It holds every reset and verification link, so it answers callers on this
 * machine only, unless DEV_MAILBOX_REMOTE=true says otherwise (see README for the risk).
 */
export function registerDevMailbox(app: FastifyInstance, options: { allowRemote: boolean }) {
  const { db } = app.deps;
  const ZQuery = z.object({ to: z.string().max(254).optional() });

  const onlyHere = onlyOnThisMachine(options);

  async function list(to: string | undefined) {
    const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
    return to ? query.where(eq(mailOutbox.toAddress, to.toLowerCase())) : query;
  }

  app.get('/dev/mailbox.json', { onRequest: onlyHere, schema: { querystring: ZQuery } }, async (request) => {
    const { to } = request.query as z.infer<typeof ZQuery>;
    const rows = await list(to);
    return rows.map((row) => ({ id: row.id, to: row.toAddress, subject: row.subject, text: row.textBody, createdAt: row.createdAt }));
  });

  app.get('/dev/mailbox', { onRequest: onlyHere, schema: { querystring: ZQuery } }, async (request, reply) => {
    const { to } = request.query as z.infer<typeof ZQuery>;
    const rows = await list(to);
    const items = rows
      .map(
        (row) => `<article><h2>${escapeHtml(row.subject)}</h2><p class="meta">To ${escapeHtml(row.toAddress)} · ${row.createdAt.toISOString()}</p><pre>${linkify(row.textBody)}</pre></article>`,
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1f2933}article{border:1px solid #e4e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:18px;margin:0}.meta{color:#52606d;font-size:14px}pre{white-space:pre-wrap;font-family:inherit}a{color:#3b7d17}</style></head><body><h1>Development mailbox</h1><p>Mail the server keeps instead of sending, because no SMTP_URL is set. Not available in production.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
}
