import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEmployeeFields } from '@kt/contract/accounts/employee';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { generateToken } from '../../platform/auth/token-hash.ts';
import { dealerEmployees } from '../../platform/db/schema/index.ts';
import { detectFileType, isImage } from '../../platform/file-types.ts';
import { assertPasswordNotCommon } from '../../platform/password-strength.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { optionalFile } from '../../platform/uploads.ts';

/** POST /v3/api/registration/employee/: a dealer registers an employee of their own. */
export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;

  app.post(
    '/v3/api/registration/employee/',
    { onRequest: authenticate('dealer'), schema: { body: ZEmployeeFields, response: { 201: ZMsgResponse } } },
    async (request, reply) => {
      const dealer = currentUser(request);
      const input = request.body;
      if (input.dealer_email !== dealer.email.toLowerCase()) throw new AppError('FORBIDDEN', 'You can only add employees of your own.');
      await assertPasswordNotCommon(input.password, [input.email, input.username, input.mobile_number]);

      const aadhar = optionalFile(request, 'aadhar_card');
      const aadharType = aadhar ? detectFileType(aadhar) : null;
      if (!aadhar || !aadharType) throw new AppError('VALIDATION', messages.dealerSettings.documentsMissing, { aadhar_card: [messages.dealerSettings.documentsMissing] });
      if (aadharType.mime === 'application/pdf' && aadhar.length > limits.documentPdfMaxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', messages.dealerSettings.pdfTooLarge, { aadhar_card: [messages.dealerSettings.pdfTooLarge] });
      }
      const picture = optionalFile(request, 'ProfilePic');
      const pictureType = picture ? detectFileType(picture) : null;
      if (picture && !isImage(pictureType)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.dealerSettings.documentsInvalid, { ProfilePic: [messages.dealerSettings.documentsInvalid] });
      }

      const stem = `employees/${dealer.userId}-${generateToken().slice(0, 16).toLowerCase()}`;
      const aadharKey = `${stem}-aadhar.${aadharType.extension}`;
      const pictureKey = picture && pictureType ? `${stem}-photo.${pictureType.extension}` : null;
      // Files first: a failed insert leaves an unreferenced file, never a row without its file.
      await storage.put(aadharKey, aadhar);
      if (picture && pictureKey) await storage.put(pictureKey, picture);
      const passwordHash = await hashPassword(input.password);
      const inserted = await db
        .insert(dealerEmployees)
        .values({
          dealerId: dealer.userId,
          email: input.email,
          username: input.username,
          mobileNumber: input.mobile_number,
          passwordHash,
          aadharCardKey: aadharKey,
          profilePicKey: pictureKey,
        })
        .onConflictDoNothing()
        .returning({ id: dealerEmployees.id });
      if (inserted.length === 0) throw new AppError('CONFLICT', 'This employee is already registered.');
      return reply.code(201).send({ msg: messages.dealerSettings.employeeAdded });
    },
  );
};
