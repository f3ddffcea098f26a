import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultDemoPassword, loadConfig } from './config.ts';
import { phoneChannelsOff, phoneChannelWarnings } from '../messages/sender-choice.ts';

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

describe('loadConfig: SMS and WhatsApp providers (issue 27)', () => {
  const kinds = ['otp', 'booked', 'accepted', 'cancelled_by_dealer', 'reminder', 'completed', 'new_pickup', 'cancelled_by_customer', 'inquiry', 'document_decision', 'area_decision', 'pickup_unanswered', 'reschedule_request', 'reschedule_decision', 'no_show_reported', 'reschedule_reply', 'commission_decision', 'dispute_closed', 'dispute_opened', 'dispute_decided'];
  const msg91 = { MSG91_AUTH_KEY: '412345AbCdEfGh', MSG91_TEMPLATE_IDS: kinds.map((kind, i) => `${kind}:6650a1b2c3d4e5f6a7b8c${String(i).padStart(3, '0')}`).join(',') };
  const whatsapp = {
    WHATSAPP_ACCESS_TOKEN: 'EAAGexampletoken',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_TEMPLATES: kinds.map((kind) => ` ${kind}:kt_${kind} `).join(','),
  };
  const webhook = { WHATSAPP_APP_SECRET: 'app-secret', WHATSAPP_VERIFY_TOKEN: 'verify-token' };

  /** Every line of a refused start. */
  function problems(env: Record<string, string | undefined>): string[] {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message.split('\n').slice(1).map((line) => line.trim());
    }
    throw new Error('the configuration was accepted');
  }

  it('leaves both channels without a provider when none of their variables is set', () => {
    const config = loadConfig({});
    expect(config.msg91).toBeUndefined();
    expect(config.whatsapp).toBeUndefined();
    expect(phoneChannelsOff(config)).toEqual(['sms', 'whatsapp']);
  });

  it('reads MSG91 with a template id for every kind, on MSG91’s own address by default', () => {
    const config = loadConfig({ ...msg91, MSG91_SENDER_ID: 'KBDTCH' });
    expect(config.msg91).toEqual({
      authKey: msg91.MSG91_AUTH_KEY,
      baseUrl: 'https://control.msg91.com',
      templateIds: expect.objectContaining({ otp: '6650a1b2c3d4e5f6a7b8c000', area_decision: '6650a1b2c3d4e5f6a7b8c010' }),
      senderId: 'KBDTCH',
    });
    expect(phoneChannelsOff(config)).toEqual(['whatsapp']);
  });

  it('reads WhatsApp with its templates, language and webhook', () => {
    const config = loadConfig({ ...whatsapp, ...webhook, WHATSAPP_TEMPLATE_LANGUAGE: 'en_US', WHATSAPP_BASE_URL: 'https://graph.facebook.com/v22.0/' });
    expect(config.whatsapp).toEqual({
      accessToken: whatsapp.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: whatsapp.WHATSAPP_PHONE_NUMBER_ID,
      baseUrl: 'https://graph.facebook.com/v22.0',
      templates: expect.objectContaining({ otp: 'kt_otp', inquiry: 'kt_inquiry' }),
      language: 'en_US',
      webhook: { appSecret: 'app-secret', verifyToken: 'verify-token' },
    });
    expect(loadConfig(whatsapp).whatsapp).toMatchObject({ baseUrl: 'https://graph.facebook.com/v21.0', language: 'en', webhook: undefined });
  });

  it('refuses a channel set up in part, naming what is missing', () => {
    expect(problems({ MSG91_AUTH_KEY: 'key' })).toEqual([expect.stringMatching(/^MSG91_TEMPLATE_IDS: required for SMS through MSG91 \(MSG91_AUTH_KEY is set\)/)]);
    expect(problems({ WHATSAPP_ACCESS_TOKEN: 'token' })).toEqual([
      expect.stringMatching(/^WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATES: required for WhatsApp through the Business Cloud API/),
    ]);
    expect(problems({ ...webhook })).toEqual([expect.stringMatching(/^WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATES: required for WhatsApp/)]);
    expect(problems({ ...whatsapp, WHATSAPP_APP_SECRET: 'only-the-secret' })).toEqual([
      'WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN: set both (the STOP webhook needs both) or neither',
    ]);
  });

  it('refuses a template list without every kind, or with a kind it does not know', () => {
    const withoutTwo = msg91.MSG91_TEMPLATE_IDS.split(',').filter((item) => !/^(inquiry|reminder):/.test(item)).join(',');
    expect(problems({ ...msg91, MSG91_TEMPLATE_IDS: withoutTwo })).toEqual([expect.stringMatching(/^MSG91_TEMPLATE_IDS: no template for reminder, inquiry \(kind:value for every kind/)]);
    expect(problems({ ...whatsapp, WHATSAPP_TEMPLATES: `${whatsapp.WHATSAPP_TEMPLATES},welcome:kt_welcome` })).toEqual([
      expect.stringMatching(/^WHATSAPP_TEMPLATES: 'welcome' is not a message kind/),
    ]);
    expect(problems({ ...whatsapp, WHATSAPP_TEMPLATES: whatsapp.WHATSAPP_TEMPLATES.replace('kt_otp', 'KT OTP') })).toEqual([
      'WHATSAPP_TEMPLATES: the value for otp must be an approved template name (lowercase letters, digits and _)',
    ]);
  });

  it('refuses a provider address that would send its key in the clear, except to this machine', () => {
    expect(problems({ ...msg91, MSG91_BASE_URL: 'http://msg91.example.in' })).toEqual(['MSG91_BASE_URL: must be https:// (http:// only for localhost)']);
    expect(loadConfig({ ...msg91, MSG91_BASE_URL: 'http://127.0.0.1:4010' }).msg91?.baseUrl).toBe('http://127.0.0.1:4010');
    expect(problems({ ...whatsapp, WHATSAPP_BASE_URL: 'http://graph.example.in/v21.0' })).toEqual(['WHATSAPP_BASE_URL: must be https:// (http:// only for localhost)']);
  });

  it('starts production without a channel’s provider, with one warning per channel that is off naming its variables', () => {
    expect(phoneChannelWarnings(loadConfig(production))).toEqual([
      'SMS (MSG91) is off: no message goes out by it; set MSG91_AUTH_KEY, MSG91_TEMPLATE_IDS to turn it on',
      'WhatsApp (Business Cloud API) is off: no message goes out by it; set WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATES to turn it on',
    ]);
    expect(phoneChannelWarnings(loadConfig({ ...production, ...msg91 }))).toEqual([expect.stringMatching(/^WhatsApp \(Business Cloud API\) is off/)]);
    expect(phoneChannelWarnings(loadConfig({ ...production, ...msg91, ...whatsapp }))).toEqual([]);
    // Outside production a channel without a provider goes to the development outbox: nothing to warn about.
    expect(phoneChannelWarnings(loadConfig({}))).toEqual([]);
  });
});
