import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultDemoPassword, loadConfig } from './config.ts';

const strongSecret = randomBytes(48).toString('base64');

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      trustProxy: false,
      logLevel: 'info',
      demoPassword: defaultDemoPassword,
      seed: 'auto',
      env: 'development',
    });
  });

  it('cuts a silent connection within 30 s and caps connections per address by default', () => {
    const config = loadConfig({});
    expect(config.idleTimeoutMs).toBe(20_000);
    expect(config.maxConnectionsPerAddress).toBe(100);
    expect(config.shutdownTimeoutMs).toBe(30_000);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0', SHUTDOWN_TIMEOUT_MS: '5000' })).toMatchObject({ maxConnectionsPerAddress: 0, shutdownTimeoutMs: 5000 });
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/kt',
      DATABASE_URL: 'postgres://kt@db:5432/kt',
      PUBLIC_URL: 'https://kt.example.in/',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'KT <hi@kt.example.in>',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/kt',
      databaseUrl: 'postgres://kt@db:5432/kt',
      publicUrl: 'https://kt.example.in',
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'KT <hi@kt.example.in>',
      trustProxy: 1,
      logLevel: 'warn',
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'some proxy'],
    ['DEMO_PASSWORD', 'short'],
    ['MAX_CONNECTIONS_PER_ADDRESS', '-1'],
    ['SHUTDOWN_TIMEOUT_MS', '0'],
  ])('refuses a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

/** A production environment the preflight accepts; each test takes one thing away or changes it. */
const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://kt:secret@smtp.example.in:587',
  PUBLIC_URL: 'https://kabadi.example.in',
  JWT_SECRET: strongSecret,
};

/** The lines of a refused start that name a variable. */
function refusal(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message.split('\n').filter((line) => /^\s+[A-Z_]+:/.test(line)).map((line) => line.trim());
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig in production', () => {
  it('accepts a complete production environment', () => {
    expect(loadConfig(production)).toMatchObject({ env: 'production', smtpUrl: production.SMTP_URL, publicUrl: production.PUBLIC_URL, jwtSecret: strongSecret });
  });

  it('requires JWT_SECRET', () => {
    expect(refusal({ ...production, JWT_SECRET: undefined })).toEqual([expect.stringMatching(/^JWT_SECRET: required in production .*openssl rand -base64 48/)]);
  });

  it('requires SMTP_URL, in one line that says what to set and why', () => {
    expect(refusal({ ...production, SMTP_URL: undefined })).toEqual([
      'SMTP_URL: required in production (smtp://user:pass@host:587) so sign-up, reset and order mails can be delivered',
    ]);
  });

  it('requires PUBLIC_URL (its default is http://localhost)', () => {
    expect(refusal({ ...production, PUBLIC_URL: undefined })).toEqual([expect.stringMatching(/^PUBLIC_URL: required in production: .*https:\/\/kabadi\.example\.in/)]);
  });

  it('refuses a plain http:// PUBLIC_URL on another machine', () => {
    expect(refusal({ ...production, PUBLIC_URL: 'http://kabadi.example.in' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: must be https:\/\/ in production \(http:\/\/kabadi\.example\.in would/),
    ]);
    expect(refusal({ ...production, PUBLIC_URL: 'http://192.168.1.20:3000' })).toHaveLength(1);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.10.0.1', 'http://[::1]:3000', 'https://kabadi.example.in'])(
    'accepts PUBLIC_URL=%s (this machine, or https)',
    (publicUrl) => {
      expect(loadConfig({ ...production, PUBLIC_URL: publicUrl }).publicUrl).toBe(publicUrl);
    },
  );

  it('names every missing variable at once, one line each', () => {
    expect(refusal({ NODE_ENV: 'production' }).map((line) => line.split(':')[0])).toEqual(['SMTP_URL', 'PUBLIC_URL', 'JWT_SECRET']);
  });

  it.each([
    ['32 equal characters', 'k'.repeat(32)],
    ['a repeated phrase', 'test-secret-test-secret-test-secret-0123456789'],
    ['repeated 8-character chunks', 'Xk3#pQ9zXk3#pQ9zXk3#pQ9zXk3#pQ9z-7'],
    ['a word', 'passwordpasswordpasswordpassword'],
    ['a sequence', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEF'],
    ['a longer sequence', 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'],
    ['keyboard rows', 'qwertyuiopasdfghjklzxcvbnm1234567890QWERTYUIOP'],
    ['a sentence', 'correct horse battery staple is my secret phrase'],
    ['another sentence', 'the quick brown fox jumps over the lazy dog again'],
    ['words in camel case', 'MyKabadiTechnoSecretForProductionServer2026!'],
    ['hyphenated words', 'Correct-Horse-Battery-Staple-Is-My-Secret-2026'],
  ])('refuses a JWT_SECRET of %s in production', (_name, secret) => {
    expect(refusal({ ...production, JWT_SECRET: secret })).toEqual([expect.stringMatching(/^JWT_SECRET: too predictable for production \(.+\); use random bytes/)]);
  });

  it('accepts random secrets: openssl rand -base64 48 and -base64 24, -hex 32', () => {
    const secrets = [
      ...Array.from({ length: 10 }, () => randomBytes(48).toString('base64')),
      ...Array.from({ length: 10 }, () => randomBytes(24).toString('base64')),
      ...Array.from({ length: 5 }, () => randomBytes(32).toString('hex')),
      // Longer than the scored head: the rest is not scored.
      randomBytes(300).toString('base64'),
    ];
    for (const secret of secrets) expect(loadConfig({ ...production, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('asks nothing of mail, address or secret outside production', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://kabadi.example.in' })).not.toThrow();
  });

  it('accepts any JWT_SECRET of 32+ characters outside production (tests, development)', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'k'.repeat(32) }).jwtSecret).toBe('k'.repeat(32));
  });
});
