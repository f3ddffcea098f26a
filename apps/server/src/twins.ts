import type { TwinRegistry } from './platform/i18n/language-context.ts';

/**
 * The twins of the server's and the contract's catalogues (issue 29), loaded before the app
 * listens (app.ts). Static imports, not a scan of the disk: the server ships bundled by esbuild
 * (scripts/build.mjs), where no `.hi.ts` file is left to find. twins.test.ts fails, naming the
 * line to add, when a twin on disk is missing here or a line here has no file.
 */
export const serverTwins: TwinRegistry = {
  hi: {
    'contract/accounts/language-messages': () => import('@kt/contract/accounts/language-messages.hi'),
    'contract/admin/admin-messages': () => import('@kt/contract/admin/admin-messages.hi'),
    'contract/admin/console-messages': () => import('@kt/contract/admin/console-messages.hi'),
    'contract/commission/commission-messages': () => import('@kt/contract/commission/commission-messages.hi'),
    'contract/dealer-settings/dealer-area-messages': () => import('@kt/contract/dealer-settings/dealer-area-messages.hi'),
    'contract/disputes/dispute-messages': () => import('@kt/contract/disputes/dispute-messages.hi'),
    'contract/messages': () => import('@kt/contract/messages.hi'),
    'contract/new-user-messages': () => import('@kt/contract/new-user-messages.hi'),
    'contract/orders/follow-up-messages': () => import('@kt/contract/orders/follow-up-messages.hi'),
    'contract/orders/weights-messages': () => import('@kt/contract/orders/weights-messages.hi'),
    'contract/phone/message-texts': () => import('@kt/contract/phone/message-texts.hi'),
    'contract/selling/resale-messages': () => import('@kt/contract/selling/resale-messages.hi'),
    'contract/selling/verified-dealer-messages': () => import('@kt/contract/selling/verified-dealer-messages.hi'),
    'server/features/accounts/account-emails': () => import('./features/accounts/account-emails.hi.ts'),
    'server/features/admin/decision-mail-texts': () => import('./features/admin/decision-mail-texts.hi.ts'),
    'server/features/dealers/inquiry-mail-texts': () => import('./features/dealers/inquiry-mail-texts.hi.ts'),
    'server/features/disputes/dispute-emails': () => import('./features/disputes/dispute-emails.hi.ts'),
    'server/features/orders/follow-up-emails': () => import('./features/orders/follow-up-emails.hi.ts'),
    'server/features/orders/order-emails': () => import('./features/orders/order-emails.hi.ts'),
    'server/features/orders/weights-emails': () => import('./features/orders/weights-emails.hi.ts'),
    'server/features/receipts/receipt-texts': () => import('./features/receipts/receipt-texts.hi.ts'),
  },
};
