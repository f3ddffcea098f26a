import type { FastifyPluginAsync } from 'fastify';
import { createAccountsRepo } from './accounts.repo.ts';
import { accountsHandlers } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';
import { createAddressesRepo } from './addresses.repo.ts';
import { addressesHandlers } from './addresses.routes.ts';
import { createAddressesService } from './addresses.service.ts';
import { createEmployeesRepo } from './employees.repo.ts';
import { employeesHandlers } from './employees.routes.ts';
import { createEmployeesService } from './employees.service.ts';
import { qrCodeHandlers } from './qr-codes.ts';

/** Spec 7 'Authentication' and the customer's addresses; (ours) a dealer's employees and the profile's QR codes. */
export const accountsFeature: FastifyPluginAsync = async (app) => {
  const { db, jobs, accessTokens, refreshTokens, storage, config, rateLimiter } = app.deps;
  const mailBudget = { rateLimiter, rateLimitScale: config.rateLimitScale };
  accountsHandlers(
    app,
    createAccountsService({
      repo: createAccountsRepo(db),
      jobs,
      accessTokens,
      refreshTokens,
      storage,
      publicUrl: config.publicUrl,
      ...mailBudget,
      log: app.log,
    }),
  );
  const employees = createEmployeesRepo(db);
  employeesHandlers(app, {
    repo: employees,
    service: createEmployeesService({ repo: employees, storage, jobs, publicUrl: config.publicUrl, ...mailBudget }),
    storage,
  });
  addressesHandlers(app, createAddressesService(createAddressesRepo(db)));
  qrCodeHandlers(app, { publicUrl: config.publicUrl });
};
