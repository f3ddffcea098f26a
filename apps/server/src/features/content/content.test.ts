import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formMessages } from '@kt/contract/content/forms';
import { ZFaqResponse, ZTeamMembersResponse, ZTestimonialsResponse } from '@kt/contract/content/website-content';
import { rateLimits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { faqItems, formSubmissions } from '../../platform/db/schema/index.ts';
import { createMemoryRateLimiter } from '../../platform/rate-limits/rate-limit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, postForm, signIn } from '../../../test/accounts-helpers.ts';
import { multipartBody, type TestFile } from '../../../test/form-bodies.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]);

const multipart = (fields: Record<string, string>, files: Record<string, TestFile> = {}) => multipartBody(fields, files);

async function submissions(kind: string) {
  const [row] = await t.database.db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.kind, kind));
  return row?.n ?? 0;
}

const person = { name: 'Meera Joshi', email: 'meera@example.in', phone: '9812345670' };
const linkedin = 'https://www.linkedin.com/in/meera-joshi';

describe('votes', () => {
  it('counts a vote, answers the tally, and gives a second vote from one address the already-voted shape', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/votes/get-votes/1/' })).json();
    expect(before).toEqual({ yes_count: 0, no_count: 0 });
    const first = await t.app.inject({ method: 'POST', url: '/votes/post-votes/', remoteAddress: '203.0.113.10', ...multipart({ vote: '1', status: 'Yes', ip: '1.1.1.1' }) });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ msg: messages.publicForms.voteThanks, yes_count: 1, no_count: 0 });
    const second = await t.app.inject({ method: 'POST', url: '/votes/post-votes/', remoteAddress: '203.0.113.10', ...multipart({ vote: '1', status: 'No', ip: '9.9.9.9' }) });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ unsuccessful: 'You have already voted.', 'Your Voting Choice was : ': 'Yes' });
    const other = await t.app.inject({ method: 'POST', url: '/votes/post-votes/', remoteAddress: '203.0.113.11', ...multipart({ vote: '1', status: 'No' }) });
    expect(other.json()).toMatchObject({ yes_count: 1, no_count: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/votes/get-votes/1/' })).json()).toEqual({ yes_count: 1, no_count: 1 });
  });

  it('refuses an unknown poll or status and counts nothing', async () => {
    const refused: Record<string, string>[] = [{ vote: '2', status: 'Yes' }, { vote: '1', status: 'Maybe' }, { vote: '1' }];
    for (const fields of refused) {
      const res = await t.app.inject({ method: 'POST', url: '/votes/post-votes/', remoteAddress: '203.0.113.50', ...multipart(fields) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.publicForms.voteFailed);
    }
    expect((await t.app.inject({ method: 'GET', url: '/votes/get-votes/1/' })).json()).toEqual({ yes_count: 1, no_count: 1 });
  });
});

describe('votes behind a proxy', () => {
  it('take the voter from X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const trusting = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const plain = await createTestApp();
    for (const app of [trusting, plain]) {
      for (const forwarded of ['198.51.100.1', '198.51.100.2']) {
        await app.app.inject({ method: 'POST', url: '/votes/post-votes/', headers: { 'x-forwarded-for': forwarded }, payload: { vote: 1, status: 'Yes' } });
      }
    }
    expect((await trusting.app.inject({ method: 'GET', url: '/votes/get-votes/1/' })).json()).toEqual({ yes_count: 2, no_count: 0 });
    expect((await plain.app.inject({ method: 'GET', url: '/votes/get-votes/1/' })).json()).toEqual({ yes_count: 1, no_count: 0 });
    await trusting.close();
    await plain.close();
  });
});

describe('website content', () => {
  it('lists the seeded team, working team, happy customers and FAQ with pictures from our server', async () => {
    const team = ZTeamMembersResponse.parse((await t.app.inject({ method: 'GET', url: '/v3/WebsiteContent/team-members/' })).json());
    expect(team).toHaveLength(5);
    expect(team[0]).toMatchObject({ name: 'Vikram Chauhan', title: 'Founder & CEO' });
    expect((await t.app.inject({ method: 'GET', url: team[0]?.dp ?? '' })).statusCode).toBe(200);
    const members = ZTestimonialsResponse.parse((await t.app.inject({ method: 'GET', url: '/v3/WebsiteContent/working-team-members/' })).json());
    const customers = ZTestimonialsResponse.parse((await t.app.inject({ method: 'GET', url: '/v3/WebsiteContent/happy-customers/' })).json());
    expect(members.length).toBeGreaterThanOrEqual(3);
    expect(customers.length).toBeGreaterThanOrEqual(3);
    const faq = ZFaqResponse.parse((await t.app.inject({ method: 'GET', url: '/v3/WebsiteContent/faq/' })).json());
    expect(faq.length).toBe(6);
    expect(faq[0]?.ans).toContain('<strong>');
  });

  it('sends FAQ answers without script, event handlers or javascript: links', async () => {
    await t.database.db.insert(faqItems).values({
      question: 'Unsafe?',
      answerHtml: '<p>Hi<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a><a href="https://kt.example.in" onclick="alert(4)">ok</a></p>',
      position: 99,
    });
    // The public FAQ is held in the list cache: it hears of a change made behind the server a moment after the commit.
    await t.app.deps.listCache.settle();
    const faq = ZFaqResponse.parse((await t.app.inject({ method: 'GET', url: '/v3/WebsiteContent/faq/' })).json());
    const unsafe = faq.find((item) => item.qns === 'Unsafe?');
    expect(unsafe?.ans).toBeDefined();
    expect(unsafe?.ans).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    expect(unsafe?.ans).toContain('<a href="https://kt.example.in"');
  });
});

describe('public forms', () => {
  it('stores a suggestion, an investor and a contact message', async () => {
    const cases = [
      ['suggestion', { ...person, message: 'Please come to Kamla Nagar too.' }],
      ['investor', { ...person, linkedin_id: linkedin }],
      ['contact', { name: person.name, email: person.email, subject: 'Bulk pickup', message: 'We have 2 tonnes of cardboard.' }],
    ] as const;
    for (const [kind, fields] of cases) {
      const before = await submissions(kind);
      const res = await t.app.inject({ method: 'POST', url: `/v3/WebsiteContent/${kind}-form/`, ...multipart(fields) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ msg: formMessages[kind].success });
      expect(await submissions(kind)).toBe(before + 1);
    }
  });

  it('stores an intern and a mentor application with the CV as a PDF', async () => {
    for (const [kind, domain] of [['intern', 'web development'], ['mentor', 'envirormental expert']] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/v3/WebsiteContent/${kind}-form/`, ...multipart({ ...person, linkedin_id: linkedin, domain }, { cv: { data: pdf, filename: 'cv.pdf' } }) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ msg: messages.publicForms.joinSuccess });
      const [row] = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.kind, kind));
      expect(row).toMatchObject({ domain, linkedinId: linkedin, sourceAddress: '127.0.0.1' });
      const stored = await t.app.deps.storage.open(row?.cvKey ?? '');
      expect(stored?.size).toBe(pdf.length);
    }
  });

  it.each([
    ['a missing field', { ...person, domain: 'finance' }, { cv: { data: pdf, filename: 'cv.pdf' } }, 400],
    ['a bad e-mail', { ...person, email: 'meera@', linkedin_id: linkedin, domain: 'finance' }, { cv: { data: pdf, filename: 'cv.pdf' } }, 400],
    ['a bad phone', { ...person, phone: '98123', linkedin_id: linkedin, domain: 'finance' }, { cv: { data: pdf, filename: 'cv.pdf' } }, 400],
    ['a bad LinkedIn URL', { ...person, linkedin_id: 'https://example.com/meera', domain: 'finance' }, { cv: { data: pdf, filename: 'cv.pdf' } }, 400],
    ['a domain not in the list', { ...person, linkedin_id: linkedin, domain: 'astrology' }, { cv: { data: pdf, filename: 'cv.pdf' } }, 400],
    ['no CV', { ...person, linkedin_id: linkedin, domain: 'finance' }, {}, 400],
    ['a CV that is not a PDF (named .pdf)', { ...person, linkedin_id: linkedin, domain: 'finance' }, { cv: { data: Buffer.from('plain text'), filename: 'cv.pdf' } }, 415],
    ['a CV over 5 MB', { ...person, linkedin_id: linkedin, domain: 'finance' }, { cv: { data: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]), filename: 'cv.pdf' } }, 413],
  ])('refuses an intern application with %s and stores nothing', async (_label, fields, files, status) => {
    const before = await submissions('intern');
    const res = await t.app.inject({ method: 'POST', url: '/v3/WebsiteContent/intern-form/', ...multipart(fields as Record<string, string>, files) });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBeDefined();
    expect(await submissions('intern')).toBe(before);
  });

  it("answers the spec's failure text for each form", async () => {
    const bad = { name: '', email: 'x', phone: '1' };
    for (const kind of ['suggestion', 'investor', 'contact'] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/v3/WebsiteContent/${kind}-form/`, ...multipart(bad) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(formMessages[kind].failure);
    }
  });
});

describe('public form rate limit', () => {
  it(`answers 429 after ${rateLimits.publicForms.perIp} submissions from one address`, async () => {
    const limited = await createTestApp({ rateLimiter: createMemoryRateLimiter() });
    const fields = { name: 'A', email: 'a@example.in', subject: 'Hi', message: 'Hello' };
    for (let i = 0; i < rateLimits.publicForms.perIp; i += 1) {
      expect((await postForm(limited.app, '/v3/WebsiteContent/contact-form/', fields)).statusCode).toBe(201);
    }
    expect((await postForm(limited.app, '/v3/WebsiteContent/contact-form/', fields)).statusCode).toBe(429);
    await limited.close();
  });
});

describe('admin reading submissions', () => {
  it('lets the admin read what was sent, and nobody else', async () => {
    const admin = await signIn(t.app, 'admin', 'admin@example.com', t.config.demoPassword);
    const res = await t.app.inject({ method: 'GET', url: '/v3/admin/submissions/?kind=intern', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ kind: 'intern', name: person.name, cv: expect.stringMatching(new RegExp(`^${t.config.publicUrl}/v3/api/private-files/cvs/`)) });
    const customer = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
    expect((await t.app.inject({ method: 'GET', url: '/v3/admin/submissions/', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v3/admin/submissions/' })).statusCode).toBe(401);
  });
});
