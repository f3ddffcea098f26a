import type { Config } from './config/config.ts';
import type { Database, Db } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';
import type { PincodeDirectory } from './places/pincode-directory.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { RateLimiter } from './rate-limits/rate-limit.ts';
import type { AccessTokens } from './auth/access-tokens.ts';
import type { RefreshTokens } from './auth/refresh-tokens.ts';
import type { ListCache } from './cache/list-cache.ts';
import type { PageReads } from './http/page-reads.ts';
import type { Messages } from './messages/message-queue.ts';

/** What every feature builds its repos and services from (`app.deps`). */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  storage: FileStorage;
  pincodes: PincodeDirectory;
  /** Where the job worker delivers mail; features queue mail through `jobs`, never send it. */
  mailer: Mailer;
  jobs: Jobs;
  /** SMS and WhatsApp (issue 27): features queue them in their own transactions; the job worker sends them. */
  messages: Messages;
  rateLimiter: RateLimiter;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  listCache: ListCache;
  /** The public reads a server-rendered page makes in process (platform/http/page-reads.ts); features add theirs. */
  pageReads: PageReads;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
