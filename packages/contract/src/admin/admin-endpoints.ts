/**
 * The admin console's sign-in path (issue 15): the accounts' sign-in for accounts of category
 * admin. Every other console path comes from the endpoint definitions (admin/admin.endpoints.ts,
 * the zod-free table admin/admin-routes.ts); this one goes once the accounts' sign-in has its
 * definition.
 */
export const adminEndpoints = {
  adminSignIn: '/v3/api/sign_in/admin/',
} as const;
