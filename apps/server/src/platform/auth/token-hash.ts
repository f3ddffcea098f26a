import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a refresh; 256 bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256: a database leak does not hand out working links or sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
