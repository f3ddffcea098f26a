import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { statementFileName } from '@kt/contract/wallet/wallet';
import { walletEndpoints } from '@kt/contract/wallet/wallet.endpoints';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { WalletService } from './wallet.service.ts';

/** The dealer themselves: an employee acts for the dealer at the door but does not see the dealer's money. */
export function dealerOnly(request: FastifyRequest): number {
  const caller = currentUser(request);
  if (caller.category !== 'dealer') throw new AppError('FORBIDDEN', messages.wallet.dealerOnly);
  return caller.userId;
}

/** The customer's and the dealer's wallets and the dealer's monthly statements (issue 16). */
export function walletHandlers(app: FastifyInstance, service: WalletService) {
  handle(app, walletEndpoints.customerWallet, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return service.customerWallet(currentUser(request).userId);
  });

  handle(app, walletEndpoints.customerWalletHistory, async (request, reply) => {
    const customerId = currentUser(request).userId;
    const rows = await privateTimeIdPage(request, reply, (page) => service.customerHistory(customerId, page));
    return rows.map((row) => row.entry);
  });

  handle(app, walletEndpoints.dealerWallet, async (request, reply) => {
    const dealerId = dealerOnly(request);
    reply.header('Cache-Control', 'private, no-store');
    return service.dealerWallet(dealerId);
  });

  handle(app, walletEndpoints.dealerWalletHistory, async (request, reply) => {
    const dealerId = dealerOnly(request);
    const rows = await privateTimeIdPage(request, reply, (page) => service.dealerHistory(dealerId, page));
    return rows.map((row) => row.entry);
  });

  handle(app, walletEndpoints.dealerStatement, async (request, reply) => {
    const csv = await service.dealerStatement(dealerOnly(request), request.params.month);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${statementFileName(request.params.month)}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(csv);
  });
}
