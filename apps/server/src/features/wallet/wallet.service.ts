import { add } from '@kt/contract/money';
import type { DealerWallet } from '@kt/contract/wallet/wallet';
import type { WalletRepo } from './wallet.repo.ts';
import { statementCsv } from './wallet-statement.ts';

/** The customer's and the dealer's wallets and the dealer's monthly statements (issue 16), from completed orders. */
export function createWalletService(repo: WalletRepo) {
  return {
    async customerWallet(customerId: number) {
      const { balance, completedOrders } = await repo.customerBalance(customerId);
      return { balance, completed_orders: completedOrders };
    },

    /** The dealer's totals are the exact sums of their months. */
    async dealerWallet(dealerId: number): Promise<DealerWallet> {
      const months = await repo.dealerMonths(dealerId);
      return {
        paid_total: add(months.map((month) => month.paid)),
        commission_total: add(months.map((month) => month.commission)),
        completed_orders: months.reduce((sum, month) => sum + month.orders, 0),
        months,
      };
    },

    async dealerStatement(dealerId: number, month: string): Promise<string> {
      return statementCsv(await repo.dealerStatement(dealerId, month));
    },

    customerHistory: repo.customerHistory,
    dealerHistory: repo.dealerHistory,
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
