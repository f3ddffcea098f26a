import type { FastifyBaseLogger } from 'fastify';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { AccountCategory, AccountType } from '@kt/contract/accounts/account-types';
import { databaseCheckerMsgs, resetMsgs, verifyMsgs } from '@kt/contract/accounts/email-flows';
import type { Profile } from '@kt/contract/accounts/profile';
import type { CustomerSignUpRequest, DealerSignUpRequest } from '@kt/contract/accounts/sign-up';
import { signUpMsgs } from '@kt/contract/accounts/sign-up';
import type { Utype } from '@kt/contract/accounts/fields';
import type { SignInSide } from '@kt/contract/accounts/sign-in';
import { accountMailBudget, linkLifetimes } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { AppError } from '@kt/contract/errors';
import { siteName } from '@kt/contract/site';
import type { Language } from '@kt/contract/i18n/languages';
import { accountLanguage, inLanguage } from '../../platform/i18n/language-context.ts';
import type { AccessClaims, AccessTokens } from '../../platform/auth/access-tokens.ts';
import type { RefreshTokens } from '../../platform/auth/refresh-tokens.ts';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { assertPasswordNotCommon } from '../../platform/auth/password-strength.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { RateLimitedError } from '../../platform/http/errors.ts';
import type { RateLimiter, RateLimitResult } from '../../platform/rate-limits/rate-limit.ts';
import { discardStoredFile, type FileStorage, randomKeyPart } from '../../platform/files/storage.ts';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { passwordResetEmail, passwordSetEmail, resetLink, verificationEmail, verificationLink } from './account-emails.ts';
import { qrCodeUrl } from './qr-codes.ts';
import type { AccountsRepo, UserRow } from './accounts.repo.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

/** A spec-shaped answer: an HTTP status and the `msg` the web app reads. */
export type MsgOutcome = { status: number; msg: string };

/** A refused sign-in: the spec's msg, and (ours, issue 28) the other side the e-mail has an account on. */
export type SignInRefusalOutcome = MsgOutcome & { registeredAs?: SignInSide };

/** A caller known by a refresh token: what the access-token guard would know of them. */
export type RefreshCaller = AccessClaims & { email: string; dealerId?: number };

export type AccountsDeps = {
  repo: AccountsRepo;
  jobs: Pick<Jobs, 'sendMail'>;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  storage: FileStorage;
  publicUrl: string;
  /** Counts the account mail each address receives (accountMailBudget). */
  rateLimiter: RateLimiter;
  /** config.rateLimitScale: multiplies the mail budget as it does the other limits. */
  rateLimitScale: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
};

/** Why a mail is sent; logged when the recipient's budget has none left. */
type MailPath = 'sign-up' | 'sign-in' | 'resend' | 'database-checker' | 'reset-request' | 'password-set';

const categoryOf = (utype: Utype | 'admin'): AccountCategory => (utype === 'admin' ? 'admin' : utype);
// Employees sign in on the dealer side, so their links open the dealer screens.
const utypeOf = (category: string): Utype => (category === 'dealer' || category === 'employee' ? 'dealer' : 'customer');
const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

/**
 * Counts one account mail to `email` against its budget (accountMailBudget), whichever path
 * sends it, so no mix of sign-ins, sign-ups, resends, checker calls and reset requests floods a
 * mailbox.
 */
export function countAccountMail(deps: Pick<AccountsDeps, 'rateLimiter' | 'rateLimitScale'>, email: string): Promise<RateLimitResult> {
  return deps.rateLimiter.hit({
    key: `accountmail:to:${email.toLowerCase()}`,
    limit: Math.ceil(accountMailBudget.perRecipient * deps.rateLimitScale),
    windowSeconds: accountMailBudget.windowSeconds,
  });
}

export function createAccountsService(deps: AccountsDeps) {
  const { repo, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  async function mailBudget(user: UserRow, path: MailPath): Promise<RateLimitResult> {
    const result = await countAccountMail(deps, user.email);
    if (!result.allowed) deps.log.info({ userId: user.id, path }, 'account mail budget of this address spent: no mail sent');
    return result;
  }

  /** Mails a new verification link when the address's budget allows; the budget's answer. */
  async function sendVerificationLinkWithinBudget(user: UserRow, path: MailPath): Promise<RateLimitResult> {
    const budget = await mailBudget(user, path);
    if (budget.allowed) await sendVerificationLink(user);
    return budget;
  }

  async function sendVerificationLink(user: UserRow) {
    const token = generateToken();
    const link = verificationLink(deps.publicUrl, utypeOf(user.accountCategory), token);
    await repo.insertEmailToken(
      { userId: user.id, purpose: 'verify', tokenHash: hashToken(token), expiresAt: hoursFrom(now(), linkLifetimes.verifyHours) },
      (tx) => jobs.sendMail(tx, inLanguage(accountLanguage(user.language), () => verificationEmail(siteName, user.email, user.username, link))),
    );
  }

  async function sendResetLink(user: UserRow) {
    // Beyond the budget the earlier reset link stays the one that works.
    if (!(await mailBudget(user, 'reset-request')).allowed) return;
    const token = generateToken();
    const link = resetLink(deps.publicUrl, utypeOf(user.accountCategory), user.id, token);
    await repo.insertEmailToken(
      { userId: user.id, purpose: 'reset', tokenHash: hashToken(token), expiresAt: hoursFrom(now(), linkLifetimes.resetHours), retireEarlier: true },
      (tx) => jobs.sendMail(tx, inLanguage(accountLanguage(user.language), () => passwordResetEmail(siteName, user.email, user.username, link))),
    );
  }

  async function dealerQty(user: UserRow): Promise<{ min_qty?: string; qty?: string }> {
    if (user.accountCategory !== 'dealer') return {};
    const qty = await repo.findDealerQty(user.id);
    return qty ? { min_qty: qty.min, qty: qty.max } : {};
  }

  async function employerIsActive(employeeId: number): Promise<boolean> {
    const employerId = await repo.findEmployerId(employeeId);
    const employer = employerId ? await repo.findById(employerId) : undefined;
    return Boolean(employer?.isActive && employer.isVerified);
  }

  async function authRecordFor(user: UserRow, refresh: string, sessionId: string): Promise<AuthRecord> {
    const access = await deps.accessTokens.issue({
      userId: user.id,
      category: user.accountCategory as AccountCategory,
      accountType: user.accountType as AccountType,
      sessionId,
    });
    const employerId = user.accountCategory === 'employee' ? await repo.findEmployerId(user.id) : undefined;
    return {
      id: user.id,
      KT_ID: user.ktId,
      username: user.username,
      email: user.email,
      mobile_number: user.mobileNumber,
      account_type: user.accountType as AccountType,
      account_category: user.accountCategory as AccountCategory,
      tokens: { refresh, access },
      ...(employerId ? { dealer_id: employerId } : {}),
      // The first admin's generated password: the console asks for a new one before anything else.
      ...(user.mustChangePassword ? { must_change_password: true as const } : {}),
    };
  }

  /** The sign-up address a customer account keeps as its default. */
  const signUpAddress = (input: CustomerSignUpRequest | DealerSignUpRequest, address: CustomerSignUpRequest) => ({
    name: input.username,
    phoneNumber: input.mobile_number,
    address: address.address,
    city: address.city,
    state: address.state,
    pincode: address.areaPincode,
  });

  /**
   * A sign-up of an e-mail that has an account. A verified one is never changed. An unverified
   * one takes this sign-up's details and only its new link works. Its password stays only when
   * this sign-up typed the same one: two sign-ups with different passwords cannot tell us which
   * of them owns the inbox, so the account keeps neither, and whoever follows a link (only the
   * inbox's owner can) verifies it and is mailed a link to choose the password. So neither the
   * one who registered an address first nor one who signs up after its owner can end up with a
   * password that opens the owner's account.
   */
  async function existingAccountOutcome(
    existing: UserRow,
    input: CustomerSignUpRequest | DealerSignUpRequest,
    address: CustomerSignUpRequest | null,
  ): Promise<MsgOutcome> {
    const verified = { status: 409, msg: messages.signUp.verifiedExistsMsg };
    if (existing.isVerified) return verified;
    const isSamePassword = await verifyPassword(existing.passwordHash, input.password);
    const replaced = await repo.replaceUnverifiedRegistration(
      existing.id,
      {
        username: input.username,
        mobileNumber: input.mobile_number,
        accountType: input.account_type,
        role: input.role,
      },
      address ? { ...signUpAddress(input, address), addressArea: '', landmark: '' } : null,
      isSamePassword ? existing.passwordHash : null,
    );
    // Verified in the meantime: left as it is.
    if (!replaced) return verified;
    await sendVerificationLinkWithinBudget(replaced, 'sign-up');
    return { status: 409, msg: messages.signUp.unverifiedExistsMsg };
  }

  async function register(
    category: AccountCategory,
    input: CustomerSignUpRequest | DealerSignUpRequest,
    address: CustomerSignUpRequest | null,
    language: Language,
  ): Promise<MsgOutcome> {
    await assertPasswordNotCommon(input.password, [input.email, input.username, input.mobile_number]);
    const existing = await repo.findByEmail(category, input.email);
    if (existing) return existingAccountOutcome(existing, input, address);
    if (category === 'dealer' && (await repo.findByEmail('employee', input.email))) {
      const taken = dealerAreaMessages.employeeEmailTaken;
      throw new AppError('CONFLICT', taken, { email: [taken] });
    }
    const passwordHash = await hashPassword(input.password);
    let user: UserRow;
    try {
      user = await repo.createAccount(
        {
          email: input.email,
          username: input.username,
          mobileNumber: input.mobile_number,
          passwordHash,
          accountCategory: category,
          accountType: input.account_type,
          role: input.role,
          // Issue 29: the language the sign-up was made in writes the account's messages.
          language,
        },
        address ? { address: { ...signUpAddress(input, address), isDefault: true } } : { isDealer: true },
      );
    } catch (error) {
      // Two sign-ups of one e-mail at once: the unique index lets one through.
      const raced = await repo.findByEmail(category, input.email);
      if (raced) return existingAccountOutcome(raced, input, address);
      throw error;
    }
    // A new account's first link always goes out (one per account kind and address), and counts.
    await mailBudget(user, 'sign-up');
    await sendVerificationLink(user);
    return { status: 201, msg: signUpMsgs.created };
  }

  /**
   * Issue 28: the side an e-mail unknown on `utype`'s tab has an active account on, so the person
   * is told to use the other tab. No more than the public database checker already answers for
   * each side (active customer and dealer accounts; employees and admins are never named).
   */
  async function otherSideOf(utype: Utype | 'admin', email: string): Promise<{ registeredAs?: SignInSide }> {
    if (utype === 'admin') return {};
    const other: SignInSide = utype === 'customer' ? 'dealer' : 'customer';
    const account = await repo.findByEmail(other, email);
    return account?.isActive ? { registeredAs: other } : {};
  }

  return {
    registerCustomer: (input: CustomerSignUpRequest, language: Language = 'en') => register('customer', input, input, language),
    registerDealer: (input: DealerSignUpRequest, language: Language = 'en') => register('dealer', input, null, language),

    /**
     * The auth record, or a refusal in the spec's words. Refusals are 200s: the spec's client
     * reads `msg` only from a successful answer (any error status is its 'Login Error!!').
     */
    async signIn(utype: Utype | 'admin', email: string, password: string): Promise<{ record: AuthRecord } | SignInRefusalOutcome> {
      const refused = (msg: string): MsgOutcome => ({ status: 200, msg });
      // Employees sign in where their dealer does; one e-mail names a dealer or an employee, never both.
      const user = (await repo.findByEmail(categoryOf(utype), email)) ?? (utype === 'dealer' ? await repo.findByEmail('employee', email) : undefined);
      if (!user || !user.isActive) return { ...refused(messages.signIn.accountDoesNotExistMsg), ...(await otherSideOf(utype, email)) };
      if (user.accountCategory === 'employee' && !(await employerIsActive(user.id))) {
        return refused(messages.signIn.accountDoesNotExistMsg);
      }
      // The password is checked before the verification state, so a stranger who only knows
      // an e-mail learns nothing more and cannot make us mail its owner.
      if (!(await verifyPassword(user.passwordHash, password))) return refused(messages.signIn.incorrectPasswordMsg);
      if (!user.isVerified) {
        await sendVerificationLinkWithinBudget(user, 'sign-in');
        return refused(messages.signIn.notVerifiedMsg);
      }
      const { refresh, family } = await deps.refreshTokens.issue(user.id);
      return { record: await authRecordFor(user, refresh, family) };
    },

    /** A new session of an account that proved who it is another way (a code sent to its number): the sign-in's auth record. */
    async openSession(user: UserRow): Promise<AuthRecord> {
      const { refresh, family } = await deps.refreshTokens.issue(user.id);
      return authRecordFor(user, refresh, family);
    },

    /** A new pair for a live refresh token; a used, revoked or expired one, or an account gone inactive, ends the session. */
    async refresh(raw: string): Promise<{ access: string; refresh: string }> {
      const ended = new AppError('UNAUTHENTICATED', messages.accounts.sessionEnded);
      const rotated = await deps.refreshTokens.rotate(raw);
      if (!rotated.ok) throw ended;
      const user = await repo.findById(rotated.userId);
      if (!user || !user.isActive || !user.isVerified) throw ended;
      const record = await authRecordFor(user, rotated.refresh, rotated.family);
      return { access: record.tokens.access, refresh: rotated.refresh };
    },

    async regenerateVerification(utype: Utype, email: string): Promise<MsgOutcome> {
      // An employee asks on the dealer side, where they sign in.
      const user = (await repo.findByEmail(categoryOf(utype), email)) ?? (utype === 'dealer' ? await repo.findByEmail('employee', email) : undefined);
      if (!user) return { status: 404, msg: messages.signIn.accountDoesNotExistMsg };
      if (user.isVerified) return { status: 409, msg: messages.signUp.verifiedExistsMsg };
      // The one path that asks only for mail says so when the address has had enough.
      const budget = await sendVerificationLinkWithinBudget(user, 'resend');
      if (!budget.allowed) throw new RateLimitedError(budget.retryAfterSeconds);
      return { status: 200, msg: 'Verification email sent' };
    },

    async databaseCheck(utype: Utype, email: string): Promise<MsgOutcome> {
      const user = await repo.findByEmail(categoryOf(utype), email);
      if (!user || !user.isActive) return { status: 404, msg: databaseCheckerMsgs.missing };
      if (!user.isVerified) {
        // The spec's client asks this before every sign-up and password reset: someone is
        // claiming the address without its pending password, so a link must not hand that
        // password (perhaps a squatter's) the verified account.
        await repo.dropUnverifiedPassword(user.id);
        await sendVerificationLinkWithinBudget(user, 'database-checker');
        return { status: 403, msg: databaseCheckerMsgs.verifyFirst };
      }
      return { status: 302, msg: databaseCheckerMsgs.exists };
    },

    async verifyEmail(utype: Utype, token: string): Promise<MsgOutcome> {
      const live = await repo.findLiveEmailToken(hashToken(token), 'verify', now());
      const user = live ? await repo.findById(live.userId) : undefined;
      if (!live || !user || utypeOf(user.accountCategory) !== utype) return { status: 400, msg: verifyMsgs.expired };
      // Used only when the account has no password: the owner, who just proved the inbox, chooses one.
      const passwordToken = generateToken();
      const outcome = await repo.verifyWithToken(user.id, hashToken(token), now(), {
        tokenHash: hashToken(passwordToken),
        expiresAt: hoursFrom(now(), linkLifetimes.resetHours),
        queueMail: (tx) =>
          jobs.sendMail(
            tx,
            inLanguage(accountLanguage(user.language), () =>
              passwordSetEmail(siteName, user.email, user.username, resetLink(deps.publicUrl, utype, user.id, passwordToken)),
            ),
          ),
      });
      if (!outcome) return { status: 400, msg: verifyMsgs.expired };
      // Like a new account's first link, this mail always goes out, and counts.
      if (outcome === 'verified-without-password') await mailBudget(user, 'password-set');
      return { status: 200, msg: verifyMsgs.verified };
    },

    async requestPasswordReset(utype: Utype, email: string): Promise<MsgOutcome> {
      const user = await repo.findByEmail(categoryOf(utype), email);
      if (!user || !user.isActive) return { status: 404, msg: resetMsgs.notRegistered };
      if (!user.isVerified) {
        // Whoever asks does not know the pending password: the verified account must not keep it.
        await repo.dropUnverifiedPassword(user.id);
        await sendVerificationLinkWithinBudget(user, 'reset-request');
        return { status: 403, msg: databaseCheckerMsgs.verifyFirst };
      }
      await sendResetLink(user);
      return { status: 200, msg: resetMsgs.sent };
    },

    async completePasswordReset(utype: Utype, userId: number, token: string, password: string): Promise<MsgOutcome> {
      const live = await repo.findLiveEmailToken(hashToken(token), 'reset', now());
      const user = live && live.userId === userId ? await repo.findById(userId) : undefined;
      if (!live || !user || utypeOf(user.accountCategory) !== utype) return { status: 400, msg: resetMsgs.invalid };
      // Checked before the link is used, so the owner can try another password with it.
      await assertPasswordNotCommon(password, [user.email, user.username, user.mobileNumber]);
      if ((await repo.consumeEmailToken(hashToken(token), 'reset', now())) === null) return { status: 400, msg: resetMsgs.invalid };
      await repo.setPasswordHash(user.id, await hashPassword(password));
      // A new password ends every session that the old one opened.
      await deps.refreshTokens.revokeAllFor(user.id);
      return { status: 200, msg: resetMsgs.done };
    },

    /**
     * The caller named by refresh tokens, on the routes whose credential spec 7 says is the
     * refresh token (logout, view-profile), open to `categories`. Each token given must be a live
     * one (revoked, rotated, expired or unknown: 401) of one account (else 403); the account must
     * be active and verified, an employee's dealer too (401), and of those categories (403).
     */
    async callerByRefresh(categories: readonly AccountCategory[], tokens: readonly string[]): Promise<RefreshCaller> {
      if (tokens.length === 0) throw new AppError('UNAUTHENTICATED', messages.accounts.signInToContinue);
      const sessions = await Promise.all(tokens.map((raw) => deps.refreshTokens.findLive(raw)));
      const live = sessions.filter((session) => session !== null);
      const [first] = live;
      if (!first || live.length < sessions.length) throw new AppError('UNAUTHENTICATED', messages.accounts.sessionEnded);
      if (live.some((session) => session.userId !== first.userId)) throw new AppError('FORBIDDEN', 'That session is not yours.');
      const user = await repo.findById(first.userId);
      if (!user || !user.isActive || !user.isVerified) throw new AppError('UNAUTHENTICATED', messages.accounts.sessionEnded);
      const category = user.accountCategory as AccountCategory;
      const employerId = category === 'employee' ? await repo.findEmployerId(user.id) : undefined;
      if (category === 'employee') {
        const employer = employerId ? await repo.findById(employerId) : undefined;
        if (!employer?.isActive || !employer.isVerified) throw new AppError('UNAUTHENTICATED', messages.accounts.sessionEnded);
      }
      if (!categories.includes(category)) throw new AppError('FORBIDDEN', 'This account cannot do that.');
      const dealerId = category === 'dealer' ? user.id : employerId;
      return {
        userId: user.id,
        category,
        accountType: user.accountType as AccountType,
        sessionId: first.family,
        email: user.email,
        ...(dealerId ? { dealerId } : {}),
      };
    },

    /** Ends the sign-in of this refresh token, which must be the caller's own. */
    async logout(userId: number, refresh: string): Promise<void> {
      if (!(await deps.refreshTokens.revoke(refresh, userId))) throw new AppError('FORBIDDEN', 'That session is not yours.');
    },

    /** The caller's profile; the view-profile path must name them: their id, or one of their live refresh tokens. */
    async ownProfile(userId: number, refreshOrId: string): Promise<Profile> {
      const namesCaller = /^\d+$/.test(refreshOrId)
        ? Number(refreshOrId) === userId
        : await deps.refreshTokens.isLiveFor(refreshOrId, userId);
      if (!namesCaller) throw new AppError('FORBIDDEN', 'You can only see your own profile.');
      const user = await repo.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', 'No such profile.');
      return {
        id: user.id,
        KT_ID: user.ktId,
        email: user.email,
        mobile_number: user.mobileNumber,
        account_type: user.accountType as AccountType,
        account_category: user.accountCategory as AccountCategory,
        username: user.username,
        ProfilePic: user.profilePicKey ? deps.storage.urlFor(user.profilePicKey) : null,
        qrCode: qrCodeUrl(deps.publicUrl, user),
        upi_vpa: user.upiVpa,
        ...(await dealerQty(user)),
      };
    },

    updateMobileNumber: (userId: number, mobileNumber: string, upiVpa?: string) => repo.setMobileNumber(userId, mobileNumber, upiVpa),
    updateDealerAttrs: (userId: number, mobileNumber: string, qty: { min: string; max: string } | null, upiVpa?: string) =>
      repo.updateDealerAttrs(userId, mobileNumber, qty, upiVpa),

    /** Stores a new profile picture (a picture by its content) in place of the old one; its URL. */
    async updateProfilePic(userId: number, picture: Buffer): Promise<string> {
      const type = detectFileType(picture);
      if (!isImage(type)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.accounts.profilePicWrongType, {
          ProfilePic: [messages.accounts.profilePicWrongType],
        });
      }
      const key = `profile-pics/${userId}-${randomKeyPart(8)}.${type.extension}`;
      await deps.storage.put(key, picture);
      let previousKey: string | null;
      try {
        previousKey = await repo.setProfilePicKey(userId, key);
      } catch (error) {
        await discardStoredFile(deps.storage, key, deps.log);
        throw error;
      }
      // The replaced upload is nobody's now; a seed picture (seed/) may be shared, and stays.
      if (previousKey?.startsWith('profile-pics/')) await discardStoredFile(deps.storage, previousKey, deps.log);
      return deps.storage.urlFor(key);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
