import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import { AppError } from '@kt/contract/errors';
import { adminPasswordRules } from '@kt/contract/admin/password-rules';
import type { Db } from '../../platform/db/client.ts';
import { refreshTokens, users } from '../../platform/db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { assertPasswordNotCommon, isPasswordTooCommon } from '../../platform/auth/password-strength.ts';
import { recordAdminAction } from './admin.repo.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

/** An admin's password: long, and not one of the first guesses (an admin account opens everything). */
export const adminPasswordMinLength = adminPasswordRules.minLength;

export class AdminAccountError extends Error {}

/** Why a password may not guard an admin account, or null. */
export async function adminPasswordProblem(password: string, email: string): Promise<string | null> {
  if (password.length < adminPasswordMinLength) return `The password must have at least ${adminPasswordMinLength} characters.`;
  if (await isPasswordTooCommon(password, [email])) return 'This password is too common. Choose another one.';
  return null;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a verified admin account (issue 15: `npm run admin:create`, and the first admin at
 * first start). Refuses a malformed e-mail, a weak password and an e-mail an admin already has.
 * `mustChangePassword`: the password was generated, not chosen by a person (the first admin):
 * the console stays closed until the admin replaces it (POST /v3/admin/password/).
 */
export async function createAdminAccount(db: Db, input: { email: string; password: string; username?: string; mustChangePassword?: boolean }) {
  const email = input.email.trim().toLowerCase();
  if (!emailPattern.test(email)) throw new AdminAccountError(`Not an e-mail address: ${input.email}`);
  const problem = await adminPasswordProblem(input.password, email);
  if (problem) throw new AdminAccountError(problem);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      email,
      username: input.username?.trim() || 'Admin',
      mobileNumber: '',
      passwordHash,
      accountCategory: 'admin',
      accountType: 'Admin',
      role: 'Admin',
      isVerified: true,
      mustChangePassword: input.mustChangePassword ?? false,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, ktId: users.ktId, email: users.email });
  if (!row) throw new AdminAccountError(`An admin account with the e-mail ${email} exists already.`);
  return row;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.accountCategory, 'admin'), eq(users.isActive, true)));
  return row?.n ?? 0;
}

/** The first admin's e-mail when ADMIN_EMAIL names none: admin@ the site's host. */
export function defaultAdminEmail(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  // An address (127.0.0.1, [::1]) names no site; a single-label name (localhost) gets '.local'.
  const isAddress = /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');
  if (isAddress) return 'admin@site.local';
  return host.includes('.') ? `admin@${host}` : `admin@${host}.local`;
}

/**
 * At start: when no active admin exists, make one with a random password and hand the
 * credentials to `announce` once (they are never shown again; `npm run admin:create` makes
 * another). Several instances starting together: the e-mail is unique per category, so one wins.
 */
export async function ensureFirstAdmin(db: Db, options: { email: string; announce: (lines: string) => void }): Promise<boolean> {
  if ((await countAdmins(db)) > 0) return false;
  // 24 random bytes in base64url: 32 characters no list of common passwords holds.
  const password = randomBytes(24).toString('base64url');
  try {
    // Printed in a log, the password must not stay: the first sign-in asks for a new one.
    const admin = await createAdminAccount(db, { email: options.email, password, username: 'Admin', mustChangePassword: true });
    options.announce(
      [
        '',
        'First admin account created (shown once; sign in at /admin/signin, where you choose a new password):',
        `  e-mail:   ${admin.email}`,
        `  password: ${password}`,
        'Another admin: npm run admin:create -- --email <e-mail> --password <password>',
        '',
      ].join('\n'),
    );
    return true;
  } catch (error) {
    // Another instance made it in the meantime.
    if (error instanceof AdminAccountError && (await countAdmins(db)) > 0) return false;
    throw error;
  }
}

/** A refused password change: the field and the catalogue's words for it. */
function refuse(field: 'current_password' | 'new_password', message: string): never {
  throw new AppError('VALIDATION', consoleMessages.passwordChangeInvalid, { [field]: [message] });
}

/**
 * An admin replaces their own password (POST /v3/admin/password/): the current one must match,
 * the new one (already 12+ characters by the contract's schema) must differ from it and not be a
 * common one. In one transaction: the new hash, the must-change flag cleared, the account's other
 * sign-ins ended (the one making the change goes on), and the audit row.
 */
export async function changeAdminPassword(
  db: Db,
  input: { adminId: number; sessionId: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const [admin] = await db
    .select({ email: users.email, username: users.username, passwordHash: users.passwordHash, mustChangePassword: users.mustChangePassword })
    .from(users)
    .where(and(eq(users.id, input.adminId), eq(users.accountCategory, 'admin')));
  if (!admin) throw new AppError('NOT_FOUND', adminMessages.userNotFound);
  if (!(await verifyPassword(admin.passwordHash, input.currentPassword))) refuse('current_password', consoleMessages.currentPasswordWrong);
  if (input.newPassword === input.currentPassword) refuse('new_password', consoleMessages.newPasswordSameAsCurrent);
  await assertPasswordNotCommon(input.newPassword, [admin.email, admin.username], 'new_password');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: now }).where(eq(users.id, input.adminId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, input.adminId), isNull(refreshTokens.revokedAt), ne(refreshTokens.family, input.sessionId)));
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: 'password.change',
      targetKind: 'admin',
      targetId: input.adminId,
      detail: admin.mustChangePassword ? 'replaced the generated first password' : 'changed own password',
    });
  });
}

/** For tests and scripts: whether an e-mail belongs to an admin. */
export async function isAdminEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountCategory, 'admin'), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`));
  return row !== undefined;
}
