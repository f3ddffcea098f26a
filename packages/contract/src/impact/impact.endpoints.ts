import { defineEndpoint } from '../http/endpoint.ts';
import { ZImpact } from './impact.ts';

/** Issue 16: kg recycled and CO2 avoided, from completed orders. */
export const impactEndpoints = {
  impactCustomer: defineEndpoint({
    method: 'GET',
    path: '/api/impact/customer/',
    access: ['customer'],
    response: ZImpact,
    summary: "The signed-in customer's completed pickups.",
  }),
  impactDealer: defineEndpoint({
    method: 'GET',
    path: '/api/impact/dealer/',
    // The dealer's employees see their dealer's (they complete pickups for it).
    access: ['dealer', 'employee'],
    response: ZImpact,
    summary: "The dealer's completed pickups.",
  }),
  impactSite: defineEndpoint({
    method: 'GET',
    path: '/api/impact/site/',
    access: 'public',
    response: ZImpact,
    summary: "Everyone's completed pickups, for the About page.",
  }),
};
