import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '@kt/contract/messages';
import { defaultMessagePreferences } from '@kt/contract/phone/message-kinds';
import { maskIndianMobile, toIndianE164 } from '@kt/contract/phone/mobile-number';
import type { Db } from '../db/client.ts';
import { messagePreferences, users } from '../db/schema/index.ts';
import { sendError } from '../http/errors.ts';
import { readJson } from './provider-http.ts';

export const whatsAppWebhookPath = '/v3/api/webhooks/whatsapp/';

/** Replies that end WhatsApp messages (compared trimmed, in capitals, spaces collapsed). */
const stopWords = new Set(['STOP', 'STOP ALL', 'UNSUBSCRIBE']);

export function isStopReply(text: string): boolean {
  return stopWords.has(text.trim().replace(/\s+/g, ' ').toUpperCase());
}

/** Whether `header` (X-Hub-Signature-256) is 'sha256=' + the HMAC-SHA256 of the raw body with the app secret, compared in constant time. */
export function isSignedBy(appSecret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Two secrets compared in constant time, whatever their lengths. */
function isSameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

type IncomingMessage = { from?: unknown; type?: unknown; text?: { body?: unknown }; button?: { text?: unknown } };
type WebhookPayload = { entry?: { changes?: { field?: unknown; value?: { messages?: IncomingMessage[] } }[] }[] };

/** The +91 numbers that replied STOP in a webhook call (typed, or a quick-reply button's text). */
export function stopSenders(payload: unknown): string[] {
  const numbers = new Set<string>();
  for (const entry of (payload as WebhookPayload | undefined)?.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const message of change.value?.messages ?? []) {
        const text = message.type === 'text' ? message.text?.body : message.type === 'button' ? message.button?.text : undefined;
        if (typeof text !== 'string' || typeof message.from !== 'string' || !isStopReply(text)) continue;
        // WhatsApp writes the sender as digits with the country code (919876543210).
        const e164 = toIndianE164(`+${message.from.replace(/^\+/, '')}`);
        if (e164) numbers.add(e164);
      }
    }
  }
  return [...numbers];
}

/** Ends WhatsApp for the account with this number: the opt-out time kept, the opt-in cleared. False when no account has it. */
export async function endWhatsAppConsent(db: Db, mobileE164: string): Promise<boolean> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.mobileE164, mobileE164)).limit(1);
  if (!account) return false;
  await db
    .insert(messagePreferences)
    .values({
      userId: account.id,
      sms: [...defaultMessagePreferences.sms],
      whatsapp: [...defaultMessagePreferences.whatsapp],
      email: [...defaultMessagePreferences.email],
      whatsappOptedInAt: null,
      whatsappOptedOutAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: messagePreferences.userId,
      set: { whatsappOptedInAt: null, whatsappOptedOutAt: sql`now()`, updatedAt: sql`now()` },
    });
  return true;
}

const ZVerifyQuery = z.object({
  'hub.mode': z.string().max(32).optional(),
  'hub.verify_token': z.string().max(256).optional(),
  'hub.challenge': z.string().max(256).optional(),
});

/**
 * The WhatsApp Business webhook (issue 27): Meta's subscription check (GET) and its calls (POST),
 * each signed with the app secret. A STOP reply ends WhatsApp for the account with that number.
 * The signature covers the body's exact bytes, so this scope reads JSON as raw bytes with its own
 * parser (the platform's body layer stays as it is everywhere else) and parses it only once the
 * signature holds.
 */
export async function registerWhatsAppWebhook(app: FastifyInstance, settings: { appSecret: string; verifyToken: string; bodyLimitBytes: number }) {
  const { db } = app.deps;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: settings.bodyLimitBytes }, (_request, body, done) => done(null, body));

    scope.get(whatsAppWebhookPath, { schema: { querystring: ZVerifyQuery } }, async (request, reply) => {
      const query = request.query as z.infer<typeof ZVerifyQuery>;
      const token = query['hub.verify_token'];
      if (query['hub.mode'] !== 'subscribe' || token === undefined || !isSameSecret(token, settings.verifyToken)) {
        return sendError(reply, request, 'FORBIDDEN', messages.general.invalidRequest);
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    });

    scope.post(whatsAppWebhookPath, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isSignedBy(settings.appSecret, raw, request.headers['x-hub-signature-256'])) {
        return sendError(reply, request, 'UNAUTHENTICATED', messages.general.invalidRequest);
      }
      for (const number of stopSenders(readJson(raw.toString('utf8')))) {
        const hadAccount = await endWhatsAppConsent(db, number);
        request.log.info({ number: maskIndianMobile(number), hadAccount }, 'WhatsApp STOP reply: WhatsApp messages ended');
      }
      // Meta sends every call again until it gets a 200, whatever the call held.
      return reply.code(200).send();
    });
  });
}
