import { defaultMessagePreferences, type EventMessageKind } from '@kt/contract/phone/message-kinds';
import { renderMessage, type MessageParams } from '@kt/contract/phone/message-texts';
import type { Language } from '@kt/contract/i18n/languages';
import { accountLanguage, inLanguage } from '../i18n/language-context.ts';
import { jobDb, type JobWriter } from '../jobs/jobs.ts';
import type { Messages } from './message-queue.ts';

/**
 * WhatsApp consent of a message_preferences row named `row` as SQL: opted in, and not ended
 * since (the profile switch clears the opt-in; a STOP reply records only the opt-out).
 */
export const whatsappConsentSql = (row: string) =>
  `(${row}.whatsapp_opted_in_at is not null and (${row}.whatsapp_opted_out_at is null or ${row}.whatsapp_opted_out_at < ${row}.whatsapp_opted_in_at))`;

/**
 * One event for one account: its kind, the template's values, and the order it is about. Values
 * made of words (a decision, an outcome, the items) are given as a function: it runs in the
 * account's language (issue 29).
 */
export type UserNotice<K extends EventMessageKind> = {
  userId: number;
  kind: K;
  values: MessageParams<K> | (() => MessageParams<K>);
  orderNumber?: string;
};

type Recipient = {
  /** The verified sign-in number, else null: nothing goes to a number nobody proved is theirs. */
  to: string | null;
  sms: boolean;
  whatsapp: boolean;
  email: boolean;
  whatsappConsent: boolean;
  hasEmail: boolean;
  language: string;
};

// With no row of their own, a user has the contract's defaults ($3, $4, $5) and no WhatsApp consent.
const recipientSql = `
  select case when u.mobile_verified_at is not null then u.mobile_e164 end as "to",
         coalesce(jsonb_exists(p.sms, $2), $3::boolean) as "sms",
         coalesce(jsonb_exists(p.whatsapp, $2), $4::boolean) as "whatsapp",
         coalesce(jsonb_exists(p.email, $2), $5::boolean) as "email",
         coalesce(${whatsappConsentSql('p')}, false) as "whatsappConsent",
         u.email <> '' as "hasEmail",
         u.language as "language"
    from users u left join message_preferences p on p.user_id = u.id
   where u.id = $1`;

/**
 * Tells a user of an event the way they chose (issue 27): an SMS when the kind is on for SMS and
 * their number is verified; a WhatsApp message when it is on for WhatsApp and they opted in too.
 * Both are queued through `writer`, the transaction of the change, so they go out once it
 * commits. E-mail is the caller's: it queues its own mail only when `wantsEmail` (the kind is on
 * for e-mail and the account has an address), written in `language`, the account's (issue 29:
 * `inLanguage(language, () => mail(...))`). Several statements: call it before a pipeline's
 * `finishWith`, never inside it.
 */
export async function notifyUser<K extends EventMessageKind>(
  deps: { messages: Pick<Messages, 'queue'> },
  writer: JobWriter,
  notice: UserNotice<K>,
): Promise<{ wantsEmail: boolean; language: Language }> {
  const db = jobDb(writer);
  const defaults = (channel: keyof typeof defaultMessagePreferences) => defaultMessagePreferences[channel].includes(notice.kind);
  const { rows } = await db.executeSql(recipientSql, [notice.userId, notice.kind, defaults('sms'), defaults('whatsapp'), defaults('email')]);
  const recipient = rows[0] as Recipient | undefined;
  if (!recipient) return { wantsEmail: false, language: accountLanguage(undefined) };
  const language = accountLanguage(recipient.language);
  if (recipient.to) {
    const { values } = notice;
    const { text, params } = inLanguage(language, () => renderMessage(notice.kind, typeof values === 'function' ? values() : values));
    const message = { to: recipient.to, kind: notice.kind, params, text, language, userId: notice.userId, orderNumber: notice.orderNumber };
    // A spent SMS budget or a channel without a provider drops the message, never the change.
    if (recipient.sms) await deps.messages.queue(writer, { ...message, channel: 'sms' });
    if (recipient.whatsapp && recipient.whatsappConsent) await deps.messages.queue(writer, { ...message, channel: 'whatsapp' });
  }
  return { wantsEmail: recipient.email && recipient.hasEmail, language };
}

/**
 * The language of an account's messages (issue 29), read through `writer`: for a mail to an
 * account that notifyUser was not asked about. English for an account that is gone.
 */
export async function accountLanguageOf(writer: JobWriter, userId: number): Promise<Language> {
  const { rows } = await jobDb(writer).executeSql('select language from users where id = $1', [userId]);
  return accountLanguage((rows[0] as { language?: string } | undefined)?.language);
}
