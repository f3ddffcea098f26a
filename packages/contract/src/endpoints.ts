/**
 * The API paths of spec section 7, in one file with no schema library, so that a light page
 * can call an endpoint without loading zod. The schemas live in the per-endpoint modules.
 */
export const endpoints = {
  categoryList: '/cat/category-list/',
  subcategoryList: '/cat/all-subcategory-list/',
  pincodeLookup: (pincode: string) => `/pincode/${encodeURIComponent(pincode)}`,

  signIn: (utype: Utype) => `/v3/api/sign_in/${utype}/`,
  tokenRefresh: '/v3/api/token/refresh/',
  regenerateVerification: (utype: Utype) => `/v3/api/regenerate-verification-email/${utype}/`,
  registration: (utype: Utype | 'employee') => `/v3/api/registration/${utype}/`,
  databaseChecker: (utype: Utype, email: string) => `/v3/api/database-checker/${utype}/${encodeURIComponent(email)}`,
  emailVerify: (utype: Utype, token: string) => `/v3/api/email-verify/${utype}/?token=${encodeURIComponent(token)}`,
  requestPasswordReset: (utype: Utype) => `/v3/api/request-password-reset-email/${utype}/`,
  passwordResetCompletion: (utype: Utype) => `/v3/api/password-reset-completion/${utype}/`,
  logout: (utype: Utype, refresh: string) => `/v3/api/logout/${utype}/${encodeURIComponent(refresh)}`,
  viewProfile: (utype: Utype, refreshOrId: string | number) =>
    `/v3/api/view-profile/${utype}/${encodeURIComponent(String(refreshOrId))}`,
  updateProfilePic: (utype: Utype, id: number) => `/v3/api/update-profilepic/${utype}/${id}/`,
  updateAttrs: (utype: Utype) => `/v3/api/update-attrs/${utype}/`,
  dealerData: (id: number | string) => `/v3/api/dealer-data/${encodeURIComponent(String(id))}`,

  voteTally: (poll: number) => `/votes/get-votes/${poll}/`,
  postVote: '/votes/post-votes/',
  teamMembers: '/v3/WebsiteContent/team-members/',
  workingTeamMembers: '/v3/WebsiteContent/working-team-members/',
  happyCustomers: '/v3/WebsiteContent/happy-customers/',
  faq: '/v3/WebsiteContent/faq/',
  searchSubcategory: (pincode: string) => `/dealer_details/search-subcategory/${encodeURIComponent(pincode)}/`,
  getDealers: (pincode: string) => `/dealer/api/getdealers/${encodeURIComponent(pincode)}`,
  inquiry: '/dealer/api/requestinquiry-post/',
  addItem: '/api/add_item/',
  deleteAllItems: (customerId: number, dealerId: number, allDealers = false) =>
    `/api/delete_all_items/${customerId}/${dealerId}/${allDealers ? 'True' : 'False'}/`,
  addOrder: '/api/add_order/',
  orderInfo: '/api/order_info/',
  orderConfirm: '/api/order_confirm/',
  orderStatus: (orderNumber: string) => `/api/order_confirm/${encodeURIComponent(orderNumber)}/`,
  /** Issue 16: the customer's pickup code of an Accepted order (GET), and a new one (POST). */
  orderPickupCode: (orderNumber: string) => `/api/order_pickup_code/${encodeURIComponent(orderNumber)}/`,
  /** Issue 16: the dealer's side completes a pickup with the code, the weights and the payment. */
  orderComplete: (orderNumber: string) => `/api/order_complete/${encodeURIComponent(orderNumber)}/`,
  /** Issue 16: a Completed order's receipt (JSON) and its PDF; the customer's and dealer's wallets. */
  orderReceipt: (orderNumber: string) => `/api/order_receipt/${encodeURIComponent(orderNumber)}/`,
  orderReceiptPdf: (orderNumber: string) => `/api/order_receipt/${encodeURIComponent(orderNumber)}/pdf/`,
  customerWallet: '/api/wallet/customer/',
  customerWalletHistory: '/api/wallet/customer/history/',
  dealerWallet: '/api/wallet/dealer/',
  dealerWalletHistory: '/api/wallet/dealer/history/',
  dealerStatement: (month: string) => `/api/wallet/dealer/statement/${encodeURIComponent(month)}/`,
  // issue 16: impact (kg recycled and CO2 avoided from Completed orders)
  impactCustomer: '/api/impact/customer/',
  impactDealer: '/api/impact/dealer/',
  impactSite: '/api/impact/site/',
  customerOrders: (customerId: number) => `/api/customer/confirm_orders/${customerId}/`,
  dealerOrders: (dealerId: number) => `/api/dealer/confirm_orders/${dealerId}/`,
  dealerDashboard: '/dealer/api/dashboard/',
  addressesByKtId: (ktId: string) => `/address/get-address-by-ktid/${encodeURIComponent(ktId)}/`,
  addressesById: (id: number) => `/address/get-address/${id}/`,
  postAddress: '/address/post-address/',
  deleteAddress: (id: number) => `/address/delete-address/${id}/`,

  addDocuments: '/dealer_details/add_documents/',
  dealerDocuments: (dealerId: number) => `/dealer_details/get_documents/${dealerId}/`,
  numberOfPincodes: (dealerId: number) => `/dealer_details/no_of_pincodes/${dealerId}/`,
  allPincodes: (dealerId: number) => `/dealer_details/get_all_pincodes/${dealerId}/`,
  requestPincode: '/dealer_details/request_to_add_pincodes/',
  updatePincodes: '/dealer_details/update_pincodes/',
  addPincodes: '/dealer_details/add_pincodes/',
  dealerPrices: (dealerId: number) => `/dealer_details/get-price/${dealerId}/`,
  addPrice: '/dealer_details/add-price/',
  updatePrice: '/dealer_details/update-price/',
  deletePrice: '/dealer_details/delete-price/',
  categoryRequests: (dealerId: number) => `/dealer_details/get_category_request/${dealerId}/`,
  addCategoryRequest: '/dealer_details/add_category_request/',
  dealerSetupStatus: '/dealer/api/setup-status/',
  employees: '/v3/api/employees/',
  employee: (id: number) => `/v3/api/employees/${id}/`,

  marketplacePage: (dealerId: number | string) => `/v3/api/marketplace/${encodeURIComponent(String(dealerId))}/`,
  schedulePickup: '/api3/schedule_pickup/schedule_pickup/',
  dealerRating: '/api3/dealer_rating/dealer_rating/',
  reachUs: '/api3/reach_us/reach_us/',
  dealerInitiatives: '/api3/dealer_initiatives/dealer_initiatives/',
  dealerInitiative: (id: number) => `/api3/dealer_initiatives/dealer_initiatives/${id}/`,
  dealerScheduleRequests: '/dealer/api/requests/schedule/',
  dealerScheduleRequest: (id: number) => `/dealer/api/requests/schedule/${id}/`,
  dealerReachUsMessages: '/dealer/api/requests/messages/',
  dealerRatings: '/dealer/api/requests/ratings/',
  dealerInquiries: '/dealer/api/requests/inquiries/',

  // site settings (the admin console edits them: admin/admin-endpoints.ts)
  /** The operator's contact details for the public pages (issue 15); anyone. */
  siteSettings: '/v3/api/site-settings/',

  publicForm: (kind: 'suggestion' | 'intern' | 'mentor' | 'investor' | 'contact') => `/v3/WebsiteContent/${kind}-form/`,
} as const;

type Utype = 'customer' | 'dealer';
