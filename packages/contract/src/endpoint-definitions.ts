import { accountsEndpoints } from './accounts/accounts.endpoints.ts';
import { addressesEndpoints } from './addresses/addresses.endpoints.ts';
import { adminEndpointDefinitions } from './admin/admin.endpoints.ts';
import { catalogEndpoints } from './catalog/catalog.endpoints.ts';
import { commissionEndpoints } from './commission/commission.endpoints.ts';
import { contentEndpoints } from './content/content.endpoints.ts';
import { dealerSettingsEndpoints } from './dealer-settings/dealer-settings.endpoints.ts';
import { disputesEndpoints } from './disputes/disputes.endpoints.ts';
import { filesEndpoints } from './files/files.endpoints.ts';
import { impactEndpoints } from './impact/impact.endpoints.ts';
import { marketplaceEndpoints } from './marketplace/marketplace.endpoints.ts';
import { ordersEndpoints } from './orders/orders.endpoints.ts';
import { followUpEndpoints } from './orders/follow-up.endpoints.ts';
import { phoneEndpoints } from './phone/phone.endpoints.ts';
import { sellingEndpoints } from './selling/selling.endpoints.ts';
import { walletEndpoints } from './wallet/wallet.endpoints.ts';

/**
 * Every endpoint of the API by name, one definition each (an area's file beside its schemas).
 * Adding an endpoint: its definition in the area's `*.endpoints.ts`, then
 * `npm run generate --workspace packages/contract` (the route tables), then its handler.
 */
export const definitions = {
  ...accountsEndpoints,
  ...addressesEndpoints,
  ...adminEndpointDefinitions,
  ...catalogEndpoints,
  ...commissionEndpoints,
  ...contentEndpoints,
  ...dealerSettingsEndpoints,
  ...disputesEndpoints,
  ...filesEndpoints,
  ...marketplaceEndpoints,
  ...impactEndpoints,
  ...ordersEndpoints,
  ...followUpEndpoints,
  ...phoneEndpoints,
  ...sellingEndpoints,
  ...walletEndpoints,
};

export type EndpointName = keyof typeof definitions;

/** The same definitions by area: the route tables are written a module an area, so a page's bundle holds the areas it calls. */
export const definitionAreas = {
  accounts: accountsEndpoints,
  addresses: addressesEndpoints,
  console: adminEndpointDefinitions,
  catalog: catalogEndpoints,
  commission: commissionEndpoints,
  content: contentEndpoints,
  'dealer-settings': dealerSettingsEndpoints,
  disputes: disputesEndpoints,
  files: filesEndpoints,
  marketplace: marketplaceEndpoints,
  impact: impactEndpoints,
  orders: ordersEndpoints,
  'follow-up': followUpEndpoints,
  phone: phoneEndpoints,
  selling: sellingEndpoints,
  wallet: walletEndpoints,
} as const;
