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

  addressesByKtId: (ktId: string) => `/address/get-address-by-ktid/${encodeURIComponent(ktId)}/`,
  addressesById: (id: number) => `/address/get-address/${id}/`,
  postAddress: '/address/post-address/',
  deleteAddress: (id: number) => `/address/delete-address/${id}/`,

  numberOfPincodes: (dealerId: number) => `/dealer_details/no_of_pincodes/${dealerId}/`,
  allPincodes: (dealerId: number) => `/dealer_details/get_all_pincodes/${dealerId}/`,
  requestPincode: '/dealer_details/request_to_add_pincodes/',
  updatePincodes: '/dealer_details/update_pincodes/',
  addPincodes: '/dealer_details/add_pincodes/',
  dealerPrices: (dealerId: number) => `/dealer_details/get-price/${dealerId}/`,
  addPrice: '/dealer_details/add-price/',
  updatePrice: '/dealer_details/update-price/',
  deletePrice: '/dealer_details/delete-price/',
  employees: '/v3/api/employees/',
  employee: (id: number) => `/v3/api/employees/${id}/`,

  schedulePickup: '/api3/schedule_pickup/schedule_pickup/',
  dealerRating: '/api3/dealer_rating/dealer_rating/',
  reachUs: '/api3/reach_us/reach_us/',
  dealerScheduleRequests: '/dealer/api/requests/schedule/',
  dealerScheduleRequest: (id: number) => `/dealer/api/requests/schedule/${id}/`,
  dealerReachUsMessages: '/dealer/api/requests/messages/',
  dealerRatings: '/dealer/api/requests/ratings/',
  dealerInquiries: '/dealer/api/requests/inquiries/',
} as const;

type Utype = 'customer' | 'dealer';
