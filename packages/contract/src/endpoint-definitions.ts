import { catalogEndpoints } from './catalog/catalog.endpoints.ts';

/**
 * Every endpoint of the API by name, one definition each (an area's file beside its schemas).
 * Adding an endpoint: its definition in the area's `*.endpoints.ts`, then
 * `npm run generate --workspace packages/contract` (the route tables), then its handler.
 */
export const definitions = {
  ...catalogEndpoints,
};

export type EndpointName = keyof typeof definitions;
