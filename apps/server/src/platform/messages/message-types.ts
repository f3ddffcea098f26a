import type { Language } from '@kt/contract/i18n/languages';
import type { MessageKind, PhoneChannel } from '@kt/contract/phone/message-kinds';

/** An SMS or WhatsApp message to queue (issue 27): the template's kind and parameters, and its text as read. */
export type OutgoingMessage = {
  channel: PhoneChannel;
  /** +91 E.164. */
  to: string;
  kind: MessageKind;
  params: string[];
  text: string;
  /** The language `text` is written in (issue 29); English when not given. */
  language?: Language;
  userId?: number;
  orderNumber?: string;
};

/** A queued message as the worker hands it to its channel's sender. */
export type StoredMessage = Required<Pick<OutgoingMessage, 'channel' | 'to' | 'kind' | 'params' | 'text'>> & { id: string; language?: Language };

/**
 * How a channel delivers in this install: a provider's API, the development outbox, or not at
 * all (production without the channel's configuration).
 */
export type SenderMode = 'provider' | 'outbox' | 'off';

export type SendResult = { providerMessageId: string | null; answer: string };

/** One channel's delivery (a provider adapter or the outbox); throws ProviderError when the provider refuses. */
export type MessageSender = {
  channel: PhoneChannel;
  mode: SenderMode;
  send(message: StoredMessage): Promise<SendResult>;
};

/**
 * A provider's refusal. `isPermanent` (a bad number, a template it does not know, bad
 * credentials): the message is marked failed at once. Otherwise (5xx, 429, the network) the
 * job retries it with backoff.
 */
export class ProviderError extends Error {
  readonly answer: string;
  readonly isPermanent: boolean;

  constructor(message: string, options: { answer: string; isPermanent: boolean }) {
    super(message);
    this.name = 'ProviderError';
    this.answer = options.answer;
    this.isPermanent = options.isPermanent;
  }
}
