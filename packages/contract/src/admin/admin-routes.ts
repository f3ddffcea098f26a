// Generated from the endpoint definitions (the admin console) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const adminRoutes = {
  adminAddCategory: { method: 'POST', path: '/v3/admin/categories/' } as Route<'adminAddCategory'>,
  adminAddFaqItem: { method: 'POST', path: '/v3/admin/faq/' } as Route<'adminAddFaqItem'>,
  adminAddSubcategory: { method: 'POST', path: '/v3/admin/categories/:id/subcategories/' } as Route<'adminAddSubcategory'>,
  adminAddTeamMember: { method: 'POST', path: '/v3/admin/team-members/' } as Route<'adminAddTeamMember'>,
  adminAddTestimonial: { method: 'POST', path: '/v3/admin/testimonials/' } as Route<'adminAddTestimonial'>,
  adminApproveCategoryRequest: { method: 'POST', path: '/v3/admin/category-requests/:id/approve/' } as Route<'adminApproveCategoryRequest'>,
  adminApprovePincode: { method: 'POST', path: '/v3/admin/pincode-requests/:id/approve/' } as Route<'adminApprovePincode'>,
  adminAudit: { method: 'GET', path: '/v3/admin/audit/' } as Route<'adminAudit'>,
  adminCategories: { method: 'GET', path: '/v3/admin/categories/' } as Route<'adminCategories'>,
  adminCategoryRequests: { method: 'GET', path: '/v3/admin/category-requests/' } as Route<'adminCategoryRequests'>,
  adminDeleteFaqItem: { method: 'DELETE', path: '/v3/admin/faq/:id/' } as Route<'adminDeleteFaqItem'>,
  adminDeleteTeamMember: { method: 'DELETE', path: '/v3/admin/team-members/:id/' } as Route<'adminDeleteTeamMember'>,
  adminDeleteTestimonial: { method: 'DELETE', path: '/v3/admin/testimonials/:id/' } as Route<'adminDeleteTestimonial'>,
  adminDocuments: { method: 'GET', path: '/v3/admin/documents/' } as Route<'adminDocuments'>,
  adminFailedMails: { method: 'GET', path: '/v3/admin/messages/failed/' } as Route<'adminFailedMails'>,
  adminFaq: { method: 'GET', path: '/v3/admin/faq/' } as Route<'adminFaq'>,
  adminInitiatives: { method: 'GET', path: '/v3/admin/initiatives/' } as Route<'adminInitiatives'>,
  adminPassword: { method: 'POST', path: '/v3/admin/password/' } as Route<'adminPassword'>,
  adminPincodeRequests: { method: 'GET', path: '/v3/admin/pincode-requests/' } as Route<'adminPincodeRequests'>,
  adminRejectCategoryRequest: { method: 'POST', path: '/v3/admin/category-requests/:id/reject/' } as Route<'adminRejectCategoryRequest'>,
  adminRejectDocuments: { method: 'POST', path: '/v3/admin/documents/:id/reject/' } as Route<'adminRejectDocuments'>,
  adminRejectPincode: { method: 'POST', path: '/v3/admin/pincode-requests/:id/reject/' } as Route<'adminRejectPincode'>,
  adminRemoveInitiative: { method: 'DELETE', path: '/v3/admin/initiatives/:id/' } as Route<'adminRemoveInitiative'>,
  adminRetryMail: { method: 'POST', path: '/v3/admin/messages/:id/retry/' } as Route<'adminRetryMail'>,
  adminSaveSiteSettings: { method: 'PUT', path: '/v3/admin/site-settings/' } as Route<'adminSaveSiteSettings'>,
  adminSiteSettings: { method: 'GET', path: '/v3/admin/site-settings/' } as Route<'adminSiteSettings'>,
  adminSubmissions: { method: 'GET', path: '/v3/admin/submissions/' } as Route<'adminSubmissions'>,
  adminSubmissionsExport: { method: 'GET', path: '/v3/admin/submissions/export.csv' } as Route<'adminSubmissionsExport'>,
  adminSummary: { method: 'GET', path: '/v3/admin/summary/' } as Route<'adminSummary'>,
  adminTeamMembers: { method: 'GET', path: '/v3/admin/team-members/' } as Route<'adminTeamMembers'>,
  adminTestimonials: { method: 'GET', path: '/v3/admin/testimonials/' } as Route<'adminTestimonials'>,
  adminTestMail: { method: 'POST', path: '/v3/admin/test-mail/' } as Route<'adminTestMail'>,
  adminUpdateCategory: { method: 'PATCH', path: '/v3/admin/categories/:id/' } as Route<'adminUpdateCategory'>,
  adminUpdateFaqItem: { method: 'PATCH', path: '/v3/admin/faq/:id/' } as Route<'adminUpdateFaqItem'>,
  adminUpdateSubcategory: { method: 'PATCH', path: '/v3/admin/subcategories/:id/' } as Route<'adminUpdateSubcategory'>,
  adminUpdateTeamMember: { method: 'PATCH', path: '/v3/admin/team-members/:id/' } as Route<'adminUpdateTeamMember'>,
  adminUpdateTestimonial: { method: 'PATCH', path: '/v3/admin/testimonials/:id/' } as Route<'adminUpdateTestimonial'>,
  adminUser: { method: 'GET', path: '/v3/admin/users/:id/' } as Route<'adminUser'>,
  adminUserActivation: { method: 'PATCH', path: '/v3/admin/users/:id/' } as Route<'adminUserActivation'>,
  adminUserOrders: { method: 'GET', path: '/v3/admin/users/:id/orders/' } as Route<'adminUserOrders'>,
  adminUsers: { method: 'GET', path: '/v3/admin/users/' } as Route<'adminUsers'>,
  adminVerifyDocuments: { method: 'POST', path: '/v3/admin/documents/:id/verify/' } as Route<'adminVerifyDocuments'>,
  adminVotes: { method: 'GET', path: '/v3/admin/votes/' } as Route<'adminVotes'>,
} as const;
