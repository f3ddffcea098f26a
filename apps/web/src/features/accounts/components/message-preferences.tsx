import { useId, useState, type FormEvent } from 'react';
import { messages } from '@kt/contract/messages';
import { eventMessageKinds, messageChannels, type EventMessageKind, type MessageChannel } from '@kt/contract/phone/message-kinds';
import type { MessagePreferences as StoredPreferences } from '@kt/contract/phone/phone-fields';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayInIndia } from '../../../lib/format.ts';
import { useSaveMessagePreferences } from '../api/message-preferences.ts';
import { phoneTexts } from '../message-texts.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

const t = phoneTexts.preferences;

type Choice = Record<MessageChannel, ReadonlySet<EventMessageKind>>;

function choiceOf(stored: StoredPreferences): Choice {
  return { sms: new Set(stored.sms), whatsapp: new Set(stored.whatsapp), email: new Set(stored.email) };
}

/** The kinds switched on, in the contract's order (the body is the same whatever order they were switched in). */
function listOf(kinds: ReadonlySet<EventMessageKind>): EventMessageKind[] {
  return eventMessageKinds.filter((kind) => kinds.has(kind));
}

type Props = { accountId: number; stored: StoredPreferences };

/**
 * The profile's 'Messages' (issue 27): the WhatsApp consent, then per message kind of this
 * account a switch per channel. A channel that cannot reach the person shows its switches off
 * and locked, with the reason (SMS and WhatsApp without a verified number, WhatsApp until the
 * consent is on, e-mail for an account without an address); its stored choice is kept and sent
 * back unchanged, so it applies once the channel opens. Saved together.
 */
export function MessagePreferences({ accountId, stored }: Props) {
  const headingId = useId();
  const noNumberId = useId();
  const noWhatsappId = useId();
  const noEmailId = useId();
  const consentHintId = useId();
  const [choice, setChoice] = useState<Choice>(() => choiceOf(stored));
  const [isOptedIn, setIsOptedIn] = useState(stored.whatsapp_opted_in);
  const save = useSaveMessagePreferences(accountId);

  const hasNumber = stored.mobile_e164 !== null;
  /** Why a channel's switches cannot be used (the id of the note that says so), or null. */
  const blockedBy: Record<MessageChannel, string | null> = {
    sms: hasNumber ? null : noNumberId,
    whatsapp: !hasNumber ? noNumberId : isOptedIn ? null : noWhatsappId,
    email: stored.has_email ? null : noEmailId,
  };

  function toggle(channel: MessageChannel, kind: EventMessageKind, isOn: boolean) {
    setChoice((current) => {
      const kinds = new Set(current[channel]);
      if (isOn) kinds.add(kind);
      else kinds.delete(kind);
      return { ...current, [channel]: kinds };
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { sms: listOf(choice.sms), whatsapp: listOf(choice.whatsapp), email: listOf(choice.email), whatsapp_opt_in: isOptedIn },
      {
        onSuccess: () => toast.success(phoneMessages.preferencesSaved),
        onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
      },
    );
  }

  const consentSince = stored.whatsapp_opted_in && isOptedIn && stored.whatsapp_opted_in_at ? t.whatsappSince(formatDayInIndia(stored.whatsapp_opted_in_at)) : null;
  return (
    <section className="phone-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="phone-section__title">
        {t.heading}
      </h2>
      <p className="muted">{t.lead}</p>
      <form className="form" onSubmit={submit} aria-busy={save.isPending}>
        <div className="message-consent">
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              className="switch__input"
              checked={isOptedIn}
              disabled={!hasNumber}
              aria-describedby={hasNumber ? consentHintId : noNumberId}
              onChange={(event) => setIsOptedIn(event.currentTarget.checked)}
            />
            <span className="switch__track" aria-hidden="true" />
            <span className="switch__label">{t.whatsappConsent}</span>
          </label>
          <p id={consentHintId} className="field__hint">
            {consentSince ?? t.whatsappOffHint}
          </p>
        </div>
        <div className="message-choices__scroll">
          <table className="message-choices">
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.message}</th>
                {messageChannels.map((channel) => (
                  <th key={channel} scope="col">
                    {t.channels[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stored.kinds.map((kind) => (
                <tr key={kind}>
                  <th scope="row">
                    <span className="message-choices__kind">{phoneTexts.kinds[kind].label}</span>
                    <span className="message-choices__hint">{phoneTexts.kinds[kind].hint}</span>
                  </th>
                  {messageChannels.map((channel) => (
                    <td key={channel}>
                      <label className="switch switch--bare">
                        <input
                          type="checkbox"
                          role="switch"
                          className="switch__input"
                          checked={blockedBy[channel] === null && choice[channel].has(kind)}
                          disabled={blockedBy[channel] !== null}
                          aria-label={t.switchLabel(t.channels[channel], phoneTexts.kinds[kind].label)}
                          aria-describedby={blockedBy[channel] ?? undefined}
                          onChange={(event) => toggle(channel, kind, event.currentTarget.checked)}
                        />
                        <span className="switch__track" aria-hidden="true" />
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ChannelNotes
          ids={{ noNumber: noNumberId, noWhatsapp: noWhatsappId, noEmail: noEmailId }}
          hasNumber={hasNumber}
          isOptedIn={isOptedIn}
          hasEmail={stored.has_email}
        />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </button>
        </div>
      </form>
    </section>
  );
}

type NotesProps = { ids: { noNumber: string; noWhatsapp: string; noEmail: string }; hasNumber: boolean; isOptedIn: boolean; hasEmail: boolean };

/** Why some switches cannot be used; each switch points at its note. */
function ChannelNotes({ ids, hasNumber, isOptedIn, hasEmail }: NotesProps) {
  if (hasNumber && isOptedIn && hasEmail) return null;
  return (
    <ul className="message-choices__notes">
      {!hasNumber && <li id={ids.noNumber}>{phoneMessages.noVerifiedNumber}</li>}
      {hasNumber && !isOptedIn && <li id={ids.noWhatsapp}>{phoneMessages.whatsappNotOptedIn}</li>}
      {!hasEmail && <li id={ids.noEmail}>{t.noEmail}</li>}
    </ul>
  );
}
