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
  publicForm: (kind: 'suggestion' | 'intern' | 'mentor' | 'investor' | 'contact') => `/v3/WebsiteContent/${kind}-form/`,
} as const;

type Utype = 'customer' | 'dealer';
