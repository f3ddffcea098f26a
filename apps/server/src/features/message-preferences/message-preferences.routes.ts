import type { FastifyInstance } from 'fastify';
import { phoneEndpoints } from '@kt/contract/phone/phone.endpoints';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { MessagePreferencesService } from './message-preferences.service.ts';

/** GET and POST /v3/api/message-preferences/ (issue 27, ours). */
export function messagePreferencesHandlers(app: FastifyInstance, service: MessagePreferencesService) {
  handle(app, phoneEndpoints.messagePreferences, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return service.preferences(currentUser(request));
  });

  handle(app, phoneEndpoints.updateMessagePreferences, async (request, reply) => {
    const { sms, whatsapp, email, whatsapp_opt_in: whatsappOptIn } = request.body;
    reply.header('Cache-Control', 'private, no-store');
    return service.update(currentUser(request), { choice: { sms, whatsapp, email }, whatsappOptIn });
  });
}
