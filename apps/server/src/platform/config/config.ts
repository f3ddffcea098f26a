import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { otpRules } from '@kt/contract/limits';
import { serverRoot } from './server-root.ts';
import { secretWeakness } from '../auth/secret-strength.ts';
import { defaultJobSettings, type JobSettings } from '../jobs/job-settings.ts';
import { parseStorageUrl, type S3Location } from '../files/storage-url.ts';
import { readPhoneProviders, type Msg91Config, type WhatsAppConfig } from '../messages/provider-config.ts';

/** The documented default demo password; refused in production (see the seed). */
export const defaultDemoPassword = 'Kabadi@2026';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * TRUST_PROXY: 'false' (default), 'true', a hop count, or a comma-separated list of
 * addresses/CIDRs, handed to Fastify's trustProxy as the matching type.
 */
const ZTrustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    const v = value.trim();
    if (v === 'false' || v === '0' || v === '') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((s) => s.trim()).filter(Boolean);
    if (list.some((item) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item))) {
      ctx.addIssue({ code: 'custom', message: 'use true, false, a hop count, or addresses/CIDRs separated by commas' });
      return z.NEVER;
    }
    return list;
  });

export const ZConfigEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Kabadi Techno <no-reply@localhost>'),
  TRUST_PROXY: ZTrustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_PASSWORD: z.string().min(8).default(defaultDemoPassword),
  ADMIN_EMAIL: z.email().optional(),
  SEED: z.enum(['auto', 'off']).default('auto'),
  WEB_DIST: z.string().default(path.join(serverRoot, '../web/dist')),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  CORS_ORIGINS: z.string().default(''),
  DEV_MAILBOX_REMOTE: z.enum(['true', 'false']).default('false'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** Open connections one address may hold; 0: no cap. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(100),
  /** How long a SIGTERM waits for the requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** 'off' answers every public list from the database (the bench compares both). */
  LIST_CACHE: z.enum(['on', 'off']).default('on'),
  /** Megabytes of JSON the list cache may hold (a pincode's price list is about 14 KB). */
  LIST_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
  /** Tries of a mail after its first, before it is kept as failed for the admin. */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(defaultJobSettings.retryLimit),
  /** The first retry's delay; each later one doubles it (with jitter) up to JOB_RETRY_DELAY_MAX_SECONDS. */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(defaultJobSettings.retryDelaySeconds),
  JOB_RETRY_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(defaultJobSettings.retryDelayMaxSeconds),
  /** s3://BUCKET?endpoint=URL&region=REGION&forcePathStyle=true; unset: files on local disk under DATA_DIR/uploads. */
  STORAGE_URL: z.preprocess(emptyToUndefined, z.string().optional()),
  /** A CDN in front of the bucket's public pictures; unset: the server serves them at /media/. */
  MEDIA_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  AWS_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  AWS_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  AWS_SESSION_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  /** SMS the whole site may queue in one India day (codes and order messages); beyond it none go out. */
  SMS_DAILY_BUDGET: z.coerce.number().int().min(0).max(10_000_000).default(otpRules.defaultSmsDailyBudget),
  /** SMS through MSG91's Flow API: all of MSG91_AUTH_KEY and MSG91_TEMPLATE_IDS (kind:template_id,...) or none (provider-config.ts). */
  MSG91_AUTH_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  MSG91_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://control.msg91.com')),
  MSG91_TEMPLATE_IDS: z.preprocess(emptyToUndefined, z.string().optional()),
  MSG91_SENDER_ID: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9]{6}$/, 'a DLT sender id: 6 letters or digits').optional()),
  /** WhatsApp through the Business Cloud API: all of the token, the phone number id and WHATSAPP_TEMPLATES, or none. */
  WHATSAPP_ACCESS_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  WHATSAPP_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0')),
  WHATSAPP_TEMPLATES: z.preprocess(emptyToUndefined, z.string().optional()),
  WHATSAPP_TEMPLATE_LANGUAGE: z.preprocess(emptyToUndefined, z.string().default('en')),
  /** The STOP webhook: the app's secret signs each call, the verify token answers Meta's subscription check. */
  WHATSAPP_APP_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  WHATSAPP_VERIFY_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean | number | string[];
  logLevel: string;
  demoPassword: string;
  /** The first admin's e-mail, made at first start when no admin exists; unset: admin@ the site's host. */
  adminEmail: string | undefined;
  seed: 'auto' | 'off';
  webDist: string;
  bodyLimitBytes: number;
  /** Signs access tokens; required in production, else kept under DATA_DIR (see secrets.ts). */
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  /** Multiplies every rate limit (e.g. many users behind one office NAT, or a load test). */
  rateLimitScale: number;
  /** Origins (scheme://host[:port]) allowed to call the API from a browser; empty: same origin only. */
  corsOrigins: string[];
  /** Serve the development mailbox to callers beyond the loopback interface (never in production). */
  devMailboxRemote: boolean;
  /** The longest a whole request may take to arrive. */
  requestTimeoutMs: number;
  /** The longest a connection may stay silent. */
  idleTimeoutMs: number;
  /** Open connections one client address may hold (a trusted proxy's are not counted); 0: no cap. */
  maxConnectionsPerAddress: number;
  /** How long a shutdown waits for the requests in flight. */
  shutdownTimeoutMs: number;
  /** Keep public lists in memory, refreshed by the database's change announcements. */
  listCache: boolean;
  listCacheBytes: number;
  /** Retry timings of outgoing messages (platform/jobs/jobs.ts). */
  jobs: Pick<JobSettings, 'retryLimit' | 'retryDelaySeconds' | 'retryDelayMaxSeconds'>;
  /** Where uploads live: undefined for local disk, else the bucket (storage-choice.ts). */
  storage: S3Location | undefined;
  /** Base URL of a CDN serving the bucket's public pictures (no trailing slash). */
  mediaBaseUrl: string | undefined;
  /** Unset: the AWS SDK's own chain (a profile, a web-identity or container role) finds them. */
  s3Credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
  /** SMS the site may queue in one India day. */
  smsDailyBudget: number;
  /** SMS through MSG91; undefined: the development outbox, or no SMS in production (sender-choice.ts). */
  msg91: Msg91Config | undefined;
  /** WhatsApp through the Business Cloud API; undefined: as for msg91. */
  whatsapp: WhatsAppConfig | undefined;
};

/** An origin as a browser sends it: scheme, host and port only. */
function parseOrigins(value: string): string[] | string {
  const origins: string[] = [];
  for (const item of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      return `'${item}' is not an origin (use scheme://host[:port], comma-separated)`;
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/+$/, '')) {
      return `'${item}' is not an origin (use scheme://host[:port] without a path, comma-separated)`;
    }
    origins.push(url.origin);
  }
  return origins;
}

/** Whether a URL's host is this machine (localhost, 127.0.0.0/8, ::1), where plain http:// stays on the machine. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return isIP(host) === 6 && host === '::1';
}

/**
 * What a production start needs beyond valid values, one line per problem (all at once, so an
 * operator fixes them in one go): mail that is delivered, a public https:// address, a
 * signing secret nobody can guess, and credentials for a bucket.
 */
function productionProblems(e: z.infer<typeof ZConfigEnv>, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (!e.SMTP_URL) {
    problems.push('SMTP_URL: required in production (smtp://user:pass@host:587) so sign-up, reset and order mails can be delivered');
  }
  const publicUrl = e.PUBLIC_URL ? new URL(e.PUBLIC_URL) : undefined;
  if (!publicUrl) {
    problems.push(
      "PUBLIC_URL: required in production: the site's public address (https://kabadi.example.in), used in e-mailed links, picture URLs and QR codes",
    );
  } else if (publicUrl.protocol === 'http:' && !isLoopbackHost(publicUrl.hostname)) {
    problems.push(
      `PUBLIC_URL: must be https:// in production (${e.PUBLIC_URL} would send sign-in links and tokens unencrypted); http:// is only for localhost or 127.0.0.1`,
    );
  }
  if (!e.JWT_SECRET) {
    problems.push('JWT_SECRET: required in production (32+ random characters, the same on every instance), e.g. `openssl rand -base64 48`');
  } else {
    const weakness = secretWeakness(e.JWT_SECRET);
    if (weakness) problems.push(`JWT_SECRET: too predictable for production (${weakness}); use random bytes, e.g. \`openssl rand -base64 48\``);
  }
  if (e.STORAGE_URL && !(e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY) && !roleFromEnvironment(env)) {
    problems.push(
      'STORAGE_URL: needs credentials in production: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or a web-identity or container role the AWS SDK reads from the environment)',
    );
  }
  return problems;
}

/**
 * Roles the SDK's chain finds through variables a platform sets (EKS, ECS). Anything else it
 * would look for (a shared profile, the instance metadata service) can fail only at the first
 * upload, so production does not count on it.
 */
function roleFromEnvironment(env: Record<string, string | undefined>): boolean {
  return Boolean(env.AWS_WEB_IDENTITY_TOKEN_FILE || env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI || env.AWS_CONTAINER_CREDENTIALS_FULL_URI);
}

/** Problems of the storage variables together; a bad STORAGE_URL names what is wrong with it. */
function storageProblems(e: z.infer<typeof ZConfigEnv>): { problems: string[]; location: S3Location | undefined } {
  const problems: string[] = [];
  let location: S3Location | undefined;
  if (e.STORAGE_URL) {
    try {
      location = parseStorageUrl(e.STORAGE_URL);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (e.MEDIA_BASE_URL) {
    const url = new URL(e.MEDIA_BASE_URL);
    if (!e.STORAGE_URL) problems.push('MEDIA_BASE_URL: only with STORAGE_URL (it is a CDN in front of the bucket)');
    if (url.protocol !== 'https:' && !isLoopbackHost(url.hostname)) problems.push('MEDIA_BASE_URL: must be https:// (http:// only for localhost)');
    if (url.search || url.hash) problems.push('MEDIA_BASE_URL: a base URL without ?query or #fragment; keys are appended to it');
  }
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
    problems.push('AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: set both or neither');
  }
  return { problems, location };
}

/** A provider's key travels with every call: over https://, or plain http:// to this machine only (a fake provider). */
function providerUrlProblems(e: z.infer<typeof ZConfigEnv>, hasMsg91: boolean, hasWhatsApp: boolean): string[] {
  const problems: string[] = [];
  for (const [name, value, isUsed] of [
    ['MSG91_BASE_URL', e.MSG91_BASE_URL, hasMsg91],
    ['WHATSAPP_BASE_URL', e.WHATSAPP_BASE_URL, hasWhatsApp],
  ] as const) {
    const url = new URL(value);
    if (isUsed && url.protocol !== 'https:' && !isLoopbackHost(url.hostname)) problems.push(`${name}: must be https:// (http:// only for localhost)`);
  }
  return problems;
}

export class ConfigError extends Error {}

/** Reads the environment once; refuses bad values, naming each wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZConfigEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const storage = storageProblems(e);
  const phone = readPhoneProviders(e);
  const problems = [
    ...storage.problems,
    ...phone.problems,
    ...providerUrlProblems(e, Boolean(phone.msg91), Boolean(phone.whatsapp)),
    ...(e.NODE_ENV === 'production' ? productionProblems(e, env) : []),
  ];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  const corsOrigins = parseOrigins(e.CORS_ORIGINS);
  if (typeof corsOrigins === 'string') throw new ConfigError(`Invalid configuration:\n  CORS_ORIGINS: ${corsOrigins}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    demoPassword: e.DEMO_PASSWORD,
    adminEmail: e.ADMIN_EMAIL,
    seed: e.SEED,
    webDist: path.resolve(e.WEB_DIST),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    corsOrigins,
    devMailboxRemote: e.DEV_MAILBOX_REMOTE === 'true',
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    idleTimeoutMs: e.IDLE_TIMEOUT_MS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    listCache: e.LIST_CACHE === 'on',
    listCacheBytes: e.LIST_CACHE_MB * 1024 * 1024,
    jobs: { retryLimit: e.JOB_RETRY_LIMIT, retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS, retryDelayMaxSeconds: e.JOB_RETRY_DELAY_MAX_SECONDS },
    storage: storage.location,
    mediaBaseUrl: e.MEDIA_BASE_URL?.replace(/\/+$/, ''),
    s3Credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
    smsDailyBudget: e.SMS_DAILY_BUDGET,
    msg91: phone.msg91,
    whatsapp: phone.whatsapp,
  };
}
