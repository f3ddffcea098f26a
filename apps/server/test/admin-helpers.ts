import type { FastifyInstance } from 'fastify';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { defaultDemoPassword } from '../src/platform/config/config.ts';
import { signIn } from './accounts-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The demo seed's admin (seed-data.ts), signed in. */
export function signInDemoAdmin(app: FastifyInstance): Promise<AuthRecord> {
  return signIn(app, 'admin', 'admin@example.com', defaultDemoPassword);
}

/**
 * The start of the admin console's older API tests: an app on the demo seed and its admin signed
 * in. A file holds both for all its tests: `beforeAll(async () => ({ t, admin } = await openSeededAppAsAdmin()))`.
 */
export async function openSeededAppAsAdmin(): Promise<{ t: TestApp; admin: AuthRecord }> {
  const t = await createTestApp({ seed: true });
  return { t, admin: await signInDemoAdmin(t.app) };
}
