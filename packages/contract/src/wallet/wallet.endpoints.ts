import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { ZPageQuery } from '../paging.ts';
import { ZCustomerWallet, ZDealerWallet, ZStatementMonth, ZWalletHistoryResponse } from './wallet.ts';

// An employee passes the guard of the dealer's wallet to be told, in the wallet's own words, that it is the dealer's.
const dealerSide = ['dealer', 'employee'] as const;

/** Issue 16: the customer's and the dealer's wallets, and the dealer's monthly statements. */
export const walletEndpoints = {
  customerWallet: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/customer/',
    // Issue 28: a dealer who sells on to recyclers reads what they were paid as a seller here.
    access: ['customer', 'dealer'],
    response: ZCustomerWallet,
    summary: "The sum the customer received across their completed orders.",
  }),
  customerWalletHistory: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/customer/history/',
    access: ['customer', 'dealer'],
    query: ZPageQuery,
    response: ZWalletHistoryResponse,
    summary: "One page of the customer's completed orders as wallet entries, newest first.",
  }),
  dealerWallet: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/dealer/',
    access: dealerSide,
    response: ZDealerWallet,
    summary: 'What the dealer paid out and the commission owed, per India month.',
  }),
  dealerWalletHistory: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/dealer/history/',
    access: dealerSide,
    query: ZPageQuery,
    response: ZWalletHistoryResponse,
    summary: "One page of the dealer's completed orders as wallet entries, newest first.",
  }),
  dealerStatement: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/dealer/statement/:month/',
    access: dealerSide,
    params: z.object({ month: ZStatementMonth }),
    summary: "One India month of the dealer's completed orders as a CSV file.",
  }),
};
