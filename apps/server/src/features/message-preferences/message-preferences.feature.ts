import type { FastifyPluginAsync } from 'fastify';
import { createMessagePreferencesRepo } from './message-preferences.repo.ts';
import { messagePreferencesHandlers } from './message-preferences.routes.ts';
import { createMessagePreferencesService } from './message-preferences.service.ts';

/** Issue 27: each user's choice of SMS, WhatsApp and e-mail messages, and their WhatsApp consent. */
export const messagePreferencesFeature: FastifyPluginAsync = async (app) => {
  messagePreferencesHandlers(app, createMessagePreferencesService(createMessagePreferencesRepo(app.deps.db)));
};
