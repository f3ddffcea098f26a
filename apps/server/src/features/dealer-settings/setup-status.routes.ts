import type { FastifyInstance } from 'fastify';
import { dealerSettingsEndpoints } from '@kt/contract/dealer-settings/dealer-settings.endpoints';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { SetupStatusService } from './setup-status.service.ts';

/** What the dealer's home lists as still missing before customers find them. */
export function setupStatusHandlers(app: FastifyInstance, service: SetupStatusService) {
  handle(app, dealerSettingsEndpoints.dealerSetupStatus, (request) => service.read(currentUser(request).userId));
}
