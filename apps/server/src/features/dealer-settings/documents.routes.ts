import type { FastifyInstance } from 'fastify';
import { dealerSettingsEndpoints } from '@kt/contract/dealer-settings/dealer-settings.endpoints';
import { assertNamesCaller, currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { DocumentsService } from './documents.service.ts';

/** Spec 3 'Dealer document upload': the dealer's own identity and business documents, kept private. */
export function documentsHandlers(app: FastifyInstance, service: DocumentsService) {
  handle(app, dealerSettingsEndpoints.addDocuments, (request) => {
    assertNamesCaller(request, request.body.dealer_id);
    return service.upload(currentUser(request).userId, request.files, request.log);
  });

  handle(app, dealerSettingsEndpoints.dealerDocuments, (request, reply) => {
    assertNamesCaller(request, request.params.id);
    // 'private' too: the answer links the dealer's identity documents.
    reply.header('Cache-Control', 'private, no-store');
    return service.read(request.params.id);
  });
}
