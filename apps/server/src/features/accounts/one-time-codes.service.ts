import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '@kt/contract/errors';
import { otpRules } from '@kt/contract/limits';
import type { PhoneChannel } from '@kt/contract/phone/message-kinds';
import { renderMessage } from '@kt/contract/phone/message-texts';
import type { Language } from '@kt/contract/i18n/languages';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import type { OtpPurpose } from '@kt/contract/phone/phone-fields';
import type { Messages } from '../../platform/messages/message-queue.ts';
import type { CodeLookup, OneTimeCodesRepo, Tx } from './one-time-codes.repo.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

export type CodeRequest = {
  mobileE164: string;
  purpose: OtpPurpose;
  /** The side the code signs up or in on. */
  utype: 'customer' | 'dealer';
  /** add_number: the signed-in account that asked. */
  userId?: number;
  channel: PhoneChannel;
  /** The caller's address (request.ip), counted against otpRules.perAddressPerHour. */
  requestedFrom: string;
  /** The language of the code's message (issue 29); English when not given. */
  language?: Language;
};

type Deps = {
  repo: OneTimeCodesRepo;
  messages: Pick<Messages, 'queue'>;
  /** Keys the codes' hashes: a copy of the table alone does not give the 10^6 codes away. */
  secret: string;
  /**
   * config.rateLimitScale: many people behind one address (an office, a carrier's NAT) may ask
   * for more codes from it; a number's own limit never grows.
   */
  addressLimitScale?: number;
  now?: () => Date;
};

const codeField = (text: string) => ({ code: [text] });
const refusedCode = (text: string) => new AppError('VALIDATION', text, codeField(text));
const tooMany = (text: string) => new AppError('RATE_LIMITED', text);

/**
 * Six-digit codes sent to a mobile number (issue 27), held against abuse: stored as a keyed
 * hash, bound to their number, purpose and side (or account), 10 minutes and 5 tries each, a
 * resend after 30 s, 5 an hour to a number and 20 from an address, and the site's SMS budget.
 * Whatever is refused sends nothing.
 */
export function createOneTimeCodesService(deps: Deps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const key = createHmac('sha256', deps.secret).update('one-time-codes').digest();

  // The number and purpose are in the hash, so a code's hash matches no other row's.
  const hashOf = (mobileE164: string, purpose: string, code: string) =>
    createHmac('sha256', key).update(`${mobileE164}|${purpose}|${code}`).digest('base64url');

  const isSameHash = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  };

  /** The limits a new code must pass, in the number's lock (and the address's), counted from the stored codes. */
  async function assertMaySend(tx: Tx, request: CodeRequest, at: Date): Promise<void> {
    const last = await repo.lastAskedAt(tx, request.mobileE164, request.purpose);
    if (last && at.getTime() - last.getTime() < otpRules.resendSeconds * 1000) throw tooMany(phoneMessages.resendWait);
    const hourAgo = new Date(at.getTime() - 3_600_000);
    if ((await repo.countToNumberSince(tx, request.mobileE164, hourAgo)) >= otpRules.perNumberPerHour) {
      throw tooMany(phoneMessages.numberHourlyLimit);
    }
    if (request.requestedFrom) {
      await repo.lockAddress(tx, request.requestedFrom);
      if ((await repo.countFromAddressSince(tx, request.requestedFrom, hourAgo)) >= Math.ceil(otpRules.perAddressPerHour * (deps.addressLimitScale ?? 1))) {
        throw tooMany(phoneMessages.addressHourlyLimit);
      }
    }
  }

  return {
    /**
     * Stores a new code and queues its message in one transaction: a refusal (a limit, the day's
     * SMS budget, a channel that is off) leaves neither the code nor a message behind.
     */
    async send(request: CodeRequest): Promise<void> {
      await repo.inNumberLock(request.mobileE164, async (tx) => {
        const at = now();
        await assertMaySend(tx, request, at);
        const code = String(randomInt(0, 10 ** otpRules.codeDigits)).padStart(otpRules.codeDigits, '0');
        await repo.insert(tx, {
          mobileE164: request.mobileE164,
          purpose: request.purpose,
          utype: request.utype,
          userId: request.userId ?? null,
          codeHash: hashOf(request.mobileE164, request.purpose, code),
          channel: request.channel,
          requestedFrom: request.requestedFrom,
          expiresAt: new Date(at.getTime() + otpRules.lifetimeSeconds * 1000),
          createdAt: at,
        });
        const outcome = await deps.messages.queue(tx, {
          channel: request.channel,
          to: request.mobileE164,
          kind: 'otp',
          ...inLanguage(request.language ?? 'en', () => renderMessage('otp', { code })),
          language: request.language ?? 'en',
          ...(request.userId ? { userId: request.userId } : {}),
        });
        // Thrown inside the transaction: the code row goes with it.
        if (outcome === 'budget-spent') throw tooMany(phoneMessages.smsBudgetSpent);
        if (outcome === 'channel-off') throw new AppError('UNAVAILABLE', phoneMessages.channelOff);
      });
    },

    /**
     * Checks `code` against the newest live code `lookup` names and, when it is right, uses it
     * and runs `effect` in the same transaction (an effect that throws leaves the code unused). A
     * wrong code costs a try, kept even though the call is refused; the sixth try finds the code
     * spent, right or not. An expired, used or missing code, or one of another purpose, side or
     * account, is 'expired'.
     */
    async use<T>(lookup: CodeLookup, code: string, effect: (tx: Tx) => Promise<T>): Promise<T> {
      const outcome = await repo.inNumberLock(lookup.mobileE164, async (tx): Promise<{ value: T } | { refused: string }> => {
        const at = now();
        const live = await repo.findLive(tx, lookup, at);
        if (!live) return { refused: phoneMessages.codeExpired };
        if (live.tries >= otpRules.maxTries) return { refused: phoneMessages.codeTriesSpent };
        if (!isSameHash(live.codeHash, hashOf(lookup.mobileE164, lookup.purpose, code))) {
          await repo.addWrongTry(tx, live.id);
          return { refused: phoneMessages.codeWrong };
        }
        if (!(await repo.use(tx, live.id, at, otpRules.maxTries))) return { refused: phoneMessages.codeExpired };
        return { value: await effect(tx) };
      });
      if ('refused' in outcome) throw refusedCode(outcome.refused);
      return outcome.value;
    },

    /** Runs `work` holding the number, as asking for and using its codes do (an employee added by number). */
    withNumber: <T>(mobileE164: string, work: (tx: Tx) => Promise<T>) => repo.inNumberLock(mobileE164, work),
  };
}
export type OneTimeCodesService = ReturnType<typeof createOneTimeCodesService>;
