import type { FastifyInstance } from 'fastify';
import { accountsEndpoints } from '@kt/contract/accounts/accounts.endpoints';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { currentUser } from '../../platform/auth/guard.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { EmployeesRepo } from './employees.repo.ts';
import type { EmployeesService } from './employees.service.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

type Deps = { repo: EmployeesRepo; service: EmployeesService; storage: FileStorage };

/** A dealer's employees (spec 3 'Employee registration'; the list and removal are ours). */
export function employeesHandlers(app: FastifyInstance, { repo, service, storage }: Deps) {
  handle(app, accountsEndpoints.employeeRegistration, async (request) => {
    const dealer = currentUser(request);
    if (request.body.dealer_email !== dealer.email.toLowerCase()) throw new AppError('FORBIDDEN', 'You can only add employees of your own.');
    await service.add(dealer, request.body, request.files ?? {}, request.log);
    return { msg: messages.dealerSettings.employeeAdded };
  });

  handle(app, accountsEndpoints.employees, async (request, reply) => {
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

  handle(app, accountsEndpoints.employee, async (request) => {
    await service.remove(currentUser(request).userId, request.params.id);
    return { msg: dealerAreaMessages.employeeRemoved };
  });
}
