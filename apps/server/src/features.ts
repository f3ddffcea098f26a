import type { FastifyPluginAsync } from 'fastify';
import { accountsFeature } from './features/accounts/accounts.feature.ts';
import { adminFeature } from './features/admin/admin.feature.ts';
import { catalogFeature } from './features/catalog/catalog.feature.ts';
import { contentFeature } from './features/content/content.feature.ts';
import { dealerSettingsFeature } from './features/dealer-settings/dealer-settings.feature.ts';
import { dealersFeature } from './features/dealers/dealers.feature.ts';
import { disputesFeature } from './features/disputes/disputes.feature.ts';
import { impactFeature } from './features/impact/impact.feature.ts';
import { marketplaceFeature } from './features/marketplace/marketplace.feature.ts';
import { messagePreferencesFeature } from './features/message-preferences/message-preferences.feature.ts';
import { ordersFeature } from './features/orders/orders.feature.ts';
import { queueCompletionReceipt, receiptsFeature } from './features/receipts/receipts.feature.ts';
import { seoFeature } from './features/seo/seo.feature.ts';
import { walletFeature } from './features/wallet/wallet.feature.ts';

/**
 * The features of the app, each one Fastify plugin that builds its repos and services from the
 * shared deps (app.deps) and registers the handlers of its endpoint definitions.
 */
export const features: readonly FastifyPluginAsync[] = [
  accountsFeature,
  adminFeature,
  catalogFeature,
  contentFeature,
  dealerSettingsFeature,
  marketplaceFeature,
  dealersFeature,
  // The customer's receipt mail is queued in the transaction that completes the order.
  ordersFeature({ onCompleted: queueCompletionReceipt }),
  receiptsFeature,
  walletFeature,
  disputesFeature,
  impactFeature,
  seoFeature,
  messagePreferencesFeature,
];
