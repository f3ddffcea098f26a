/**
 * The admin console's API paths (issue 15), apart from the public ones (endpoints.ts): only the
 * console's own chunks and the server load them, so no public page downloads them.
 */
export const adminEndpoints = {
  /** The admin console's sign-in (issue 15): the same call, for accounts of category admin only. */
  adminSignIn: '/v3/api/sign_in/admin/',
  adminUser: (id: number) => `/v3/admin/users/${id}/`,
  adminAudit: '/v3/admin/audit/',
  adminPincodeRequests: '/v3/admin/pincode-requests/',
  adminApprovePincode: (id: number) => `/v3/admin/pincode-requests/${id}/approve/`,
  adminRejectPincode: (id: number) => `/v3/admin/pincode-requests/${id}/reject/`,
  adminSiteSettings: '/v3/admin/site-settings/',
  // site content
  adminTeamMembers: '/v3/admin/team-members/',
  adminTeamMember: (id: number) => `/v3/admin/team-members/${id}/`,
  adminTestimonials: '/v3/admin/testimonials/',
  adminTestimonial: (id: number) => `/v3/admin/testimonials/${id}/`,
  adminFaq: '/v3/admin/faq/',
  adminFaqItem: (id: number) => `/v3/admin/faq/${id}/`,
  adminInitiatives: '/v3/admin/initiatives/',
  adminInitiative: (id: number) => `/v3/admin/initiatives/${id}/`,
  // catalogue
  adminCategories: '/v3/admin/categories/',
  adminCategory: (id: number) => `/v3/admin/categories/${id}/`,
  adminCategorySubcategories: (categoryId: number) => `/v3/admin/categories/${categoryId}/subcategories/`,
  adminSubcategory: (id: number) => `/v3/admin/subcategories/${id}/`,
  // category requests
  adminCategoryRequests: '/v3/admin/category-requests/',
  adminApproveCategoryRequest: (id: number) => `/v3/admin/category-requests/${id}/approve/`,
  adminRejectCategoryRequest: (id: number) => `/v3/admin/category-requests/${id}/reject/`,
  // documents
  adminDocuments: '/v3/admin/documents/',
  adminVerifyDocuments: (dealerId: number) => `/v3/admin/documents/${dealerId}/verify/`,
  adminRejectDocuments: (dealerId: number) => `/v3/admin/documents/${dealerId}/reject/`,
  // users
  adminUsers: '/v3/admin/users/',
  adminUserOrders: (id: number) => `/v3/admin/users/${id}/orders/`,
  // submissions
  adminSubmissions: '/v3/admin/submissions/',
  adminSubmissionsExport: '/v3/admin/submissions/export.csv',
  adminVotes: '/v3/admin/votes/',
  // home
  adminSummary: '/v3/admin/summary/',
  adminTestMail: '/v3/admin/test-mail/',
  // failed messages
  adminFailedMails: '/v3/admin/messages/failed/',
  adminRetryMail: (id: string) => `/v3/admin/messages/${encodeURIComponent(id)}/retry/`,
  // the admin's own password
  adminPassword: '/v3/admin/password/',
} as const;
