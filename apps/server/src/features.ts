import type { FastifyPluginAsync } from 'fastify';
import { catalogFeature } from './features/catalog/catalog.feature.ts';

/**
 * The features of the app, each one Fastify plugin that builds its repos and services from the
 * shared deps (app.deps) and registers the handlers of its endpoint definitions.
 */
export const features: readonly FastifyPluginAsync[] = [catalogFeature];
