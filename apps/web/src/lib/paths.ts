/** Every screen path of spec section 2.9, typed, in one place. */
export const paths = {
  about: '/',
  joinUs: '/joinus',
  sell: '/sell',
  sellItem: '/sell/sellitem',
  faq: '/faq',
  contact: '/contact',
  privacy: '/privacypolicy',
  terms: '/termsconditions',

  signIn: '/signin',
  signUp: '/signin/signup',
  signUpCustomer: '/signin/signup/customer',
  signUpPersonal: '/signin/signup/customer/personal',
  signUpOrganization: '/signin/signup/customer/organization',
  signUpDealer: '/signin/signup/dealer',
  emailVerify: '/v3/api/email-verify/:utype/Frontend',
  forgotPassword: '/forget_password',
  resetPassword: '/v3/api/password-reset-confirm/:utype/:uid/:token/Frontend',
  passwordChanged: '/password_change_success',

  cart: '/sell/cart',
  userProfile: '/sell/user/profile',
  userProfileEdit: '/sell/user/profile/profileedit',
  userAddress: '/sell/user/address',
  userPickup: '/sell/user/pickup',
  userWallet: '/sell/user/wallet',
  userWalletHistory: '/sell/user/wallet/wallethistory',
  userQr: '/sell/user/qr',
  userAutoScrap: '/sell/user/autoscrap',
  addressStub: '/address',

  dealerHome: '/dealer/home',
  dealerProfile: '/dealer/profile',
  dealerProfileEdit: '/dealer/profile/profileedit',
  dealerQr: '/dealer/profile/qr',
  dealerPickup: '/dealer/pickup',
  dealerWallet: '/dealer/wallet',
  dealerWalletHistory: '/dealer/wallet/wallethistory',
  /** Issue 28: a month's commission statement, paid by UPI (contract commissionStatementPagePath). */
  dealerCommission: '/dealer/wallet/commission/:statement',
  dealerSettings: '/dealer/settings',
  dealerDocuments: '/dealer/settings/documentupload',
  dealerAddArea: '/dealer/settings/addarea',
  dealerSetPrice: '/dealer/settings/setprice',
  dealerEditPrice: '/dealer/settings/setprice/editprice',
  dealerPriceList: '/dealer/settings/setprice/editprice/pricelist',
  dealerRequestCategory: '/dealer/settings/requestcategory',
  dealerAddEmployee: '/dealer/settings/addemployee',
  dealerInitiatives: '/dealer/settings/initiatives',
  dealerRequests: '/dealer/requests',
  /** Issue 28: a Kabadi or Collector sells what they collected on to Recyclers, from the dealer area. */
  dealerSell: '/dealer/sell',
  dealerSellCart: '/dealer/sell/cart',
  dealerSales: '/dealer/sell/pickups',
  /** What recyclers paid the dealer for their sales, with the history (the customer's 'Paid to you'). */
  dealerSalesPaid: '/dealer/sell/paid',
  /** Issue 16: the completion screen at the door (the dealer or an employee). */
  dealerCompletePickup: '/dealer/pickup/:orderNumber/complete',
  /** Issue 16: the printable receipt of a Completed order (its customer, dealer or the dealer's employees). */
  receipt: '/receipt/:orderNumber',
  /** Issue 28: a Completed pickup's problem report (its customer reports, its dealer's side answers). */
  dispute: '/dispute/:orderNumber',
  /** Issue 28: the reports on the dealer's pickups. */
  dealerDisputes: '/dealer/disputes',

  marketplace: '/marketplace/:num',

  // The admin console (issue 15, ours): its own chunks, every page behind an admin session.
  adminSignIn: '/admin/signin',
  adminHome: '/admin',
  adminPincodeRequests: '/admin/pincode-requests',
  adminCategoryRequests: '/admin/category-requests',
  adminDocuments: '/admin/documents',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:id',
  adminCatalogue: '/admin/catalogue',
  adminContent: '/admin/content',
  adminSettings: '/admin/settings',
  adminSubmissions: '/admin/submissions',
  adminAudit: '/admin/audit',
  adminMessages: '/admin/messages',
  /** Issue 27: SMS and WhatsApp messages by channel and state, and today's SMS budget. */
  adminPhoneMessages: '/admin/phone-messages',
  /** Issue 28: the dealers' commission payments to check, and the overdue statements. */
  adminCommission: '/admin/commission',
  /** Issue 28: the open problem reports, oldest first, to close. */
  adminDisputes: '/admin/disputes',
} as const;

export const completePickupPath = (orderNumber: string): string => `/dealer/pickup/${encodeURIComponent(orderNumber)}/complete`;
export const receiptPath = (orderNumber: string): string => `/receipt/${encodeURIComponent(orderNumber)}`;
export const disputePath = (orderNumber: string): string => `/dispute/${encodeURIComponent(orderNumber)}`;

/** One account's admin page: /admin/users/{id}. */
export const adminUserPath = (userId: number): string => `/admin/users/${userId}`;

/** A dealer's public marketplace page, /marketplace/{id}/ as the spec writes it. */
export const marketplacePagePath = (dealerId: number): string => `/marketplace/${dealerId}/`;

/** Footer anchors of spec 2.1. */
export const anchors = {
  vision: '/#ourvision',
  mission: '/#ourmission',
  team: '/#ourteam',
  whatWeDo: '/#whatwedo',
  sellYourScrap: '/sell/#sellyourscrap',
  joinOurTeam: '/joinus/#joinourteam',
} as const;
