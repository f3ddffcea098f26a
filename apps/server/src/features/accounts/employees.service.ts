import type { FastifyBaseLogger } from 'fastify';
import type { EmployeeFields } from '@kt/contract/accounts/employee';
import { AppError } from '@kt/contract/errors';
import { limits, linkLifetimes } from '@kt/contract/limits';
import { nationalDigits } from '@kt/contract/phone/mobile-number';
import { siteName } from '@kt/contract/site';
import { assertPasswordNotCommon } from '../../platform/auth/password-strength.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import { checkSingleDocument } from '../../platform/files/document-files.ts';
import { discardStoredFile, randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import type { UploadedFile } from '../../platform/http/body-parsers.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { accountLanguage, inLanguage } from '../../platform/i18n/language-context.ts';
import type { RateLimiter } from '../../platform/rate-limits/rate-limit.ts';
import { employeeVerificationEmail, verificationLink } from './account-emails.ts';
import { countAccountMail } from './accounts.service.ts';
import type { EmployeesRepo } from './employees.repo.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

type Deps = {
  repo: EmployeesRepo;
  storage: FileStorage;
  jobs: Pick<Jobs, 'sendMail'>;
  publicUrl: string;
  rateLimiter: RateLimiter;
  rateLimitScale: number;
};

/** The files of an Add Employee form: the Aadhaar card (required) and a photo. */
export type EmployeeFiles = { aadhar_card?: UploadedFile; ProfilePic?: UploadedFile };

/**
 * A dealer's employees (spec 3 'Employee registration'): registered by the dealer, they sign in
 * as dealers and see and act on their dealer's pickups only (see docs/spec-deviations.md), once
 * they have followed the link mailed to their address.
 */
export function createEmployeesService({ repo, storage, jobs, publicUrl, rateLimiter, rateLimitScale }: Deps) {
  /** An address any account holds is refused, in words that say whose it is. */
  async function assertEmailFree(dealerId: number, email: string): Promise<void> {
    // A dealer must not attach a second account, with a password they chose, to someone's mailbox.
    const holders = await repo.findAccountsWithEmail(email);
    if (holders.length === 0) return;
    const text = holders.some((holder) => holder.dealerId === dealerId)
      ? dealerAreaMessages.employeeExists
      : holders.some((holder) => holder.category === 'dealer' || holder.category === 'employee')
        ? dealerAreaMessages.employeeEmailTaken
        : dealerAreaMessages.employeeEmailHeld;
    throw new AppError('CONFLICT', text, { email: [text] });
  }

  /** The form's files, checked: the Aadhaar card like the dealer's own documents, the photo like a document picture. */
  function checkFiles(files: EmployeeFiles) {
    const aadhar = checkSingleDocument('aadhar_card', files.aadhar_card);
    const picture = files.ProfilePic ? checkSingleDocument('ProfilePic', files.ProfilePic, { pictureOnly: true }) : null;
    return { aadhar, picture };
  }

  async function assertRoomForOneMore(dealerId: number): Promise<void> {
    if ((await repo.countForDealer(dealerId)) >= limits.employeesMax) throw new AppError('CONFLICT', dealerAreaMessages.employeesFull);
  }

  /**
   * Stores the files (the Aadhaar card privately), then `create`s the account pointing at them;
   * false, and the files gone again, when it was not created.
   */
  async function createWithFiles(
    dealerId: number,
    { aadhar, picture }: ReturnType<typeof checkFiles>,
    log: Pick<FastifyBaseLogger, 'warn'>,
    create: (keys: { aadharKey: string; pictureKey: string | null }) => Promise<boolean>,
  ): Promise<boolean> {
    const stem = `employees/${dealerId}-${randomKeyPart(8)}`;
    const aadharKey = `${stem}-aadhar.${aadhar.type.extension}`;
    const pictureKey = picture ? `profile-pics/employee-${randomKeyPart(8)}.${picture.type.extension}` : null;
    // Files first, so no row points at a missing file; without the row, they go again.
    const discardFiles = async () => {
      for (const key of [aadharKey, pictureKey]) if (key) await discardStoredFile(storage, key, log);
    };
    let created: boolean;
    try {
      await storage.put(aadharKey, aadhar.data);
      if (picture && pictureKey) await storage.put(pictureKey, picture.data);
      created = await create({ aadharKey, pictureKey });
    } catch (error) {
      await discardFiles();
      throw error;
    }
    if (!created) await discardFiles();
    return created;
  }

  return {
    /** Registers an employee of the dealer's, unverified, and mails them their link. */
    async add(dealer: { userId: number; email: string }, input: EmployeeFields, files: EmployeeFiles, log: Pick<FastifyBaseLogger, 'warn'>) {
      await assertPasswordNotCommon(input.password, [input.email, input.username, input.mobile_number]);
      const checked = checkFiles(files);
      await assertEmailFree(dealer.userId, input.email);
      await assertRoomForOneMore(dealer.userId);

      const created = await createWithFiles(dealer.userId, checked, log, async ({ aadharKey, pictureKey }) => {
        const token = generateToken();
        const dealerName = (await repo.findDealerName(dealer.userId)) ?? dealer.email;
        const language = accountLanguage(await repo.findDealerLanguage(dealer.userId));
        const message = inLanguage(language, () =>
          employeeVerificationEmail(siteName, input.email, input.username, dealerName, verificationLink(publicUrl, 'dealer', token)),
        );
        return repo.create(
          {
            dealerId: dealer.userId,
            email: input.email,
            username: input.username,
            mobileNumber: input.mobile_number,
            passwordHash: await hashPassword(input.password),
            aadharCardKey: aadharKey,
            profilePicKey: pictureKey,
          },
          {
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + linkLifetimes.verifyHours * 3_600_000),
            queueMail: (tx) => jobs.sendMail(tx, message),
          },
        );
      });
      if (!created) {
        throw new AppError('CONFLICT', dealerAreaMessages.employeeEmailTaken, { email: [dealerAreaMessages.employeeEmailTaken] });
      }
      // The first link to a new account always goes out, and counts against the address's budget.
      await countAccountMail({ rateLimiter, rateLimitScale }, input.email);
    },

    /**
     * Registers an employee known by their mobile number (issue 27): no e-mail and no password;
     * they confirm the number with their own code at their first sign-in, which verifies them.
     */
    async addByMobile(dealerId: number, input: { username: string; mobileE164: string }, files: EmployeeFiles, log: Pick<FastifyBaseLogger, 'warn'>) {
      const checked = checkFiles(files);
      const taken = new AppError('CONFLICT', phoneMessages.numberTaken, { mobile_number: [phoneMessages.numberTaken] });
      if (await repo.isMobileNumberHeld(input.mobileE164)) throw taken;
      await assertRoomForOneMore(dealerId);
      const created = await createWithFiles(dealerId, checked, log, async ({ aadharKey, pictureKey }) =>
        (await repo.createByMobile({
          dealerId,
          username: input.username,
          mobileNumber: nationalDigits(input.mobileE164),
          mobileE164: input.mobileE164,
          aadharCardKey: aadharKey,
          profilePicKey: pictureKey,
        })) === 'created',
      );
      if (!created) throw taken;
    },

    /** Removes one of the dealer's employees; one answer for 'not yours' and 'not there', so ids cannot be probed. */
    async remove(dealerId: number, employeeId: number): Promise<void> {
      if (!(await repo.remove(dealerId, employeeId))) throw new AppError('NOT_FOUND', dealerAreaMessages.employeeNotFound);
    },
  };
}
export type EmployeesService = ReturnType<typeof createEmployeesService>;
