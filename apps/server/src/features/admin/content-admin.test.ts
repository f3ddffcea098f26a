import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import {
  contentLimits,
  ZAdminFaqItem,
  ZAdminFaqList,
  ZAdminInitiativeList,
  ZAdminTeamMember,
  ZAdminTeamMemberList,
  ZAdminTestimonial,
  ZAdminTestimonialList,
  type AdminInitiative,
} from '@kt/contract/admin/content';
import { ZFaqResponse, ZTeamMembersResponse, ZTestimonialsResponse } from '@kt/contract/content/website-content';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { limits } from '@kt/contract/limits';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import { adminActions, dealerInitiatives, faqItems, teamMembers, testimonials } from '../../platform/db/schema/index.ts';
import { signInDemoAdmin } from '../../../test/admin-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, giveAreaAndPrice, readEmail, signIn } from '../../../test/accounts-helpers.ts';
import { jsonBody, multipartBody, type TestFile } from '../../../test/form-bodies.ts';
import { signInDemo } from '../../../test/orders-helpers.ts';
import { nextPageLink } from '../../../test/paging-helpers.ts';
import { pdfFile, png, pngFile } from '../../../test/route-fixtures.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

const m = adminMessages;
let t: TestApp;
let admin: AuthRecord;
let customer: AuthRecord;
let dealer: AuthRecord;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signInDemoAdmin(t.app);
  customer = await signInDemo(t.app, 'customer');
  dealer = await signInDemo(t.app, 'kabadi');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call as multipart (the web app's way), with the admin's token unless told otherwise. */
function send(method: Method, url: string, fields: Record<string, string | number> = {}, files: Record<string, TestFile> = {}, who: AuthRecord | null = admin) {
  const body = multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(who ? bearer(who) : {}) } });
}
const get = (url: string, headers: Record<string, string> = bearer(admin)) => t.app.inject({ method: 'GET', url, headers });
const publicGet = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The storage key behind a picture's absolute URL. */
const keyOf = (url: string) => url.slice(url.indexOf('/media/') + '/media/'.length);
const isStored = async (url: string) => (await t.app.deps.storage.open(keyOf(url))) !== null;
/** The files admins uploaded to one folder (content/team, content/testimonials). */
async function uploadedFiles(folder: string): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, 'uploads', 'content', folder)).catch(() => []);
}

const picture = (name = 'face.png') => ({ dp: pngFile(name) });
/** A PNG by its first bytes, one byte over the picture limit. */
const tooLargePicture = { dp: { data: Buffer.concat([png, Buffer.alloc(contentLimits.pictureMaxBytes + 1 - png.length)]), filename: 'huge.png', type: 'image/png' } };

async function auditOf(action: string, targetId: number) {
  return t.database.db.select().from(adminActions).where(and(eq(adminActions.action, action), eq(adminActions.targetId, targetId)));
}
const rowsIn = async (table: typeof teamMembers | typeof testimonials | typeof faqItems) => (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const publicTeam = async () => ZTeamMembersResponse.parse((await publicGet(routes.teamMembers.path)).json());
const publicFaq = async () => ZFaqResponse.parse((await publicGet(routes.faq.path)).json());
const publicTestimonials = async (url: string) => ZTestimonialsResponse.parse((await publicGet(url)).json());

describe('site content for an admin: who may call', () => {
  it('refuses no token (401), a customer (403) and a dealer (403) on every endpoint', async () => {
    const calls: [Method, string][] = [
      ['GET', adminRoutes.adminTeamMembers.path],
      ['POST', adminRoutes.adminTeamMembers.path],
      ['PATCH', pathTo(adminRoutes.adminUpdateTeamMember, { id: 1 })],
      ['DELETE', pathTo(adminRoutes.adminUpdateTeamMember, { id: 1 })],
      ['GET', `${adminRoutes.adminTestimonials.path}?kind=working_team`],
      ['POST', adminRoutes.adminTestimonials.path],
      ['PATCH', pathTo(adminRoutes.adminUpdateTestimonial, { id: 1 })],
      ['DELETE', pathTo(adminRoutes.adminUpdateTestimonial, { id: 1 })],
      ['GET', adminRoutes.adminFaq.path],
      ['POST', adminRoutes.adminFaq.path],
      ['PATCH', pathTo(adminRoutes.adminUpdateFaqItem, { id: 1 })],
      ['DELETE', pathTo(adminRoutes.adminUpdateFaqItem, { id: 1 })],
      ['GET', adminRoutes.adminInitiatives.path],
      ['DELETE', pathTo(adminRoutes.adminRemoveInitiative, { id: 1 })],
    ];
    const before = { team: await rowsIn(teamMembers), testimonials: await rowsIn(testimonials), faq: await rowsIn(faqItems) };
    for (const [method, url] of calls) {
      const fields = { name: 'Intruder', title: 'None', kind: 'working_team', feedback: 'x', qns: 'q', ans: 'a', reason: 'r' };
      expect((await send(method, url, fields, picture(), null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, fields, picture(), customer)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, fields, picture(), dealer)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect({ team: await rowsIn(teamMembers), testimonials: await rowsIn(testimonials), faq: await rowsIn(faqItems) }).toEqual(before);
  });
});

describe('team members', () => {
  it('lists the team by position', async () => {
    const res = await get(adminRoutes.adminTeamMembers.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const team = ZAdminTeamMemberList.parse(res.json());
    expect(team[0]).toMatchObject({ name: 'Vikram Chauhan', title: 'Founder & CEO', position: 0 });
    expect(team.map((member) => member.position)).toEqual([...team.map((member) => member.position)].sort((a, b) => a - b));
  });

  it('adds, edits and deletes a member: the public list shows each change at its next call, with audit rows and the picture files kept tidy', async () => {
    // Read first, so the public list is held in the cache when the changes come.
    expect((await publicTeam()).map((member) => member.name)).not.toContain('Anita Rao');

    const added = await send('POST', adminRoutes.adminTeamMembers.path, { name: '  Anita Rao ', title: 'Head of Design' }, picture('anita.png'));
    expect(added.statusCode, added.body).toBe(201);
    const member = ZAdminTeamMember.parse(added.json());
    expect(member).toMatchObject({ name: 'Anita Rao', title: 'Head of Design' });
    expect(keyOf(member.dp)).toMatch(/^content\/team\/[0-9a-f]+\.png$/);
    expect(await isStored(member.dp)).toBe(true);
    // Without a position: after the last one.
    const team = ZAdminTeamMemberList.parse((await get(adminRoutes.adminTeamMembers.path)).json());
    expect(team.at(-1)?.id).toBe(member.id);
    expect((await publicTeam()).at(-1)).toEqual({ name: 'Anita Rao', title: 'Head of Design', dp: member.dp });
    expect(await auditOf('team-member.create', member.id)).toEqual([expect.objectContaining({ adminId: admin.id, targetKind: 'team_member' })]);

    const edited = await send('PATCH', pathTo(adminRoutes.adminUpdateTeamMember, { id: member.id }), { title: 'Design & Brand', position: 0 }, picture('anita-new.png'));
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = ZAdminTeamMember.parse(edited.json());
    expect(changed).toMatchObject({ id: member.id, name: 'Anita Rao', title: 'Design & Brand', position: 0 });
    expect(changed.dp).not.toBe(member.dp);
    expect(await isStored(changed.dp)).toBe(true);
    expect(await isStored(member.dp)).toBe(false);
    expect((await publicTeam()).find((entry) => entry.name === 'Anita Rao')).toEqual({ name: 'Anita Rao', title: 'Design & Brand', dp: changed.dp });
    expect(await auditOf('team-member.update', member.id)).toHaveLength(1);

    // Without a new picture the picture stays.
    const renamed = ZAdminTeamMember.parse((await send('PATCH', pathTo(adminRoutes.adminUpdateTeamMember, { id: member.id }), { name: 'Anita R. Rao' })).json());
    expect(renamed.dp).toBe(changed.dp);

    const removed = await send('DELETE', pathTo(adminRoutes.adminUpdateTeamMember, { id: member.id }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ msg: m.teamMemberRemoved });
    expect(await isStored(changed.dp)).toBe(false);
    expect((await publicTeam()).map((entry) => entry.name)).not.toContain('Anita R. Rao');
    expect(await auditOf('team-member.delete', member.id)).toHaveLength(1);
    expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.id, member.id))).toEqual([]);
  });

  it('takes a body as JSON or urlencoded too (the picture then needs multipart)', async () => {
    const [first] = ZAdminTeamMemberList.parse((await get(adminRoutes.adminTeamMembers.path)).json());
    const body = jsonBody({ title: 'Founder and CEO' });
    const res = await t.app.inject({ method: 'PATCH', url: pathTo(adminRoutes.adminUpdateTeamMember, { id: first?.id ?? 0 }), payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Founder and CEO', dp: first?.dp });
  });

  it('refuses a missing name, a missing picture, a file that is no picture, too large a picture and a bad position, storing nothing', async () => {
    const rowsBefore = await rowsIn(teamMembers);
    const filesBefore = await uploadedFiles('team');
    const cases: [Record<string, string>, Record<string, TestFile>, number, string, string][] = [
      [{ title: 'Designer' }, picture(), 400, 'name', m.contentNameRequired],
      [{ name: ' ', title: 'Designer' }, picture(), 400, 'name', m.contentNameRequired],
      [{ name: 'x'.repeat(contentLimits.nameMaxLength + 1), title: 'Designer' }, picture(), 400, 'name', m.contentNameTooLong],
      [{ name: 'Anita' }, picture(), 400, 'title', m.contentTitleRequired],
      [{ name: 'Anita', title: 'Designer', position: '-1' }, picture(), 400, 'position', m.contentPositionInvalid],
      [{ name: 'Anita', title: 'Designer' }, {}, 400, 'dp', m.contentPictureRequired],
      [{ name: 'Anita', title: 'Designer' }, { dp: pdfFile('anita.png') }, 415, 'dp', m.contentPictureWrongType],
      [{ name: 'Anita', title: 'Designer' }, tooLargePicture, 413, 'dp', m.contentPictureTooLarge],
    ];
    for (const [fields, files, status, field, text] of cases) {
      const res = await send('POST', adminRoutes.adminTeamMembers.path, fields, files);
      expect(res.statusCode, `${JSON.stringify(fields)} ${res.body}`).toBe(status);
      expect(res.json().fields?.[field], res.body).toEqual([text]);
    }
    expect(await rowsIn(teamMembers)).toBe(rowsBefore);
    expect(await uploadedFiles('team')).toEqual(filesBefore);
  });

  it('refuses an edit of nothing, an unknown id (404) and a bad picture on edit, changing nothing', async () => {
    const [first] = ZAdminTeamMemberList.parse((await get(adminRoutes.adminTeamMembers.path)).json());
    const id = first?.id ?? 0;
    const nothing = await send('PATCH', pathTo(adminRoutes.adminUpdateTeamMember, { id: id }), {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(m.contentNothingToChange);
    const empty = await send('PATCH', pathTo(adminRoutes.adminUpdateTeamMember, { id: id }), { name: '' });
    expect(empty.statusCode).toBe(400);
    expect((await send('PATCH', pathTo(adminRoutes.adminUpdateTeamMember, { id: id }), {}, { dp: pdfFile() })).statusCode).toBe(415);
    const filesBefore = await uploadedFiles('team');
    const unknown = await send('PATCH', pathTo(adminRoutes.adminUpdateTeamMember, { id: 2_000_000_000 }), { name: 'Ghost' }, picture());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.teamMemberNotFound);
    expect(await uploadedFiles('team')).toEqual(filesBefore);
    expect((await send('DELETE', pathTo(adminRoutes.adminUpdateTeamMember, { id: 2_000_000_000 }))).statusCode).toBe(404);
    expect(ZAdminTeamMemberList.parse((await get(adminRoutes.adminTeamMembers.path)).json())[0]).toEqual(first);
  });
});

describe('testimonials: working team and happy customers', () => {
  it('lists one kind, and refuses a missing or unknown kind', async () => {
    const members = ZAdminTestimonialList.parse((await get(`${adminRoutes.adminTestimonials.path}?kind=working_team`)).json());
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((entry) => entry.kind === 'working_team')).toBe(true);
    for (const query of ['', '?kind=staff']) {
      const res = await get(`${adminRoutes.adminTestimonials.path}${query}`);
      expect(res.statusCode).toBe(400);
    }
  });

  it('adds, edits and deletes each kind; the public lists follow at once, with audit rows', async () => {
    for (const [kind, url] of [
      ['working_team', routes.workingTeamMembers.path],
      ['happy_customer', routes.happyCustomers.path],
    ] as const) {
      const other = kind === 'working_team' ? routes.happyCustomers.path : routes.workingTeamMembers.path;
      await publicTestimonials(url);
      const added = await send('POST', adminRoutes.adminTestimonials.path, { kind, name: `Meera ${kind}`, feedback: 'Pickup was on time.' }, picture());
      expect(added.statusCode, added.body).toBe(201);
      const entry = ZAdminTestimonial.parse(added.json());
      expect(keyOf(entry.dp)).toMatch(/^content\/testimonials\//);
      expect((await publicTestimonials(url)).at(-1)).toEqual({ name: `Meera ${kind}`, feedback: 'Pickup was on time.', dp: entry.dp });
      expect((await publicTestimonials(other)).map((item) => item.name)).not.toContain(`Meera ${kind}`);
      expect(await auditOf('testimonial.create', entry.id)).toHaveLength(1);

      const edited = await send('PATCH', pathTo(adminRoutes.adminUpdateTestimonial, { id: entry.id }), { feedback: 'Fair weight, fair price.' }, picture('new.png'));
      expect(edited.statusCode, edited.body).toBe(200);
      const changed = ZAdminTestimonial.parse(edited.json());
      expect(await isStored(entry.dp)).toBe(false);
      expect((await publicTestimonials(url)).find((item) => item.name === `Meera ${kind}`)).toEqual({ name: `Meera ${kind}`, feedback: 'Fair weight, fair price.', dp: changed.dp });
      expect(await auditOf('testimonial.update', entry.id)).toHaveLength(1);

      expect((await send('DELETE', pathTo(adminRoutes.adminUpdateTestimonial, { id: entry.id }))).json()).toEqual({ msg: m.testimonialRemoved });
      expect(await isStored(changed.dp)).toBe(false);
      expect((await publicTestimonials(url)).map((item) => item.name)).not.toContain(`Meera ${kind}`);
      expect(await auditOf('testimonial.delete', entry.id)).toHaveLength(1);
    }
  });

  it('moves a testimonial to the other kind', async () => {
    const entry = ZAdminTestimonial.parse((await send('POST', adminRoutes.adminTestimonials.path, { kind: 'working_team', name: 'Ravi Moves', feedback: 'Good team.' }, picture())).json());
    const moved = await send('PATCH', pathTo(adminRoutes.adminUpdateTestimonial, { id: entry.id }), { kind: 'happy_customer' });
    expect(moved.json()).toMatchObject({ kind: 'happy_customer', dp: entry.dp });
    expect((await publicTestimonials(routes.happyCustomers.path)).map((item) => item.name)).toContain('Ravi Moves');
    expect((await publicTestimonials(routes.workingTeamMembers.path)).map((item) => item.name)).not.toContain('Ravi Moves');
  });

  it('refuses an unknown kind, a missing feedback, a missing picture, a non-picture and an unknown id, changing nothing', async () => {
    const before = await rowsIn(testimonials);
    const filesBefore = await uploadedFiles('testimonials');
    const cases: [Record<string, string>, Record<string, TestFile>, number, string, string][] = [
      [{ kind: 'staff', name: 'Meera', feedback: 'Good' }, picture(), 400, 'kind', m.contentKindInvalid],
      [{ name: 'Meera', feedback: 'Good' }, picture(), 400, 'kind', m.contentKindInvalid],
      [{ kind: 'happy_customer', feedback: 'Good' }, picture(), 400, 'name', m.contentNameRequired],
      [{ kind: 'happy_customer', name: 'Meera' }, picture(), 400, 'feedback', m.contentFeedbackRequired],
      [{ kind: 'happy_customer', name: 'Meera', feedback: 'x'.repeat(contentLimits.feedbackMaxLength + 1) }, picture(), 400, 'feedback', m.contentFeedbackTooLong],
      [{ kind: 'happy_customer', name: 'Meera', feedback: 'Good' }, {}, 400, 'dp', m.contentPictureRequired],
      [{ kind: 'happy_customer', name: 'Meera', feedback: 'Good' }, { dp: pdfFile() }, 415, 'dp', m.contentPictureWrongType],
      [{ kind: 'happy_customer', name: 'Meera', feedback: 'Good' }, tooLargePicture, 413, 'dp', m.contentPictureTooLarge],
    ];
    for (const [fields, files, status, field, text] of cases) {
      const res = await send('POST', adminRoutes.adminTestimonials.path, fields, files);
      expect(res.statusCode, `${JSON.stringify(fields)} ${res.body}`).toBe(status);
      expect(res.json().fields?.[field], res.body).toEqual([text]);
    }
    const [first] = ZAdminTestimonialList.parse((await get(`${adminRoutes.adminTestimonials.path}?kind=happy_customer`)).json());
    expect((await send('PATCH', pathTo(adminRoutes.adminUpdateTestimonial, { id: first?.id ?? 0 }), { kind: 'staff' })).statusCode).toBe(400);
    expect((await send('PATCH', pathTo(adminRoutes.adminUpdateTestimonial, { id: 2_000_000_000 }), { name: 'Ghost' })).statusCode).toBe(404);
    expect((await send('DELETE', pathTo(adminRoutes.adminUpdateTestimonial, { id: 2_000_000_000 }))).statusCode).toBe(404);
    expect(await rowsIn(testimonials)).toBe(before);
    expect(await uploadedFiles('testimonials')).toEqual(filesBefore);
    expect(ZAdminTestimonialList.parse((await get(`${adminRoutes.adminTestimonials.path}?kind=happy_customer`)).json())[0]).toEqual(first);
  });
});

describe('FAQ', () => {
  const unsafe =
    '<p>Yes.<img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">click</a> <a href="https://kt.example.in/help" onclick="alert(4)">help</a> <strong>Free</strong></p>';

  it('cleans the answer on save: no script, event handler or javascript: link is stored or shown publicly', async () => {
    await publicFaq();
    const added = await send('POST', adminRoutes.adminFaq.path, { qns: 'Is the pickup free?', ans: unsafe });
    expect(added.statusCode, added.body).toBe(201);
    const item = ZAdminFaqItem.parse(added.json());
    for (const ans of [item.ans, (await t.database.db.select().from(faqItems).where(eq(faqItems.id, item.id)))[0]?.answerHtml, (await publicFaq()).find((entry) => entry.qns === 'Is the pickup free?')?.ans]) {
      expect(ans).toBeDefined();
      expect(ans).not.toMatch(/<script|alert\(|onerror|onclick|javascript:|<img/i);
      expect(ans).toContain('<strong>Free</strong>');
      expect(ans).toContain('href="https://kt.example.in/help"');
    }
    expect(await auditOf('faq.create', item.id)).toHaveLength(1);
    // Cleaned on edit too.
    const edited = ZAdminFaqItem.parse((await send('PATCH', pathTo(adminRoutes.adminUpdateFaqItem, { id: item.id }), { ans: '<p onmouseover="x()">Always free.</p><script>x()</script>' })).json());
    expect(edited.ans).toBe('<p>Always free.</p>');
  });

  it('adds, edits and deletes a question; the public FAQ shows each at once, with audit rows', async () => {
    await publicFaq();
    const item = ZAdminFaqItem.parse((await send('POST', adminRoutes.adminFaq.path, { qns: 'Do you buy e-waste?', ans: '<p>Yes, <em>all</em> of it.</p>' })).json());
    expect((await publicFaq()).at(-1)).toEqual({ qns: 'Do you buy e-waste?', ans: '<p>Yes, <em>all</em> of it.</p>' });
    const list = ZAdminFaqList.parse((await get(adminRoutes.adminFaq.path)).json());
    expect(list.at(-1)).toEqual(item);

    const edited = await send('PATCH', pathTo(adminRoutes.adminUpdateFaqItem, { id: item.id }), { ans: '<p>Yes, phones and laptops too.</p>', position: 0 });
    expect(edited.statusCode, edited.body).toBe(200);
    // Position 0: with the seeded first question (equal positions keep the order they were added in).
    expect((await publicFaq())[1]).toEqual({ qns: 'Do you buy e-waste?', ans: '<p>Yes, phones and laptops too.</p>' });
    expect(await auditOf('faq.update', item.id)).toHaveLength(1);

    expect((await send('DELETE', pathTo(adminRoutes.adminUpdateFaqItem, { id: item.id }))).json()).toEqual({ msg: m.faqRemoved });
    expect((await publicFaq()).map((entry) => entry.qns)).not.toContain('Do you buy e-waste?');
    expect(await auditOf('faq.delete', item.id)).toHaveLength(1);
  });

  it('answers no-cache with an entity tag: 304 while unchanged, the new list after a change', async () => {
    const first = await publicGet(routes.faq.path);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await publicGet(routes.faq.path, { 'if-none-match': etag })).statusCode).toBe(304);
    const item = ZAdminFaqItem.parse((await send('POST', adminRoutes.adminFaq.path, { qns: 'Where are you?', ans: 'Agra.' })).json());
    const after = await publicGet(routes.faq.path, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().at(-1)).toEqual({ qns: 'Where are you?', ans: 'Agra.' });
    await send('DELETE', pathTo(adminRoutes.adminUpdateFaqItem, { id: item.id }));
    for (const url of [routes.teamMembers.path, routes.workingTeamMembers.path, routes.happyCustomers.path]) {
      expect((await publicGet(url)).headers['cache-control'], url).toBe('public, no-cache');
    }
  });

  it('refuses a missing question or answer, an answer that is empty once cleaned, and an unknown id, changing nothing', async () => {
    const before = await rowsIn(faqItems);
    const cases: [Record<string, string>, string, string][] = [
      [{ ans: 'Yes.' }, 'qns', m.contentQuestionRequired],
      [{ qns: 'Why?' }, 'ans', m.contentAnswerRequired],
      [{ qns: 'Why?', ans: '<script>alert(1)</script>' }, 'ans', m.contentAnswerRequired],
      [{ qns: 'Why?', ans: '<p> </p><br>' }, 'ans', m.contentAnswerRequired],
      [{ qns: 'x'.repeat(contentLimits.questionMaxLength + 1), ans: 'Yes.' }, 'qns', m.contentQuestionTooLong],
      [{ qns: 'Why?', ans: 'x'.repeat(contentLimits.answerMaxLength + 1) }, 'ans', m.contentAnswerTooLong],
    ];
    for (const [fields, field, text] of cases) {
      const res = await send('POST', adminRoutes.adminFaq.path, fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields?.[field]).toEqual([text]);
    }
    const [first] = ZAdminFaqList.parse((await get(adminRoutes.adminFaq.path)).json());
    expect((await send('PATCH', pathTo(adminRoutes.adminUpdateFaqItem, { id: first?.id ?? 0 }), { ans: '<img src=x onerror=alert(1)>' })).statusCode).toBe(400);
    expect((await send('PATCH', pathTo(adminRoutes.adminUpdateFaqItem, { id: first?.id ?? 0 }), {})).statusCode).toBe(400);
    expect((await send('PATCH', pathTo(adminRoutes.adminUpdateFaqItem, { id: 2_000_000_000 }), { qns: 'Ghost?' })).statusCode).toBe(404);
    expect((await send('DELETE', pathTo(adminRoutes.adminUpdateFaqItem, { id: 2_000_000_000 }))).statusCode).toBe(404);
    expect(await rowsIn(faqItems)).toBe(before);
    expect(ZAdminFaqList.parse((await get(adminRoutes.adminFaq.path)).json())[0]).toEqual(first);
  });
});

describe('dealer initiatives: moderation', () => {
  async function newDealer() {
    const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const dealer = await signIn(t.app, 'dealer', form.email);
    // Issue 28: customers (and the public list) see a dealer with an area and a price.
    await giveAreaAndPrice(t.database.db, dealer.id);
    return dealer;
  }
  async function postInitiative(owner: AuthRecord, message: string) {
    const res = await send('POST', routes.dealerInitiatives.path, { message }, { photo: pngFile('drive.png') }, owner);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; photo: string };
  }
  const listAll = async (query = '') => get(`${adminRoutes.adminInitiatives.path}${query}`);

  it("lists every dealer's initiatives newest first, paged, with the dealer", async () => {
    const owner = await newDealer();
    const older = await postInitiative(owner, 'Clean-up drive at the ghat');
    const newer = await postInitiative(owner, 'Recycling talk at school');
    const res = await listAll('?page_size=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [first] = ZAdminInitiativeList.parse(res.json());
    expect(first).toMatchObject({ id: newer.id, message: 'Recycling talk at school', photo: newer.photo, dealer: { id: owner.id, KT_ID: owner.KT_ID, username: owner.username } });
    const next = nextPageLink(res);
    expect(next).toBeDefined();
    const second = ZAdminInitiativeList.parse((await get(next ?? '')).json());
    expect(second.map((entry: AdminInitiative) => entry.id)).toEqual([older.id]);
  });

  it('removes one with a reason: the photo goes, the public list drops it, the dealer is mailed why, an audit row is written', async () => {
    const owner = await newDealer();
    const initiative = await postInitiative(owner, 'Free pickup for temples');
    // The dealer's whole list, as their marketplace page reads it (held in the list cache).
    const publicList = async () =>
      ((await publicGet(`${routes.dealerInitiatives.path}?dealer_id=${owner.id}&page_size=${limits.initiativesMax}`)).json() as { id: number }[]).map((entry) => entry.id);
    expect(await publicList()).toEqual([initiative.id]);
    expect(await isStored(initiative.photo)).toBe(true);

    const noReason = await send('DELETE', pathTo(adminRoutes.adminRemoveInitiative, { id: initiative.id }), { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields?.reason).toEqual([m.reasonRequired]);
    expect(await publicList()).toEqual([initiative.id]);

    const res = await send('DELETE', pathTo(adminRoutes.adminRemoveInitiative, { id: initiative.id }), { reason: 'The photo shows a private home.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: m.initiativeRemoved });
    expect(await t.database.db.select().from(dealerInitiatives).where(eq(dealerInitiatives.id, initiative.id))).toEqual([]);
    expect(await isStored(initiative.photo)).toBe(false);
    expect(await publicList()).toEqual([]);
    const mail = await readEmail(t.database.db, owner.email);
    expect(mail?.subject).toBe(m.initiativeRemovedSubject);
    expect(mail?.textBody).toContain('The photo shows a private home.');
    expect(mail?.textBody).toContain('Free pickup for temples');
    expect(await auditOf('initiative.remove', initiative.id)).toEqual([
      expect.objectContaining({ adminId: admin.id, targetKind: 'dealer_initiative', detail: expect.stringContaining('The photo shows a private home.') }),
    ]);
    expect((await send('DELETE', pathTo(adminRoutes.adminRemoveInitiative, { id: initiative.id }), { reason: 'Again' })).statusCode).toBe(404);
  });

  it("leaves the dealer's own routes working", async () => {
    const owner = await newDealer();
    const initiative = await postInitiative(owner, 'Tree planting');
    const edited = await send('PATCH', pathTo(routes.updateDealerInitiative, { id: initiative.id }), { message: 'Tree planting, 50 trees' }, {}, owner);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await send('DELETE', pathTo(routes.removeDealerInitiative, { id: initiative.id }), {}, {}, owner)).statusCode).toBe(200);
  });
});
