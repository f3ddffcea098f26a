import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEmployeeFields } from '@kt/contract/accounts/employee';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { ZEmployeeList } from '@kt/contract/dealer-settings/employees';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { limits, linkLifetimes } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import { siteName } from '@kt/contract/site';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import { assertPasswordNotCommon } from '../../platform/auth/password-strength.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { checkSingleDocument } from '../dealer-settings/document-files.ts';
import { employeeVerificationEmail, verificationLink } from './account-emails.ts';
import { countAccountMail } from './accounts.service.ts';
import { createEmployeesRepo } from './employees.repo.ts';
import { discardStoredFile, randomKeyPart } from '../../platform/files/storage.ts';

/**
 * A dealer's employees (spec 3 'Employee registration'): registered by the dealer, they sign in
 * as dealers and see and act on their dealer's pickups only (see docs/spec-deviations.md), once
 * they have followed the link mailed to their address.
 */
export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, jobs, config, rateLimiter } = app.deps;
  const repo = createEmployeesRepo(db);
  const dealerOnly = authenticate('dealer');

  app.post(
    '/v3/api/registration/employee/',
    { onRequest: dealerOnly, schema: { body: ZEmployeeFields, response: { 201: ZMsgResponse } } },
    async (request, reply) => {
      const dealer = currentUser(request);
      const input = request.body;
      if (input.dealer_email !== dealer.email.toLowerCase()) throw new AppError('FORBIDDEN', 'You can only add employees of your own.');
      await assertPasswordNotCommon(input.password, [input.email, input.username, input.mobile_number]);

      // The Aadhaar card is checked like the dealer's own documents; the photo like a document picture.
      const aadhar = checkSingleDocument('aadhar_card', request.files?.aadhar_card);
      const pictureFile = request.files?.ProfilePic;
      const picture = pictureFile ? checkSingleDocument('ProfilePic', pictureFile, { pictureOnly: true }) : null;

      // An address any account holds is refused: a dealer must not attach a second account,
      // with a password they chose, to someone's mailbox.
      const holders = await repo.findAccountsWithEmail(input.email);
      if (holders.length > 0) {
        const text = holders.some((holder) => holder.dealerId === dealer.userId)
          ? messages.dealerArea.employeeExists
          : holders.some((holder) => holder.category === 'dealer' || holder.category === 'employee')
            ? messages.dealerArea.employeeEmailTaken
            : messages.dealerArea.employeeEmailHeld;
        throw new AppError('CONFLICT', text, { email: [text] });
      }
      if ((await repo.countForDealer(dealer.userId)) >= limits.employeesMax) {
        throw new AppError('CONFLICT', messages.dealerArea.employeesFull);
      }

      const stem = `employees/${dealer.userId}-${randomKeyPart(8)}`;
      const aadharKey = `${stem}-aadhar.${aadhar.type.extension}`;
      const pictureKey = picture ? `profile-pics/employee-${randomKeyPart(8)}.${picture.type.extension}` : null;
      // Files first, so no row points at a missing file; without the row, they go again.
      const discardFiles = async () => {
        for (const key of [aadharKey, pictureKey]) if (key) await discardStoredFile(storage, key, request.log);
      };
      let created: Awaited<ReturnType<typeof repo.create>>;
      try {
        await storage.put(aadharKey, aadhar.data);
        if (picture && pictureKey) await storage.put(pictureKey, picture.data);
        const token = generateToken();
        const dealerName = (await repo.findDealerName(dealer.userId)) ?? dealer.email;
        const message = employeeVerificationEmail(siteName, input.email, input.username, dealerName, verificationLink(config.publicUrl, 'dealer', token));
        created = await repo.create(
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
      } catch (error) {
        await discardFiles();
        throw error;
      }
      if (!created) {
        await discardFiles();
        throw new AppError('CONFLICT', messages.dealerArea.employeeEmailTaken, { email: [messages.dealerArea.employeeEmailTaken] });
      }
      // The first link to a new account always goes out, and counts against the address's budget.
      await countAccountMail({ rateLimiter, rateLimitScale: config.rateLimitScale }, input.email);
      return reply.code(201).send({ msg: messages.dealerSettings.employeeAdded });
    },
  );

  app.get(endpoints.employees, { onRequest: dealerOnly, schema: { querystring: ZPageQuery, response: { 200: ZEmployeeList } } }, async (request, reply) => {
    // One page, oldest first, as a bare list; `Link: <…>; rel="next"` names the next one.
    const items = await privateTimeIdPage(request, reply, (page) => repo.listForDealer(currentUser(request).userId, page));
    return items.map((row) => ({
      id: row.id,
      KT_ID: row.ktId,
      username: row.username,
      email: row.email,
      mobile_number: row.mobileNumber,
      ProfilePic: row.profilePicKey ? storage.urlFor(row.profilePicKey) : null,
      created_at: row.createdAt.toISOString(),
    }));
  });

  app.delete(
    '/v3/api/employees/:id/',
    { onRequest: dealerOnly, schema: { params: z.object({ id: ZId }), response: { 200: ZMsgResponse } } },
    async (request) => {
      // One answer for 'not yours' and 'not there', so ids cannot be probed.
      if (!(await repo.remove(currentUser(request).userId, request.params.id))) throw new AppError('NOT_FOUND', messages.dealerArea.employeeNotFound);
      return { msg: messages.dealerArea.employeeRemoved };
    },
  );
};
