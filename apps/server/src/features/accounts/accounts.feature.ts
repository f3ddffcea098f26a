import type { FastifyPluginAsync } from 'fastify';
import { resolveJwtSecret } from '../../platform/auth/secrets.ts';
import { accountLanguageHandlers, createAccountLanguageRepo } from './account-language.ts';
import { createAccountsRepo } from './accounts.repo.ts';
import { accountsHandlers } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';
import { createAddressesRepo } from './addresses.repo.ts';
import { addressesHandlers } from './addresses.routes.ts';
import { createAddressesService } from './addresses.service.ts';
import { createEmployeesRepo } from './employees.repo.ts';
import { employeesHandlers } from './employees.routes.ts';
import { createEmployeesService } from './employees.service.ts';
import { createOneTimeCodesRepo } from './one-time-codes.repo.ts';
import { createOneTimeCodesService } from './one-time-codes.service.ts';
import { phoneAccountsHandlers } from './phone-accounts.routes.ts';
import { createPhoneAccountsService } from './phone-accounts.service.ts';
import { qrCodeHandlers } from './qr-codes.ts';

/** Spec 7 'Authentication' and the customer's addresses; (ours) a dealer's employees, the profile's QR codes, and (issue 27) accounts known by a mobile number. */
export const accountsFeature: FastifyPluginAsync = async (app) => {
  const { db, jobs, messages, accessTokens, refreshTokens, storage, config, rateLimiter } = app.deps;
  const mailBudget = { rateLimiter, rateLimitScale: config.rateLimitScale };
  const accountsRepo = createAccountsRepo(db);
  const accounts = createAccountsService({
    repo: accountsRepo,
    jobs,
    accessTokens,
    refreshTokens,
    storage,
    publicUrl: config.publicUrl,
    ...mailBudget,
    log: app.log,
  });
  accountsHandlers(app, accounts);
  const employeesRepo = createEmployeesRepo(db);
  const employees = createEmployeesService({ repo: employeesRepo, storage, jobs, publicUrl: config.publicUrl, ...mailBudget });
  employeesHandlers(app, { repo: employeesRepo, service: employees, storage });
  const codesRepo = createOneTimeCodesRepo(db);
  phoneAccountsHandlers(app, {
    service: createPhoneAccountsService({
      accounts: accountsRepo,
      // Keyed by the signing secret every instance shares, so any instance checks any code.
      codes: createOneTimeCodesService({ repo: codesRepo, messages, secret: await resolveJwtSecret(config), addressLimitScale: config.rateLimitScale }),
      codesRepo,
      messages,
      openSession: (user) => accounts.openSession(user),
    }),
    employees,
  });
  addressesHandlers(app, createAddressesService(createAddressesRepo(db)));
  qrCodeHandlers(app, { publicUrl: config.publicUrl });
  accountLanguageHandlers(app, createAccountLanguageRepo(db));
};
