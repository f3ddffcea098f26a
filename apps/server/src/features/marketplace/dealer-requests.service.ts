import { AppError } from '@kt/contract/errors';
import type { ScheduleStatus } from '@kt/contract/marketplace/dealer-requests';
import { messages } from '@kt/contract/messages';
import type { DealerRequestsRepo } from './dealer-requests.repo.ts';

/** The dealer's decisions on what visitors sent them. */
export function createDealerRequestsService(repo: DealerRequestsRepo) {
  return {
    /** A New pickup request of the dealer becomes Done or Declined, once (409 after). */
    async decideScheduleRequest(dealerId: number, id: number, status: Exclude<ScheduleStatus, 'New'>) {
      const result = await repo.decideScheduleRequest(dealerId, id, status);
      // One answer for 'another dealer's' and 'not there', so ids cannot be probed.
      if (result.outcome === 'missing') throw new AppError('NOT_FOUND', messages.marketplaceArea.requestNotFound);
      if (result.outcome === 'decided already') throw new AppError('CONFLICT', messages.marketplaceArea.requestAlreadyDecided);
      return result.row;
    },
  };
}
export type DealerRequestsService = ReturnType<typeof createDealerRequestsService>;
