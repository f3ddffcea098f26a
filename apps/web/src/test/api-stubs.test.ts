import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import * as routes from '@kt/contract/routes';
import { apiExchange, ApiError } from '../lib/api-client.ts';
import { callEndpoint } from '../lib/call-endpoint.ts';
import { failedAnswers } from '../test-support.ts';
import { endApiStubsTest } from './api-server.ts';
import { answer, failureOf, networkFailure, refuse, stubEndpoint } from './api-stubs.ts';

const faqItem = { qns: 'Who collects?', ans: '<p>A dealer near you.</p>' };

describe('stubEndpoint', () => {
  it('answers a call through the route with the definition’s answer and success status', async () => {
    const faq = stubEndpoint(routes.faq, [faqItem]);
    expect(await callEndpoint(routes.faq)).toEqual([faqItem]);
    const form = new FormData();
    form.set('name', 'Asha');
    stubEndpoint(routes.contactForm, { msg: 'Received' });
    const { response } = await apiExchange('/v3/WebsiteContent/contact-form/', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    expect(faq.calls).toHaveLength(1);
  });

  it('gives the resolver the decoded params, the query, the headers and the parsed body, and records the calls', async () => {
    const stub = stubEndpoint(routes.updateDealerInitiative, ({ params, form }) => ({
      id: Number(params.id),
      dealer_id: 7,
      message: String(form?.get('message')),
      photo: null,
    }));
    const body = new FormData();
    body.set('message', 'Clean Sector 5');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x80, 0xff, 0x00])], 'drive ₹.png', { type: 'image/png' });
    body.set('photo', photo);
    const changed = await callEndpoint(routes.updateDealerInitiative, { params: { id: 12 }, body, headers: { Authorization: 'Bearer a' } });
    expect(changed.message).toBe('Clean Sector 5');
    const [call] = stub.calls;
    expect(call?.params).toEqual({ id: '12' });
    expect(call?.headers.get('Authorization')).toBe('Bearer a');
    expect(call?.form?.get('photo')).toBe(photo);

    const json = stubEndpoint(adminRoutes.adminPassword, { msg: 'Password changed' });
    await callEndpoint(adminRoutes.adminPassword, { json: { current_password: 'old one', new_password: 'a new one' } });
    expect(json.calls[0]?.json).toEqual({ current_password: 'old one', new_password: 'a new one' });

    const pages = stubEndpoint(routes.dealerInitiatives, ({ query }) => answer([], { headers: { Link: `</next?dealer_id=${query.get('dealer_id')}>; rel="next"` } }));
    const { response } = await apiExchange('/api3/dealer_initiatives/dealer_initiatives/?dealer_id=7', {});
    expect(response.headers.get('Link')).toBe('</next?dealer_id=7>; rel="next"');
    expect(pages.calls[0]?.query.get('dealer_id')).toBe('7');
  });

  it('records a call as the app makes it, before it is answered', async () => {
    const votes = stubEndpoint(routes.postVote, { msg: 'Voted', yes_count: 1, no_count: 0 });
    const form = new FormData();
    form.set('vote', '1');
    form.set('status', 'Yes');
    const sent = callEndpoint(routes.postVote, { body: form });
    expect(votes.calls.map((call) => call.form)).toEqual([form]);
    await sent;
  });

  it('leaves a call an earlier test left in flight unanswered, and does not fail the test now running', async () => {
    stubEndpoint(routes.faq, []);
    const leftOver = callEndpoint(routes.faq);
    endApiStubsTest();
    await expect(leftOver).rejects.toBeInstanceOf(ApiError);
    const unstubbed = callEndpoint(routes.teamMembers);
    endApiStubsTest();
    await expect(unstubbed).rejects.toBeInstanceOf(ApiError);
    expect(() => endApiStubsTest()).not.toThrow();
  });

  it('answers a refusal with its status and body, and a lost network as fetch fails', async () => {
    stubEndpoint(routes.contactForm, refuse(429, { code: 'RATE_LIMITED', message: 'Too many tries.', requestId: 'r' }));
    await expect(callEndpoint(routes.contactForm, { body: new FormData() })).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    stubEndpoint(routes.faq, networkFailure);
    await expect(callEndpoint(routes.faq)).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it.each(failedAnswers)('turns the failed answer of %s into a stub’s reply', async (_name, failed) => {
    stubEndpoint(routes.faq, failureOf(failed));
    await expect(callEndpoint(routes.faq)).rejects.toMatchObject({ status: failed?.status ?? 0 });
  });

  it('answers with the newest stub first; a stub for one call gives way after it', async () => {
    stubEndpoint(routes.faq, []);
    stubEndpoint(routes.faq, refuse(500), { once: true });
    await expect(callEndpoint(routes.faq)).rejects.toBeInstanceOf(ApiError);
    expect(await callEndpoint(routes.faq)).toEqual([]);
  });

  it('refuses a route that is not one of the tables’', () => {
    // @ts-expect-error: no definition has this path.
    expect(() => stubEndpoint({ method: 'GET', path: '/v3/WebsiteContent/faqs/' }, [])).toThrow(/not a route of the contract's tables/);
    // @ts-expect-error: the FAQ is read, never posted.
    expect(() => stubEndpoint({ method: 'POST', path: '/v3/WebsiteContent/faq/' }, [])).toThrow(/not a route of the contract's tables/);
    // Right method and path, but a copy: a stub names the table's route itself.
    expect(() => stubEndpoint({ ...routes.faq }, [])).toThrow(/not a route of the contract's tables/);
  });

  it('types the answer with the definition', () => {
    // Typing only: never called.
    const typed = () => {
      // @ts-expect-error: the FAQ answers a list.
      stubEndpoint(routes.faq, { msg: 'x' });
      // @ts-expect-error: a vote tally has counts.
      stubEndpoint(routes.voteTally, () => answer({ yes: 1 }));
      // @ts-expect-error: voteTally's path has `poll`, not `id`.
      stubEndpoint(routes.voteTally, ({ params }) => ({ yes_count: Number(params.id), no_count: 0 }));
    };
    expect(typed).toBeTypeOf('function');
  });

  it('fails the test when an answer does not fit the definition’s schema', async () => {
    stubEndpoint(routes.voteTally, { yes_count: -1 } as never);
    await expect(callEndpoint(routes.voteTally, { params: { poll: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(() => endApiStubsTest()).toThrow(/not what its definition says/);
  });

  it('fails the test when a call finds no stub', async () => {
    await expect(callEndpoint(routes.teamMembers)).rejects.toBeInstanceOf(ApiError);
    expect(() => endApiStubsTest()).toThrow(/GET http:\/\/localhost:3000\/v3\/WebsiteContent\/team-members\/: no stub answers this call/);
  });
});
