import type { Msg91Config } from './provider-config.ts';
import { ProviderError, type MessageSender, type StoredMessage } from './message-types.ts';
import { postJson, providerTimeoutMs, readJson } from './provider-http.ts';

export type Msg91Settings = Pick<Msg91Config, 'authKey' | 'baseUrl' | 'templateIds'> & { senderId?: string | undefined; timeoutMs?: number };

/**
 * The Flow API's body for one message: its kind's template (linked to the DLT template) and the
 * parameters in the template's order as var1..varN; the number as 91XXXXXXXXXX.
 */
export function msg91FlowBody(message: StoredMessage, settings: Pick<Msg91Settings, 'templateIds' | 'senderId'>) {
  const vars = Object.fromEntries(message.params.map((value, i) => [`var${i + 1}`, value]));
  return {
    template_id: settings.templateIds[message.kind],
    short_url: '0',
    ...(settings.senderId ? { sender: settings.senderId } : {}),
    recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...vars }],
  };
}

/**
 * SMS through MSG91's Flow API. A 429, a 5xx or no answer is retried by the job; any other
 * refusal (a bad auth key, an unknown template, an invalid number), as a 4xx or as a 200 whose
 * type is 'error', fails the message at once.
 */
export function createMsg91Sender(settings: Msg91Settings): MessageSender {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/api/v5/flow`;
  return {
    channel: 'sms',
    mode: 'provider',
    async send(message) {
      const { status, body, answer } = await postJson(url, { authkey: settings.authKey }, msg91FlowBody(message, settings), settings.timeoutMs ?? providerTimeoutMs);
      if (status === 429 || status >= 500) throw new ProviderError(`MSG91 answered ${status}`, { answer, isPermanent: false });
      const json = readJson(body) as { type?: unknown; message?: unknown } | undefined;
      if (status >= 200 && status < 300 && json?.type === 'success') {
        return { providerMessageId: typeof json.message === 'string' ? json.message : null, answer };
      }
      if ((status >= 400 && status < 500) || json?.type === 'error') throw new ProviderError(`MSG91 refused the SMS (${status})`, { answer, isPermanent: true });
      // A 2xx or 3xx that is neither success nor error (a proxy's page): not known to be sent, so tried again.
      throw new ProviderError(`MSG91 answered ${status} without a result`, { answer, isPermanent: false });
    },
  };
}
