import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { isPasswordTooCommon } from '../../platform/password-strength.ts';

/** An admin's password: long, and not one of the first guesses (an admin account opens everything). */
export const adminPasswordMinLength = 12;

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
 */
export async function createAdminAccount(db: Db, input: { email: string; password: string; username?: string }) {
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
    const admin = await createAdminAccount(db, { email: options.email, password, username: 'Admin' });
    options.announce(
      [
        '',
        'First admin account created (shown once; sign in at /admin/signin and keep the password safe):',
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

/** For tests and scripts: whether an e-mail belongs to an admin. */
export async function isAdminEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountCategory, 'admin'), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`));
  return row !== undefined;
}
