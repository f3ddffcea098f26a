/**
 * An admin's password (an admin account opens everything): longer than the sign-up rule, and not
 * a common one (the server's zxcvbn check). Zod-free, for the console messages and the scripts.
 */
export const adminPasswordRules = { minLength: 12, maxLength: 128 } as const;
