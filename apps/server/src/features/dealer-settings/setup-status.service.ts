import type { DocumentStatus } from '@kt/contract/dealer-settings/documents';
import type { SetupStatus } from '@kt/contract/dealer-settings/setup-status';
import type { SetupStatusRepo } from './setup-status.repo.ts';

/**
 * What the dealer's home lists as still missing before customers find them: ready once the
 * documents are uploaded (and not rejected), an area is added and a price is set in an area served.
 */
export function createSetupStatusService(repo: SetupStatusRepo) {
  return {
    async read(dealerId: number): Promise<SetupStatus> {
      const counts = await repo.read(dealerId);
      const documents = (counts.documents ?? 'Not uploaded') as DocumentStatus;
      const ready = documents !== 'Not uploaded' && documents !== 'Rejected' && counts.areas > 0 && counts.pricesServed > 0;
      return { documents, areas: counts.areas, prices: counts.pricesServed, ready };
    },
  };
}
export type SetupStatusService = ReturnType<typeof createSetupStatusService>;
