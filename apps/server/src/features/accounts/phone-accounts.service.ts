import type { AccountCategory } from '@kt/contract/accounts/account-types';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Language } from '@kt/contract/i18n/languages';
import { AppError } from '@kt/contract/errors';
import type { PhoneChannel } from '@kt/contract/phone/message-kinds';
import { nationalDigits } from '@kt/contract/phone/mobile-number';
import type { OtpPurpose } from '@kt/contract/phone/phone-fields';
import { accountLanguage } from '../../platform/i18n/language-context.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { findByMobile, insertAccount, isEmployerActive, isMobileNumberTaken, setVerifiedMobile, type AccountsRepo, type UserRow } from './accounts.repo.ts';
import type { OneTimeCodesRepo, Tx } from './one-time-codes.repo.ts';
import type { OneTimeCodesService } from './one-time-codes.service.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

type Side = 'customer' | 'dealer';

/** A signed-in caller as the access-token guard knows them. */
export type PhoneCaller = { userId: number; category: AccountCategory };

export type CodeAsked = {
  /** +91 E.164 (the contract's ZIndianMobile). */
  mobileE164: string;
  purpose: OtpPurpose;
  utype: Side;
  channel?: PhoneChannel;
  requestedFrom: string;
  /** The language the request asks for (issue 29): the code's message is written in it, or in the signing-in account's. */
  language?: Language;
};

/** What both mobile sign-ups send: the number, its code and the account's details (the spec's fields). */
type MobileSignUp = { mobile_number: string; code: string; username: string; account_type: string; role: string };
type CustomerAddress = { areaPincode: string; state: string; city: string; address: string };

type Deps = {
  accounts: Pick<AccountsRepo, 'findByMobile' | 'isEmployerActive'>;
  codes: OneTimeCodesService;
  codesRepo: Pick<OneTimeCodesRepo, 'isWhatsappOptedIn'>;
  messages: Pick<Messages, 'modes'>;
  /** The accounts service's sign-in: a new session and the auth record. */
  openSession(user: UserRow): Promise<AuthRecord>;
  now?: () => Date;
};

// Employees sign in where their dealer does.
const sideOf = (category: string): Side | null => (category === 'customer' ? 'customer' : category === 'dealer' || category === 'employee' ? 'dealer' : null);

const numberField = (text: string) => ({ mobile_number: [text] });
const accountExists = () => new AppError('CONFLICT', phoneMessages.accountExists, numberField(phoneMessages.accountExists));
const numberTaken = () => new AppError('CONFLICT', phoneMessages.numberTaken, numberField(phoneMessages.numberTaken));

/**
 * The account that may sign in with this number on `utype`'s side, else a refusal: an inactive
 * account, an employee whose dealer is not active and verified, and an account waiting for its
 * e-mail link count as none (noAccount); an account of the other side is wrongSide. An employee
 * a dealer added by number is not verified yet: their first code verifies them.
 */
async function signInHolder(
  holder: UserRow | undefined,
  utype: Side,
  employerActive: (employeeId: number) => Promise<boolean>,
): Promise<UserRow> {
  const refuse = (text: string) => new AppError('NOT_FOUND', text, numberField(text));
  const side = holder && sideOf(holder.accountCategory);
  if (!holder || !side || !holder.isActive) throw refuse(phoneMessages.noAccount);
  if (!holder.isVerified && holder.email !== '') throw refuse(phoneMessages.noAccount);
  if (holder.accountCategory === 'employee' && !(await employerActive(holder.id))) throw refuse(phoneMessages.noAccount);
  if (side !== utype) throw refuse(phoneMessages.wrongSide);
  return holder;
}

/**
 * Accounts known by a mobile number (issue 27): a code asked for, then typed back to sign up,
 * sign in, or make the number the signed-in account's. A number names one account.
 */
export function createPhoneAccountsService(deps: Deps) {
  const { codes } = deps;
  const now = deps.now ?? (() => new Date());

  /** WhatsApp only when asked for, open in this install, and the number's account opted in; else SMS. */
  async function channelFor(asked: CodeAsked): Promise<PhoneChannel> {
    if (asked.channel !== 'whatsapp' || deps.messages.modes.whatsapp === 'off') return 'sms';
    return (await deps.codesRepo.isWhatsappOptedIn(asked.mobileE164)) ? 'whatsapp' : 'sms';
  }

  /** A new account of `category` with this number as its only identity (no e-mail, no password), in the code's transaction. */
  async function signUp(category: Side, input: MobileSignUp, address: CustomerAddress | null, language: Language): Promise<AuthRecord> {
    const mobileE164 = input.mobile_number;
    const mobileNumber = nationalDigits(mobileE164);
    let user: UserRow;
    try {
      user = await codes.use({ mobileE164, purpose: 'signup', utype: category }, input.code, async (tx) => {
        if (await findByMobile(tx, mobileE164)) throw accountExists();
        return insertAccount(
          tx,
          {
            email: '',
            passwordHash: '',
            username: input.username,
            mobileNumber,
            mobileE164,
            mobileVerifiedAt: now(),
            // The code proved the number, the account's identity.
            isVerified: true,
            accountCategory: category,
            accountType: input.account_type,
            role: input.role,
            // Issue 29: the language the sign-up was made in writes the account's messages.
            language,
          },
          address
            ? {
                address: {
                  name: input.username,
                  phoneNumber: mobileNumber,
                  address: address.address,
                  city: address.city,
                  state: address.state,
                  pincode: address.areaPincode,
                  isDefault: true,
                },
              }
            : { isDealer: true },
        );
      });
    } catch (error) {
      // Someone else's sign-up or number took it between the check and the insert.
      if (isMobileNumberTaken(error)) throw accountExists();
      throw error;
    }
    return deps.openSession(user);
  }

  return {
    /**
     * Checks who may have a code for this number and purpose, then sends one (one-time-codes.service.ts);
     * answers the channel it went by (WhatsApp only when asked, for an account that opted in).
     */
    async requestCode(asked: CodeAsked, caller: PhoneCaller | undefined): Promise<PhoneChannel> {
      const holder = await deps.accounts.findByMobile(asked.mobileE164);
      let utype = asked.utype;
      let userId: number | undefined;
      let language = asked.language ?? 'en';
      if (asked.purpose === 'signup') {
        if (holder) throw accountExists();
      } else if (asked.purpose === 'signin') {
        const account = await signInHolder(holder, asked.utype, deps.accounts.isEmployerActive);
        userId = account.id;
        language = accountLanguage(account.language);
      } else {
        if (!caller) throw new AppError('UNAUTHENTICATED', phoneMessages.signInRequired);
        if (holder && holder.id !== caller.userId) throw numberTaken();
        // The code belongs to the caller's account, whatever side the form named.
        utype = sideOf(caller.category) ?? asked.utype;
        userId = caller.userId;
      }
      const channel = await channelFor(asked);
      await codes.send({
        mobileE164: asked.mobileE164,
        purpose: asked.purpose,
        utype,
        ...(userId ? { userId } : {}),
        channel,
        requestedFrom: asked.requestedFrom,
        language,
      });
      return channel;
    },

    signUpCustomer: (input: MobileSignUp & CustomerAddress, language: Language = 'en') => signUp('customer', input, input, language),
    signUpDealer: (input: MobileSignUp, language: Language = 'en') => signUp('dealer', input, null, language),

    /** The auth record for a number and its sign-in code; an employee's first code also confirms their number. */
    async signIn(utype: Side, mobileE164: string, code: string): Promise<AuthRecord> {
      const user = await codes.use({ mobileE164, purpose: 'signin', utype }, code, async (tx: Tx) => {
        const holder = await signInHolder(await findByMobile(tx, mobileE164), utype, (employeeId) => isEmployerActive(tx, employeeId));
        if (holder.mobileVerifiedAt && holder.isVerified) return holder;
        const confirmed = await setVerifiedMobile(tx, holder.id, mobileE164, now(), { verifyAccount: holder.email === '' });
        return confirmed ?? holder;
      });
      return deps.openSession(user);
    },

    /** Makes the number the caller's sign-in number, with the add_number code the caller asked for. */
    async verifyNumber(caller: PhoneCaller, mobileE164: string, code: string): Promise<void> {
      try {
        await codes.use({ mobileE164, purpose: 'add_number', userId: caller.userId }, code, async (tx) => {
          const holder = await findByMobile(tx, mobileE164);
          if (holder && holder.id !== caller.userId) throw numberTaken();
          await setVerifiedMobile(tx, caller.userId, mobileE164, now(), { verifyAccount: false });
        });
      } catch (error) {
        if (isMobileNumberTaken(error)) throw numberTaken();
        throw error;
      }
    },
  };
}
export type PhoneAccountsService = ReturnType<typeof createPhoneAccountsService>;
