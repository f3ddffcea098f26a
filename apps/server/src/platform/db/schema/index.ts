// The whole schema for Drizzle's relational API and drizzle-kit; one file per area.
export * from './accounts.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './dealers.ts';
export * from './meta.ts';
export * from './addresses.ts';
export * from './auth.ts';
export * from './submissions.ts';
export * from './orders.ts';
export * from './marketplace.ts';
export * from './disputes.ts';
export * from './messages.ts';
export * from './commission.ts';
