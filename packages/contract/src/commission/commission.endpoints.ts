import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { ZCommissionPaymentSubmitted, ZCommissionStatement, ZCommissionUtr, ZStatementNumber } from './commission.ts';
import { commissionMessages } from './commission-messages.ts';

// As the wallet's: an employee passes the guard to be told, in the wallet's words, that it is the dealer's.
const dealerSide = ['dealer', 'employee'] as const;
const ZStatementParams = z.object({ statement: ZStatementNumber });

/** Issue 28: the dealer's monthly commission statement, paid by UPI with a UTR. */
export const commissionEndpoints = {
  dealerCommissionStatement: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/dealer/commission/:statement/',
    access: dealerSide,
    params: ZStatementParams,
    response: ZCommissionStatement,
    summary: "One month's commission statement: due, due date, the UPI link to the platform and the UTRs submitted.",
  }),
  dealerSubmitCommissionUtr: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/dealer/commission/:statement/payments/',
    access: dealerSide,
    params: ZStatementParams,
    body: ZCommissionUtr,
    response: ZCommissionPaymentSubmitted,
    status: 201,
    validationMessage: commissionMessages.utrInvalid,
    summary: "Submits the UTR of the dealer's UPI payment of a statement, for an admin to verify.",
  }),
};
