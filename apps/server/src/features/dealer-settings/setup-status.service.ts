import type { DocumentStatus } from '@kt/contract/dealer-settings/documents';
import type { SetupStatus } from '@kt/contract/dealer-settings/setup-status';
import { indiaDate } from '@kt/contract/india-time';
import type { SetupStatusRepo } from './setup-status.repo.ts';

/**
 * What the dealer's home lists as still missing before customers find them (issue 28): ready
 * once the dealer is bookable, the one definition the public lists use (documents verified by an
 * admin, an area, a price in an area served, the account switched on).
 */
export function createSetupStatusService(repo: SetupStatusRepo) {
  return {
    async read(dealerId: number): Promise<SetupStatus> {
      const counts = await repo.read(dealerId);
      const documents = (counts.documents ?? 'Not uploaded') as DocumentStatus;
      return {
        documents,
        documents_reason: documents === 'Rejected' ? counts.reason : null,
        verified_on: documents === 'Verified' && counts.verifiedAt ? indiaDate(counts.verifiedAt) : null,
        areas: counts.areas,
        prices: counts.pricesServed,
        active: counts.active,
        ready: counts.bookable,
      };
    },
  };
}
export type SetupStatusService = ReturnType<typeof createSetupStatusService>;
