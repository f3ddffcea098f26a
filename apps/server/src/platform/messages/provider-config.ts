import { messageKinds, type MessageKind, type PhoneChannel } from '@kt/contract/phone/message-kinds';

/** SMS through MSG91's Flow API (DLT templates). */
export type Msg91Config = {
  authKey: string;
  /** Without a trailing slash. */
  baseUrl: string;
  /** Each kind's MSG91 template (flow) id, linked to its DLT template. */
  templateIds: Record<MessageKind, string>;
  /** Needed only where the flow's sender is "FromAPI". */
  senderId: string | undefined;
};

/** WhatsApp through the Business Cloud API (approved utility templates). */
export type WhatsAppConfig = {
  accessToken: string;
  phoneNumberId: string;
  /** Graph API base with its version, without a trailing slash. */
  baseUrl: string;
  /** Each kind's approved template name. */
  templates: Record<MessageKind, string>;
  language: string;
  /** The STOP webhook (whatsapp-webhook.ts); undefined: not served. */
  webhook: { appSecret: string; verifyToken: string } | undefined;
};

/** The variables that, all set, turn a channel's provider on. */
export const phoneChannelVariables: Record<PhoneChannel, readonly string[]> = {
  sms: ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_IDS'],
  whatsapp: ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TEMPLATES'],
};

export type PhoneProviderEnv = {
  MSG91_AUTH_KEY?: string | undefined;
  MSG91_BASE_URL: string;
  MSG91_TEMPLATE_IDS?: string | undefined;
  MSG91_SENDER_ID?: string | undefined;
  WHATSAPP_ACCESS_TOKEN?: string | undefined;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_BASE_URL: string;
  WHATSAPP_TEMPLATES?: string | undefined;
  WHATSAPP_TEMPLATE_LANGUAGE: string;
  WHATSAPP_APP_SECRET?: string | undefined;
  WHATSAPP_VERIFY_TOKEN?: string | undefined;
};

const kindsList = messageKinds.join(', ');

/**
 * A `kind:value,kind:value` list with a value for every message kind, or the problems with it
 * (one line each, naming the variable).
 */
export function parseKindList(variable: string, text: string, valuePattern: RegExp, valueRule: string): Record<MessageKind, string> | string[] {
  const problems: string[] = [];
  const found = new Map<string, string>();
  // A kind named with a bad value is reported once, not again as missing.
  const named = new Set<string>();
  for (const item of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const at = item.indexOf(':');
    const kind = at < 0 ? item : item.slice(0, at).trim();
    const value = at < 0 ? '' : item.slice(at + 1).trim();
    named.add(kind);
    if (!(messageKinds as readonly string[]).includes(kind)) problems.push(`${variable}: '${kind}' is not a message kind (the kinds: ${kindsList})`);
    else if (!valuePattern.test(value)) problems.push(`${variable}: the value for ${kind} must be ${valueRule}`);
    else if (found.has(kind)) problems.push(`${variable}: ${kind} is given twice`);
    else found.set(kind, value);
  }
  const missing = messageKinds.filter((kind) => !named.has(kind));
  if (missing.length > 0) problems.push(`${variable}: no template for ${missing.join(', ')} (kind:value for every kind, comma-separated: ${kindsList})`);
  return problems.length > 0 ? problems : (Object.fromEntries(found) as Record<MessageKind, string>);
}

/** Names what a partly configured channel still needs, or [] when it has all or none of its variables. */
function missingPart(channel: PhoneChannel, e: PhoneProviderEnv, extras: readonly (keyof PhoneProviderEnv)[]): string[] {
  const required = phoneChannelVariables[channel] as readonly (keyof PhoneProviderEnv)[];
  const given = [...required, ...extras].filter((name) => e[name]);
  if (given.length === 0) return [];
  const missing = required.filter((name) => !e[name]);
  if (missing.length === 0) return [];
  const what = channel === 'sms' ? 'SMS through MSG91' : 'WhatsApp through the Business Cloud API';
  return [`${missing.join(', ')}: required for ${what} (${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set); set ${required.join(', ')}, or none of them`];
}

/**
 * Each channel's provider from its variables: all of a channel's variables set turns it on,
 * none leaves it off (the outbox outside production), some is a mistake the start refuses.
 */
export function readPhoneProviders(e: PhoneProviderEnv): { problems: string[]; msg91: Msg91Config | undefined; whatsapp: WhatsAppConfig | undefined } {
  const problems: string[] = [];
  let msg91: Msg91Config | undefined;
  let whatsapp: WhatsAppConfig | undefined;

  const smsMissing = missingPart('sms', e, ['MSG91_SENDER_ID']);
  problems.push(...smsMissing);
  if (smsMissing.length === 0 && e.MSG91_AUTH_KEY && e.MSG91_TEMPLATE_IDS) {
    const templateIds = parseKindList('MSG91_TEMPLATE_IDS', e.MSG91_TEMPLATE_IDS, /^[A-Za-z0-9_-]{1,64}$/, 'an MSG91 template id (letters, digits, - and _)');
    if (Array.isArray(templateIds)) problems.push(...templateIds);
    else msg91 = { authKey: e.MSG91_AUTH_KEY, baseUrl: e.MSG91_BASE_URL.replace(/\/+$/, ''), templateIds, senderId: e.MSG91_SENDER_ID };
  }

  const whatsappMissing = missingPart('whatsapp', e, ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN']);
  problems.push(...whatsappMissing);
  if (Boolean(e.WHATSAPP_APP_SECRET) !== Boolean(e.WHATSAPP_VERIFY_TOKEN)) {
    problems.push('WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN: set both (the STOP webhook needs both) or neither');
  }
  if (e.WHATSAPP_PHONE_NUMBER_ID && !/^\d+$/.test(e.WHATSAPP_PHONE_NUMBER_ID)) {
    problems.push('WHATSAPP_PHONE_NUMBER_ID: the phone number id of the WhatsApp Manager (digits), not the phone number');
  }
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(e.WHATSAPP_TEMPLATE_LANGUAGE)) {
    problems.push("WHATSAPP_TEMPLATE_LANGUAGE: a template language code such as en, en_US or hi");
  }
  if (whatsappMissing.length === 0 && e.WHATSAPP_ACCESS_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_TEMPLATES) {
    const templates = parseKindList('WHATSAPP_TEMPLATES', e.WHATSAPP_TEMPLATES, /^[a-z0-9_]{1,512}$/, 'an approved template name (lowercase letters, digits and _)');
    if (Array.isArray(templates)) problems.push(...templates);
    else {
      whatsapp = {
        accessToken: e.WHATSAPP_ACCESS_TOKEN,
        phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
        baseUrl: e.WHATSAPP_BASE_URL.replace(/\/+$/, ''),
        templates,
        language: e.WHATSAPP_TEMPLATE_LANGUAGE,
        webhook: e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN ? { appSecret: e.WHATSAPP_APP_SECRET, verifyToken: e.WHATSAPP_VERIFY_TOKEN } : undefined,
      };
    }
  }
  return { problems, msg91, whatsapp };
}
