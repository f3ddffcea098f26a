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
  ])('refuses a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe('loadConfig in production', () => {
  it('requires JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret }).jwtSecret).toBe(strongSecret);
  });

  it.each([
    ['32 equal characters', 'k'.repeat(32)],
    ['a repeated phrase', 'test-secret-test-secret-test-secret-0123456789'],
    ['a word', 'passwordpasswordpasswordpassword'],
  ])('refuses a JWT_SECRET of %s in production', (_name, secret) => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/JWT_SECRET: too predictable/);
  });

  it('accepts any JWT_SECRET of 32+ characters outside production (tests, development)', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'k'.repeat(32) }).jwtSecret).toBe('k'.repeat(32));
  });
});
