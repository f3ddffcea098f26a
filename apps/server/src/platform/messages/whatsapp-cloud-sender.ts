import type { WhatsAppConfig } from './provider-config.ts';
import { ProviderError, type MessageSender, type StoredMessage } from './message-types.ts';
import { postJson, providerTimeoutMs, readJson } from './provider-http.ts';

export type WhatsAppSettings = Pick<WhatsAppConfig, 'accessToken' | 'phoneNumberId' | 'baseUrl' | 'templates' | 'language'> & { timeoutMs?: number };

/**
 * Graph error codes that mean "too much, too fast" (answered with 400 as often as with 429):
 * 4 the app's call limit, 80007 the business account's, 130429 the number's throughput,
 * 131048 spam rate limit, 131056 too many messages to one recipient.
 */
const rateLimitCodes = new Set([4, 80007, 130429, 131048, 131056]);

/**
 * The Cloud API's body for one message: its kind's approved template with the parameters in
 * order. An authentication template (the sign-in code) also carries the code for its copy-code
 * button.
 */
export function whatsAppTemplateBody(message: StoredMessage, settings: Pick<WhatsAppSettings, 'templates' | 'language'>) {
  const components: object[] = [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }];
  const code = message.params[0];
  if (message.kind === 'otp' && code) {
    components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: { name: settings.templates[message.kind], language: { code: templateLanguage(message, settings) }, components },
  };
}

/**
 * The template language of a message (issue 29): the configured code (WHATSAPP_TEMPLATE_LANGUAGE)
 * for English, the language's own code ('hi') for another; each kind's template must be
 * registered in that language too.
 */
export function templateLanguage(message: Pick<StoredMessage, 'language'>, settings: Pick<WhatsAppSettings, 'language'>): string {
  return !message.language || message.language === 'en' ? settings.language : message.language;
}

type GraphError = { error?: { code?: unknown; error_subcode?: unknown; message?: unknown } };

/**
 * WhatsApp through the Business Cloud API. A 5xx, a 429, a rate-limit code or no answer is
 * retried by the job; any other refusal (a bad token, a missing template, a number not on
 * WhatsApp) fails the message at once.
 */
export function createWhatsAppCloudSender(settings: WhatsAppSettings): MessageSender {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/${settings.phoneNumberId}/messages`;
  return {
    channel: 'whatsapp',
    mode: 'provider',
    async send(message) {
      const { status, body, answer } = await postJson(
        url,
        { authorization: `Bearer ${settings.accessToken}` },
        whatsAppTemplateBody(message, settings),
        settings.timeoutMs ?? providerTimeoutMs,
      );
      const json = readJson(body) as (GraphError & { messages?: { id?: unknown }[] }) | undefined;
      const id = json?.messages?.[0]?.id;
      if (status >= 200 && status < 300 && typeof id === 'string') return { providerMessageId: id, answer };
      const code = typeof json?.error?.code === 'number' ? json.error.code : undefined;
      const isTransient = status === 429 || status >= 500 || (code !== undefined && rateLimitCodes.has(code));
      if (!isTransient && status >= 400 && status < 500) {
        throw new ProviderError(`WhatsApp refused the message (${status}${code === undefined ? '' : `, code ${code}`})`, { answer, isPermanent: true });
      }
      // A rate limit, the Graph API down, or an answer without a message id: not known to be sent, so tried again.
      throw new ProviderError(`WhatsApp answered ${status}${code === undefined ? '' : ` (code ${code})`}`, { answer, isPermanent: false });
    },
  };
}
