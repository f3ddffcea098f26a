import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@kt/contract/errors';
import { phoneEndpoints } from '@kt/contract/phone/phone.endpoints';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { requestLanguage } from '../../platform/i18n/language-context.ts';
import type { EmployeesService } from './employees.service.ts';
import type { PhoneAccountsService, PhoneCaller } from './phone-accounts.service.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

const signedInGuard = authenticate('customer', 'dealer', 'employee');

/**
 * The caller of a public call that needs a session for one of its purposes (a code to add a
 * number): the platform's guard when a Bearer token is there, else 401 in the phone's words.
 */
async function signedInCaller(request: FastifyRequest, reply: FastifyReply): Promise<PhoneCaller> {
  if (!/^Bearer\s+\S+$/i.test(request.headers.authorization ?? '')) throw new AppError('UNAUTHENTICATED', phoneMessages.signInRequired);
  await signedInGuard(request, reply);
  const { userId, category } = currentUser(request);
  return { userId, category };
}

/** Issue 27: codes to a mobile number, and accounts known by it (phone.endpoints.ts). */
export function phoneAccountsHandlers(app: FastifyInstance, deps: { service: PhoneAccountsService; employees: EmployeesService }) {
  const { service } = deps;

  handle(app, phoneEndpoints.otpRequest, async (request, reply) => {
    const { mobile_number: mobileE164, purpose, utype, channel } = request.body;
    const caller = purpose === 'add_number' ? await signedInCaller(request, reply) : undefined;
    const sentBy = await service.requestCode(
      { mobileE164, purpose, utype, ...(channel ? { channel } : {}), requestedFrom: request.ip, language: requestLanguage(request.headers) },
      caller,
    );
    return { msg: sentBy === 'whatsapp' ? phoneMessages.codeSentWhatsApp : phoneMessages.codeSent };
  });

  // Issue 29: a new account's messages are written in the language its sign-up was made in.
  handle(app, phoneEndpoints.mobileCustomerRegistration, async (request) => service.signUpCustomer(request.body, requestLanguage(request.headers)));
  handle(app, phoneEndpoints.mobileDealerRegistration, async (request) => service.signUpDealer(request.body, requestLanguage(request.headers)));

  handle(app, phoneEndpoints.mobileSignIn, async (request) =>
    service.signIn(request.params.utype, request.body.mobile_number, request.body.code),
  );

  handle(app, phoneEndpoints.mobileNumberVerify, async (request) => {
    const { userId, category } = currentUser(request);
    await service.verifyNumber({ userId, category }, request.body.mobile_number, request.body.code);
    return { msg: phoneMessages.numberVerified, mobile_e164: request.body.mobile_number };
  });

  handle(app, phoneEndpoints.employeeByMobile, async (request) => {
    const { username, mobile_number: mobileE164 } = request.body;
    await deps.employees.addByMobile(currentUser(request).userId, { username, mobileE164 }, request.files ?? {}, request.log);
    return { msg: phoneMessages.employeeAdded };
  });
}
