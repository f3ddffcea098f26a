import { paths } from '../lib/paths.ts';
import type { PageTitle } from './page-titles.ts';

/*
 * Every route of spec section 2.9 as plain data: its path, title, the module that draws it and
 * the loader that guards it. The router builds its routes from this table, and the build reads
 * the same table (vite.config.ts) to tell the server which chunks each path loads first, so the
 * page's code is asked for with the HTML instead of after the entry has run. No React here: the
 * build imports this file in Node.
 */

/** The route loaders of router.tsx, by name. */
export type LoaderName =
  | 'publicOnly'
  | 'requireSeller'
  | 'requireDealer'
  | 'requireDealerSide'
  | 'requireReseller'
  | 'requireAdmin'
  | 'requireOrderParty';

/**
 * The reads of a server-rendered page, by name (app/page-data.ts). A page that names them is
 * rendered on the server with its data (apps/server: platform/http/page-renderer.ts), the rest
 * in the browser.
 */
export type PageDataName = 'about' | 'joinUs' | 'sell' | 'sellItem' | 'faq' | 'siteSettings' | 'marketplace';

export type PageRoute = {
  path: string;
  /**
   * The tab title (the route's `handle.title`), by its key in page-titles.ts: looked up when the
   * page is drawn, in the visitor's language. A page without one sets its own.
   */
  title?: PageTitle;
  /** Under src/app/, exporting `Component`; each page is its own chunk. */
  module: string;
  loader?: LoaderName;
  /** Rendered on the server with these reads. */
  serverData?: PageDataName;
};

/** A signed-in area: its layout (under src/app/, exporting `Component`) around its pages. */
export type AreaRoute = { layout: string; loader: LoaderName; pages: readonly PageRoute[] };

export const routeTable: readonly (PageRoute | AreaRoute)[] = [
  // Public
  { path: paths.about, title: 'aboutUs', module: 'routes/about.tsx', serverData: 'about' },
  { path: paths.joinUs, title: 'joinUs', module: 'routes/join-us.tsx', serverData: 'joinUs' },
  { path: paths.sell, module: 'routes/sell-home.tsx', serverData: 'sell' },
  { path: paths.sellItem, title: 'sellItem', module: 'routes/sell-item.tsx', serverData: 'sellItem' },
  { path: paths.faq, title: 'frequentlyAskedQuestions', module: 'routes/faq.tsx', serverData: 'faq' },
  { path: paths.contact, title: 'contactUs', module: 'routes/contact.tsx', serverData: 'siteSettings' },
  { path: paths.privacy, title: 'privacyPolicy', module: 'routes/privacy-policy.tsx', serverData: 'siteSettings' },
  { path: paths.terms, title: 'termsConditions', module: 'routes/terms-conditions.tsx', serverData: 'siteSettings' },

  // Sign-in and sign-up: only without a stored session
  { path: paths.signIn, title: 'signIn', module: 'routes/accounts/sign-in.tsx', loader: 'publicOnly' },
  { path: paths.signUp, title: 'whoAmI', module: 'routes/accounts/sign-up-choice.tsx', loader: 'publicOnly' },
  { path: paths.signUpCustomer, title: 'customerSignUp', module: 'routes/accounts/sign-up-customer-type.tsx', loader: 'publicOnly' },
  { path: paths.signUpPersonal, title: 'personalAccountSignUp', module: 'routes/accounts/sign-up-personal.tsx', loader: 'publicOnly' },
  {
    path: paths.signUpOrganization,
    title: 'organizationAccountSignUp',
    module: 'routes/accounts/sign-up-organization.tsx',
    loader: 'publicOnly',
  },
  { path: paths.signUpDealer, title: 'dealerSignUp', module: 'routes/accounts/sign-up-dealer.tsx', loader: 'publicOnly' },
  { path: paths.forgotPassword, title: 'forgotPassword', module: 'routes/accounts/forgot-password.tsx', loader: 'publicOnly' },
  { path: paths.emailVerify, title: 'emailVerification', module: 'routes/accounts/verify-email.tsx' },
  { path: paths.resetPassword, title: 'resetPassword', module: 'routes/accounts/reset-password.tsx' },
  { path: paths.passwordChanged, title: 'passwordChanged', module: 'routes/accounts/password-changed.tsx' },

  // Customers (Personal, Organization)
  { path: paths.cart, title: 'yourCart', module: 'routes/cart.tsx', loader: 'requireSeller' },
  {
    // The customer area: welcome bar and side menu (spec 2.6)
    layout: 'layouts/customer-area-layout.tsx',
    loader: 'requireSeller',
    pages: [
      { path: paths.userProfile, title: 'profile', module: 'routes/accounts/user-profile.tsx', loader: 'requireSeller' },
      { path: paths.userProfileEdit, title: 'editProfile', module: 'routes/accounts/user-profile-edit.tsx', loader: 'requireSeller' },
      { path: paths.userAddress, title: 'addresses', module: 'routes/customer/user-address.tsx', loader: 'requireSeller' },
      { path: paths.userPickup, title: 'pickup', module: 'routes/customer/user-pickup.tsx', loader: 'requireSeller' },
      { path: paths.userWallet, title: 'wallet', module: 'routes/customer/user-wallet.tsx', loader: 'requireSeller' },
      { path: paths.userWalletHistory, title: 'walletHistory', module: 'routes/customer/user-wallet-history.tsx', loader: 'requireSeller' },
      { path: paths.userQr, title: 'qrCode', module: 'routes/customer/user-qr.tsx', loader: 'requireSeller' },
      { path: paths.userAutoScrap, title: 'autoScrap', module: 'routes/customer/user-autoscrap.tsx', loader: 'requireSeller' },
    ],
  },
  { path: paths.addressStub, title: 'address', module: 'routes/customer/address-stub.tsx', loader: 'requireSeller' },

  // Dealers (Kabadi, Collector, Recycler)
  {
    // The dealer area: 'Welcome' and the username, and the dealer menu (spec 2.7)
    layout: 'layouts/dealer-area-layout.tsx',
    loader: 'requireDealerSide',
    pages: [
      { path: paths.dealerHome, title: 'dashboard', module: 'routes/dealer/dealer-home.tsx', loader: 'requireDealer' },
      { path: paths.dealerProfile, title: 'profile', module: 'routes/accounts/dealer-profile.tsx', loader: 'requireDealer' },
      { path: paths.dealerProfileEdit, title: 'editProfile', module: 'routes/accounts/dealer-profile-edit.tsx', loader: 'requireDealer' },
      { path: paths.dealerQr, title: 'qrCode', module: 'routes/dealer/dealer-qr.tsx', loader: 'requireDealer' },
      { path: paths.dealerPickup, title: 'pickups', module: 'routes/dealer/dealer-pickup.tsx', loader: 'requireDealerSide' },
      { path: paths.dealerWallet, title: 'wallet', module: 'routes/dealer/dealer-wallet.tsx', loader: 'requireDealer' },
      { path: paths.dealerWalletHistory, title: 'walletHistory', module: 'routes/dealer/dealer-wallet-history.tsx', loader: 'requireDealer' },
      // Issue 28: a month's commission paid by UPI with a UTR.
      { path: paths.dealerCommission, title: 'commissionStatement', module: 'routes/dealer/dealer-commission.tsx', loader: 'requireDealer' },
      { path: paths.dealerSettings, title: 'completeYourProfile', module: 'routes/dealer/settings/settings-hub.tsx', loader: 'requireDealer' },
      { path: paths.dealerDocuments, title: 'documentsUpload', module: 'routes/dealer/settings/documents.tsx', loader: 'requireDealer' },
      { path: paths.dealerAddArea, title: 'addAreaPincode', module: 'routes/dealer/settings/add-area.tsx', loader: 'requireDealer' },
      { path: paths.dealerSetPrice, title: 'addYourPrice', module: 'routes/dealer/settings/set-price.tsx', loader: 'requireDealer' },
      { path: paths.dealerEditPrice, title: 'editPrice', module: 'routes/dealer/settings/edit-price.tsx', loader: 'requireDealer' },
      { path: paths.dealerPriceList, title: 'priceList', module: 'routes/dealer/settings/price-list.tsx', loader: 'requireDealer' },
      {
        path: paths.dealerRequestCategory,
        title: 'requestToAddCategory',
        module: 'routes/dealer/settings/request-category.tsx',
        loader: 'requireDealer',
      },
      { path: paths.dealerAddEmployee, title: 'addEmployee', module: 'routes/dealer/settings/add-employee.tsx', loader: 'requireDealer' },
      { path: paths.dealerInitiatives, title: 'yourInitiatives', module: 'routes/dealer/settings/initiatives.tsx', loader: 'requireDealer' },
      { path: paths.dealerRequests, title: 'requests', module: 'routes/dealer/dealer-requests.tsx', loader: 'requireDealerSide' },
      { path: paths.dealerDisputes, title: 'disputes', module: 'routes/dealer/dealer-disputes.tsx', loader: 'requireDealerSide' },
      { path: paths.dealerCompletePickup, title: 'completePickup', module: 'routes/dealer/complete-pickup.tsx', loader: 'requireDealerSide' },
      // Issue 28: a Kabadi or Collector sells on to Recyclers with the customer's cart, checkout and pickup card.
      { path: paths.dealerSell, title: 'sellToRecyclers', module: 'routes/dealer/sell/sell-to-recyclers.tsx', loader: 'requireReseller' },
      { path: paths.dealerSellCart, title: 'yourCart', module: 'routes/dealer/sell/sell-cart.tsx', loader: 'requireReseller' },
      { path: paths.dealerSales, title: 'mySales', module: 'routes/dealer/sell/my-sales.tsx', loader: 'requireReseller' },
      { path: paths.dealerSalesPaid, title: 'paidForYourSales', module: 'routes/dealer/sell/sales-paid.tsx', loader: 'requireReseller' },
    ],
  },

  // Issue 16: a Completed order's receipt, printable (either party)
  { path: paths.receipt, title: 'receipt', module: 'routes/receipt.tsx', loader: 'requireOrderParty' },
  // Issue 28: a Completed pickup's problem report (either party)
  { path: paths.dispute, title: 'problemReport', module: 'routes/dispute.tsx', loader: 'requireOrderParty' },

  // Public dealer marketplace
  { path: paths.marketplace, module: 'routes/marketplace.tsx', serverData: 'marketplace' },

  // The admin console (issue 15): no public page loads any of its chunks.
  {
    // Issue 28: the console's sign-in under the console's own bar, not the public one with SIGN IN.
    layout: 'layouts/admin-sign-in-area-layout.tsx',
    loader: 'publicOnly',
    pages: [{ path: paths.adminSignIn, title: 'adminSignIn', module: 'routes/admin/admin-sign-in.tsx', loader: 'publicOnly' }],
  },
  {
    layout: 'layouts/admin-area-layout.tsx',
    loader: 'requireAdmin',
    pages: [
      { path: paths.adminHome, title: 'admin', module: 'routes/admin/admin-home.tsx', loader: 'requireAdmin' },
      { path: paths.adminPincodeRequests, title: 'pincodeRequests', module: 'routes/admin/pincode-requests.tsx', loader: 'requireAdmin' },
      { path: paths.adminCategoryRequests, title: 'categoryRequests', module: 'routes/admin/category-requests.tsx', loader: 'requireAdmin' },
      { path: paths.adminDocuments, title: 'dealerDocuments', module: 'routes/admin/documents.tsx', loader: 'requireAdmin' },
      { path: paths.adminUsers, title: 'users', module: 'routes/admin/users.tsx', loader: 'requireAdmin' },
      { path: paths.adminUser, title: 'user', module: 'routes/admin/user.tsx', loader: 'requireAdmin' },
      { path: paths.adminCatalogue, title: 'catalogue', module: 'routes/admin/catalogue.tsx', loader: 'requireAdmin' },
      { path: paths.adminContent, title: 'siteContent', module: 'routes/admin/content.tsx', loader: 'requireAdmin' },
      { path: paths.adminSettings, title: 'siteSettings', module: 'routes/admin/settings.tsx', loader: 'requireAdmin' },
      { path: paths.adminSubmissions, title: 'submissions', module: 'routes/admin/submissions.tsx', loader: 'requireAdmin' },
      { path: paths.adminAudit, title: 'auditLog', module: 'routes/admin/audit.tsx', loader: 'requireAdmin' },
      { path: paths.adminMessages, title: 'failedMessages', module: 'routes/admin/messages.tsx', loader: 'requireAdmin' },
      { path: paths.adminPhoneMessages, title: 'smsAndWhatsapp', module: 'routes/admin/phone-messages.tsx', loader: 'requireAdmin' },
      { path: paths.adminCommission, title: 'commissionPayments', module: 'routes/admin/commission.tsx', loader: 'requireAdmin' },
      { path: paths.adminDisputes, title: 'disputes', module: 'routes/admin/disputes.tsx', loader: 'requireAdmin' },
    ],
  },
];

export function isAreaRoute(route: PageRoute | AreaRoute): route is AreaRoute {
  return 'layout' in route;
}

/** Each page's path with the modules it loads first (an area's layout, then the page), and whether the server renders it. */
export function pageModules(): { path: string; modules: string[]; serverRendered: boolean }[] {
  return routeTable.flatMap((route) =>
    isAreaRoute(route)
      ? route.pages.map((page) => ({ path: page.path, modules: [route.layout, page.module], serverRendered: false }))
      : [{ path: route.path, modules: [route.module], serverRendered: route.serverData !== undefined }],
  );
}
