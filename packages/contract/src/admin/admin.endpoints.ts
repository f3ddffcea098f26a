import { adminCatalogueEndpoints } from './catalogue.endpoints.ts';
import { adminCommissionEndpoints } from './commission.endpoints.ts';
import { adminConsoleEndpoints } from './console.endpoints.ts';
import { adminContentEndpoints } from './content.endpoints.ts';
import { adminDisputeEndpoints } from './disputes.endpoints.ts';
import { adminReviewEndpoints } from './reviews.endpoints.ts';
import { siteSettingsEndpoints } from './site-settings.endpoints.ts';
import { adminUserEndpoints } from './users.endpoints.ts';

/**
 * The admin console's endpoints (issue 15), served by the server's one admin plugin behind one
 * admin hook; the public read of the site settings, which that plugin serves too, with them.
 */
export const adminEndpointDefinitions = {
  ...adminUserEndpoints,
  ...adminReviewEndpoints,
  ...siteSettingsEndpoints,
  ...adminContentEndpoints,
  ...adminCatalogueEndpoints,
  ...adminCommissionEndpoints,
  ...adminConsoleEndpoints,
  ...adminDisputeEndpoints,
};
