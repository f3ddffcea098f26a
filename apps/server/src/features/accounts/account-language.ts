import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountsEndpoints } from '@kt/contract/accounts/accounts.endpoints';
import type { AccountLanguage } from '@kt/contract/accounts/language';
import type { Language } from '@kt/contract/i18n/languages';
import { currentUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { accountLanguage } from '../../platform/i18n/language-context.ts';

/** Issue 29: the language of an account's e-mails, SMS and WhatsApp messages. */
export function createAccountLanguageRepo(db: Db) {
  return {
    async read(userId: number): Promise<Language> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return accountLanguage(row?.language);
    },
    async write(userId: number, language: Language): Promise<void> {
      await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}

/** GET and POST /v3/api/account/language/: the signed-in account's language, read and set by the language switch. */
export function accountLanguageHandlers(app: FastifyInstance, repo: ReturnType<typeof createAccountLanguageRepo>) {
  handle(app, accountsEndpoints.accountLanguage, async (request, reply): Promise<AccountLanguage> => {
    reply.header('Cache-Control', 'private, no-store');
    return { language: await repo.read(currentUser(request).userId) };
  });

  handle(app, accountsEndpoints.updateAccountLanguage, async (request, reply): Promise<AccountLanguage> => {
    reply.header('Cache-Control', 'private, no-store');
    await repo.write(currentUser(request).userId, request.body.language);
    return { language: request.body.language };
  });
}
