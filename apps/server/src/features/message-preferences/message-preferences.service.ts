import type { AccountCategory } from '@kt/contract/accounts/account-types';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import {
  customerMessageKinds,
  dealerMessageKinds,
  defaultMessagePreferences,
  messageChannels,
  type EventMessageKind,
  type MessagePreferenceChoice,
} from '@kt/contract/phone/message-kinds';
import type { MessagePreferences } from '@kt/contract/phone/phone-fields';
import type { MessagePreferencesRepo, StoredPreferences } from './message-preferences.repo.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

type Caller = { userId: number; category: AccountCategory };

/** The events an account can be told of: a customer's orders, or a dealer's business (an employee's too). */
function kindsOf(category: AccountCategory): readonly EventMessageKind[] {
  return category === 'customer' ? customerMessageKinds : dealerMessageKinds;
}

/** Each channel's kinds, only those of `kinds`, in the contract's order. */
function keepKinds(choice: MessagePreferenceChoice, kinds: readonly EventMessageKind[]): MessagePreferenceChoice {
  const keep = (chosen: readonly EventMessageKind[]) => kinds.filter((kind) => chosen.includes(kind));
  return Object.fromEntries(messageChannels.map((channel) => [channel, keep(choice[channel])])) as MessagePreferenceChoice;
}

/** Issue 27: which messages a user gets by SMS, WhatsApp and e-mail, and their WhatsApp consent. */
export function createMessagePreferencesService(repo: MessagePreferencesRepo) {
  async function stored(userId: number): Promise<StoredPreferences> {
    const found = await repo.find(userId);
    // Gone since its token was checked.
    if (!found) throw new AppError('UNAUTHENTICATED', messages.accounts.signInToContinue);
    return found;
  }

  function view(category: AccountCategory, found: StoredPreferences): MessagePreferences {
    const kinds = kindsOf(category);
    const choice = keepKinds(found.choice ?? defaultMessagePreferences, kinds);
    return {
      ...choice,
      kinds: [...kinds],
      whatsapp_opted_in: found.whatsappOptedIn,
      whatsapp_opted_in_at: found.whatsappOptedInAt?.toISOString() ?? null,
      mobile_e164: found.mobileVerifiedAt ? found.mobileE164 : null,
      has_email: found.email !== '',
    };
  }

  return {
    async preferences(caller: Caller): Promise<MessagePreferences> {
      return view(caller.category, await stored(caller.userId));
    },

    /** Replaces the choice; WhatsApp consent needs a verified number to send to. */
    async update(caller: Caller, request: { choice: MessagePreferenceChoice; whatsappOptIn: boolean }): Promise<MessagePreferences> {
      const before = await stored(caller.userId);
      const hasNumber = before.mobileE164 !== null && before.mobileVerifiedAt !== null;
      if (request.whatsappOptIn && !hasNumber) throw new AppError('CONFLICT', phoneMessages.noVerifiedNumber);
      await repo.save(caller.userId, keepKinds(request.choice, kindsOf(caller.category)), request.whatsappOptIn);
      return view(caller.category, await stored(caller.userId));
    },
  };
}
export type MessagePreferencesService = ReturnType<typeof createMessagePreferencesService>;
