// Generated from the endpoint definitions (all but the admin console) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
export * from './routes/accounts.ts';
export * from './routes/addresses.ts';
export * from './routes/catalog.ts';
export * from './routes/commission.ts';
export * from './routes/console.ts';
export * from './routes/content.ts';
export * from './routes/dealer-settings.ts';
export * from './routes/disputes.ts';
export * from './routes/files.ts';
export * from './routes/follow-up.ts';
export * from './routes/impact.ts';
export * from './routes/marketplace.ts';
export * from './routes/orders.ts';
export * from './routes/phone.ts';
export * from './routes/selling.ts';
export * from './routes/wallet.ts';
