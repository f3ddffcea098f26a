import { randomBytes } from 'node:crypto';
import { messageKinds, type MessageKind } from '@kt/contract/phone/message-kinds';
import { startFakeProviderServer, type FakeFailure, type FakeProviderServer } from './fake-provider.ts';

/** An SMS the fake accepted: the template it went out as, its variables and its request id. */
export type Msg91Sms = { requestId: string; templateId: string; mobiles: string; vars: Record<string, string> };

export type FakeMsg91 = FakeProviderServer & {
  /** The base URL to hand the adapter (MSG91_BASE_URL). */
  url: string;
  authKey: string;
  templateIds: Record<MessageKind, string>;
  /** The variables that point the app at this fake. */
  env: { MSG91_AUTH_KEY: string; MSG91_BASE_URL: string; MSG91_TEMPLATE_IDS: string };
  /** What it accepted, oldest first. */
  sent: Msg91Sms[];
};

const refusal = (message: string, code?: string) => ({ type: 'error', message, ...(code ? { code } : {}) });

/** MSG91's answers to a failure a test asks for. */
function failureAnswer(failure: FakeFailure) {
  switch (failure) {
    case 'server-error':
      return { status: 500, body: refusal('Internal Server Error', '500') };
    case 'rate-limit':
      return { status: 429, body: refusal('Too Many Requests', '429') };
    case 'permanent':
      // MSG91 often refuses a number with a 200 whose type is 'error'.
      return { status: 200, body: refusal('Mobile number is not valid', '418') };
  }
}

/**
 * A fake of MSG91's Flow API (POST /api/v5/flow) on 127.0.0.1: checks the authkey header, the
 * JSON body, the template id and each recipient's number as MSG91 does, answering with its
 * bodies (`{ type: 'success', message: <request id> }`, or `{ type: 'error', message }`).
 */
export async function startFakeMsg91(options: { authKey?: string; templateIds?: Partial<Record<MessageKind, string>> } = {}): Promise<FakeMsg91> {
  const authKey = options.authKey ?? `fake-msg91-${randomBytes(8).toString('hex')}`;
  const templateIds = Object.fromEntries(
    messageKinds.map((kind, i) => [kind, options.templateIds?.[kind] ?? `6650a1b2c3d4e5f6a7b8c${String(i).padStart(3, '0')}`]),
  ) as Record<MessageKind, string>;
  const known = new Set(Object.values(templateIds));
  const sent: Msg91Sms[] = [];

  const server = await startFakeProviderServer({
    failureAnswer,
    answer({ method, path, headers, json }) {
      if (method !== 'POST' || path.replace(/\/+$/, '') !== '/api/v5/flow') return { status: 404, body: refusal('Not Found', '404') };
      if (headers.authkey !== authKey) return { status: 401, body: refusal('Authentication failure', '401') };
      if (!String(headers['content-type'] ?? '').startsWith('application/json') || typeof json !== 'object' || json === null) {
        return { status: 400, body: refusal('Invalid JSON body', '400') };
      }
      const body = json as { template_id?: unknown; recipients?: unknown };
      if (typeof body.template_id !== 'string' || !known.has(body.template_id)) {
        return { status: 400, body: refusal('Template ID Missing or Invalid Template', '400') };
      }
      if (!Array.isArray(body.recipients) || body.recipients.length === 0) return { status: 400, body: refusal('Recipients Missing', '400') };
      const recipients = body.recipients as Record<string, unknown>[];
      if (recipients.some((r) => typeof r.mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(r.mobiles))) {
        return { status: 400, body: refusal('Mobile number is not valid', '400') };
      }
      const requestId = randomBytes(12).toString('hex');
      for (const { mobiles, ...vars } of recipients) {
        sent.push({ requestId, templateId: body.template_id, mobiles: String(mobiles), vars: vars as Record<string, string> });
      }
      return { status: 200, body: { type: 'success', message: requestId } };
    },
  });

  return {
    ...server,
    url: server.origin,
    authKey,
    templateIds,
    env: {
      MSG91_AUTH_KEY: authKey,
      MSG91_BASE_URL: server.origin,
      MSG91_TEMPLATE_IDS: messageKinds.map((kind) => `${kind}:${templateIds[kind]}`).join(','),
    },
    sent,
  };
}
