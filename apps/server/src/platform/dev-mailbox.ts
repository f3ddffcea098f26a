import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mailOutbox } from './db/schema/index.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The development mailbox: mail the server would have sent, when no SMTP server is
 * configured. Registered only outside production. /dev/mailbox for people, /dev/mailbox.json for tests.
 */
export function registerDevMailbox(app: FastifyInstance) {
  const { db } = app.deps;
  const ZQuery = z.object({ to: z.string().max(254).optional() });

  async function list(to: string | undefined) {
    const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
    return to ? query.where(eq(mailOutbox.toAddress, to.toLowerCase())) : query;
  }

  app.get('/dev/mailbox.json', { schema: { querystring: ZQuery } }, async (request) => {
    const { to } = request.query as z.infer<typeof ZQuery>;
    const rows = await list(to);
    return rows.map((row) => ({ id: row.id, to: row.toAddress, subject: row.subject, text: row.textBody, createdAt: row.createdAt }));
  });

  app.get('/dev/mailbox', { schema: { querystring: ZQuery } }, async (request, reply) => {
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
