import type { FastifyPluginAsync } from 'fastify';
import { createDisputeRecords } from '../../platform/db/dispute-records.ts';
import { createDisputesRepo } from './disputes.repo.ts';
import { disputesHandlers } from './disputes.routes.ts';
import { createDisputesService } from './disputes.service.ts';

/** Issue 28: the dispute window of completed pickups, for the customer and the dealer. */
export const disputesFeature: FastifyPluginAsync = async (app) => {
  const { db, storage, jobs, messages, config } = app.deps;
  const service = createDisputesService({
    repo: createDisputesRepo(db),
    records: createDisputeRecords(db, config.publicUrl),
    storage,
    jobs,
    messages,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  disputesHandlers(app, service);
};
