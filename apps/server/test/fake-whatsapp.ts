import { createHmac, randomBytes } from 'node:crypto';
import { messageKinds, type MessageKind } from '@kt/contract/phone/message-kinds';
import { messageTemplates } from '@kt/contract/phone/message-texts';
import { startFakeProviderServer, type FakeFailure, type FakeProviderServer } from './fake-provider.ts';

/** A template message the fake accepted. */
export type WhatsAppSent = { id: string; to: string; template: string; language: string; bodyParams: string[]; buttonParams: string[] };

export type FakeWhatsApp = FakeProviderServer & {
  /** The Graph API base with its version (WHATSAPP_BASE_URL). */
  url: string;
  accessToken: string;
  phoneNumberId: string;
  templates: Record<MessageKind, string>;
  appSecret: string;
  verifyToken: string;
  /** The variables that point the app at this fake, the STOP webhook's included. */
  env: Record<
    'WHATSAPP_ACCESS_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_BASE_URL' | 'WHATSAPP_TEMPLATES' | 'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN',
    string
  >;
  sent: WhatsAppSent[];
};

const fbtraceId = () => `A${randomBytes(11).toString('base64url')}`;

/** The Graph API's error body. */
export function graphError(code: number, message: string, extra: Record<string, unknown> = {}) {
  return { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: fbtraceId() } };
}

function failureAnswer(failure: FakeFailure) {
  switch (failure) {
    case 'server-error':
      return { status: 500, body: graphError(1, 'An unknown error has occurred.', { is_transient: true }) };
    case 'rate-limit':
      // The Cloud API answers its throughput limit with 400 and code 130429, not with 429.
      return { status: 400, body: graphError(130429, '(#130429) Rate limit hit', { error_data: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' } }) };
    case 'permanent':
      return { status: 400, body: graphError(131026, 'Message undeliverable', { error_data: { messaging_product: 'whatsapp', details: 'Message Undeliverable.' } }) };
  }
}

type TemplateComponent = { type?: unknown; sub_type?: unknown; parameters?: { type?: unknown; text?: unknown }[] };

const textsOf = (component: TemplateComponent | undefined) => (component?.parameters ?? []).map((p) => String(p.text ?? ''));

/**
 * A fake of the WhatsApp Business Cloud API (POST /{version}/{phone-number-id}/messages) on
 * 127.0.0.1: checks the bearer token, the body, the template and its parameter count (and the
 * copy-code button of the authentication template) as the Graph API does, answering with its
 * bodies and error codes.
 */
export async function startFakeWhatsApp(
  options: { accessToken?: string; phoneNumberId?: string; version?: string; /** The language the templates are approved in. */ language?: string } = {},
): Promise<FakeWhatsApp> {
  const accessToken = options.accessToken ?? `EAAG${randomBytes(16).toString('hex')}`;
  const phoneNumberId = options.phoneNumberId ?? '106540352242922';
  const version = options.version ?? 'v21.0';
  const approvedLanguage = options.language ?? 'en';
  const templates = Object.fromEntries(messageKinds.map((kind) => [kind, `kt_${kind}`])) as Record<MessageKind, string>;
  const kindOfTemplate = new Map(messageKinds.map((kind) => [templates[kind], kind]));
  const sent: WhatsAppSent[] = [];

  const server = await startFakeProviderServer({
    failureAnswer,
    answer({ method, path, headers, json }) {
      if (headers.authorization !== `Bearer ${accessToken}`) {
        return { status: 401, body: graphError(190, 'Invalid OAuth access token - Cannot parse access token') };
      }
      if (method !== 'POST' || path !== `/${version}/${phoneNumberId}/messages`) {
        const id = path.split('/')[2] ?? '';
        return {
          status: 400,
          body: graphError(100, `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, { type: 'GraphMethodException', error_subcode: 33 }),
        };
      }
      const body = (json ?? {}) as { messaging_product?: unknown; to?: unknown; type?: unknown; template?: { name?: unknown; language?: { code?: unknown }; components?: TemplateComponent[] } };
      if (body.messaging_product !== 'whatsapp') return { status: 400, body: graphError(100, '(#100) The parameter messaging_product is required.') };
      if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return { status: 400, body: graphError(100, '(#100) Invalid parameter', { error_data: { details: 'to: a phone number in international format, digits only' } }) };
      if (body.type !== 'template' || !body.template) return { status: 400, body: graphError(131009, '(#131009) Parameter value is not valid', { error_data: { details: 'Only template messages outside the 24-hour window' } }) };
      const kind = typeof body.template.name === 'string' ? kindOfTemplate.get(body.template.name) : undefined;
      const language = String(body.template.language?.code ?? '');
      if (!kind || language !== approvedLanguage) {
        return {
          status: 404,
          body: graphError(132001, '(#132001) Template name does not exist in the translation', {
            error_data: { messaging_product: 'whatsapp', details: `template name (${String(body.template.name)}) does not exist in ${language}` },
          }),
        };
      }
      const components = body.template.components ?? [];
      const bodyParams = textsOf(components.find((c) => c.type === 'body'));
      const button = components.find((c) => c.type === 'button');
      if (bodyParams.length !== messageTemplates[kind].params.length) {
        return { status: 400, body: graphError(132000, '(#132000) Number of parameters does not match the expected number of params', { error_data: { messaging_product: 'whatsapp', details: `body: number of localizable_params (${bodyParams.length}) does not match the expected number of params (${messageTemplates[kind].params.length})` } }) };
      }
      // An authentication template's copy-code button needs the code too.
      if (kind === 'otp' && (button?.sub_type !== 'url' || textsOf(button)[0] !== bodyParams[0])) {
        return { status: 400, body: graphError(131008, '(#131008) Required parameter is missing', { error_data: { messaging_product: 'whatsapp', details: 'buttons: Button at index 0 of type Url requires a parameter' } }) };
      }
      const id = `wamid.${randomBytes(24).toString('base64url')}`;
      sent.push({ id, to: body.to, template: String(body.template.name), language, bodyParams, buttonParams: textsOf(button) });
      return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] } };
    },
  });

  const appSecret = randomBytes(16).toString('hex');
  const verifyToken = `verify-${randomBytes(8).toString('hex')}`;
  const url = `${server.origin}/${version}`;
  return {
    ...server,
    url,
    accessToken,
    phoneNumberId,
    templates,
    appSecret,
    verifyToken,
    env: {
      WHATSAPP_ACCESS_TOKEN: accessToken,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_BASE_URL: url,
      WHATSAPP_TEMPLATES: messageKinds.map((kind) => `${kind}:${templates[kind]}`).join(','),
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
    },
    sent,
  };
}

/** The body Meta posts to the webhook when someone writes `text` to the business number from `from` (digits, e.g. 919876543210). */
export function whatsAppIncomingText(from: string, text: string, phoneNumberId = '106540352242922') {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
              messages: [{ from, id: `wamid.${randomBytes(24).toString('base64url')}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  };
}

/** X-Hub-Signature-256 as Meta signs a webhook call: HMAC-SHA256 of the raw body with the app secret. */
export function whatsAppSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}
