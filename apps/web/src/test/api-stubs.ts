/**
 * The API as the web tests see it: msw answers every call the app makes, from stubs written
 * against the contract's route tables. New web tests stub the API through `stubEndpoint`, never
 * by replacing fetch (test-render's `stubFetch` is for the older tests): a stub names a route of
 * the tables, so its method, path pattern, parameters and answer come from the endpoint's
 * definition (checked by the type checker, and at run time: the route must be one of the
 * tables', a success answer must fit the definition's schema), and a call no stub answers fails
 * the test.
 *
 *   const votes = stubEndpoint(routes.postVote, { msg: 'Voted', yes_count: 41, no_count: 2 });
 *   stubEndpoint(routes.faq, refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }));
 *   stubEndpoint(routes.dealerInitiatives, ({ query }) => answer(list, { headers: { Link: next } }));
 *   expect(votes.calls[0]?.form?.get('status')).toBe('Yes');
 *
 * api-server.ts holds the msw server the stubs join (vitest.setup.ts starts one for every file).
 */
import { matchRequestUrl } from 'msw';
import { http, HttpResponse } from 'msw/http';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { ErrorBody } from '@kt/contract/errors';
import type { AnswerOf, BodyOf, EndpointDefinition } from '@kt/contract/http/endpoint';
import type { ParamNames } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { apiUrl } from '../lib/api-client.ts';
import type { TestAnswer } from '../test-support.ts';
import { activeServer, isLeftOver, onTestEnd, prepareBeforeTests, watchCalls } from './api-server.ts';

// Loaded before the file's tests, so the first answer waits for no schema; only by files that stub.
const definitionsLoaded = import('@kt/contract/endpoint-definitions');
prepareBeforeTests(definitionsLoaded);

/** A route of the contract's tables (public or admin). */
export type TableRoute = (typeof routes)[keyof typeof routes] | (typeof adminRoutes)[keyof typeof adminRoutes];

/** The definition a route stands for (a type only: the tables carry none at run time). */
type DefinitionOf<R> = R extends { readonly definition?: infer D } ? (D extends EndpointDefinition ? D : never) : never;

/** One call to a stubbed route, as the app made it. */
export type StubCall<R extends TableRoute> = {
  /** The path's parameters, decoded. */
  params: Record<ParamNames<R['path']>, string>;
  /** The whole URL (a wildcard route's path is in it). */
  url: URL;
  query: URLSearchParams;
  headers: Headers;
  /** A JSON body. */
  json: BodyOf<DefinitionOf<R>> | undefined;
  /** A multipart body (the app's own FormData), or an urlencoded one. */
  form: FormData | undefined;
};

const replyKind = Symbol('stub reply');

/** A success answer with a status or headers of its own (a list page's Link). */
export type Answered<T> = { readonly [replyKind]: 'answer'; readonly body: T; readonly status?: number; readonly headers?: Record<string, string> };
/** The spec's own refusals carry `msg` (and sometimes more); the contract's carry its error body. */
export type RefusalBody = ErrorBody | ({ msg: string } & Record<string, unknown>);
export type Refused = { readonly [replyKind]: 'refusal'; readonly status: number; readonly body: unknown };
export type NetworkFailure = { readonly [replyKind]: 'network' };

/** What a stub answers: the definition's answer (with its success status), or one of the replies below. */
export type Reply<R extends TableRoute> =
  | AnswerOf<DefinitionOf<R>>
  | Answered<AnswerOf<DefinitionOf<R>>>
  | Refused
  | NetworkFailure
  /** Anything the definition's schema does not describe (a file). */
  | Response;

export type StubResolver<R extends TableRoute> = (call: StubCall<R>) => Reply<R> | Promise<Reply<R>>;

/** `once`: the stub answers one call, then the one stubbed before it answers. */
export type StubOptions = { once?: boolean };

/** The calls made to the stub's route, in order. */
export type EndpointStub<R extends TableRoute> = { readonly calls: StubCall<R>[] };

/** The definition's answer with another status or headers. */
export function answer<T>(body: T, init: { status?: number; headers?: Record<string, string> } = {}): Answered<T> {
  return { [replyKind]: 'answer', body, ...init };
}

/** An error answer: the contract's error body or the spec's `{ msg }` (none: an empty body). */
export function refuse(status: number, body?: RefusalBody): Refused {
  return { [replyKind]: 'refusal', status, body };
}

/** fetch fails as it does without a network. */
export const networkFailure: NetworkFailure = { [replyKind]: 'network' };

/** One of test-support's `failedAnswers`: null is a lost network. */
export function failureOf(testAnswer: TestAnswer | null): Refused | NetworkFailure {
  return testAnswer === null ? networkFailure : { [replyKind]: 'refusal', status: testAnswer.status ?? 200, body: testAnswer.body };
}

const tableKeys = new Map<unknown, string>([...Object.entries(routes), ...Object.entries(adminRoutes)].map(([key, route]) => [route, key]));
const handlerOf = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** The test's stubs, each with the absolute URL pattern msw matches. */
const stubs: { route: TableRoute; pattern: string; calls: StubCall<TableRoute>[] }[] = [];
/** The calls sent during the test, by the id the request carries to the stub that answers it. */
const sentCalls = new Map<string, StubCall<TableRoute>>();
const callIdHeader = 'x-test-call';

/*
 * A call is recorded as the app makes it, not when msw gets to it some ticks later: a test that
 * checks right after a click that nothing was sent sees a call that has not arrived yet, and
 * `form` is the app's own FormData with its own files.
 */
watchCalls((url, init): Record<string, string> => {
  const method = (init.method ?? 'GET').toUpperCase();
  const target = new URL(url, location.href);
  const byPattern = new Map<string, StubCall<TableRoute>>();
  for (const stub of stubs) {
    if (stub.route.method !== method) continue;
    const match = matchRequestUrl(target, stub.pattern);
    if (!match.matches) continue;
    const call = byPattern.get(stub.pattern) ?? callOf(match.params ?? {}, target, init);
    byPattern.set(stub.pattern, call);
    stub.calls.push(call);
  }
  const [call] = byPattern.values();
  if (!call) return {};
  const id = String(sentCalls.size + 1);
  sentCalls.set(id, call);
  return { [callIdHeader]: id };
});

onTestEnd(() => {
  stubs.length = 0;
  sentCalls.clear();
});

function callOf(params: Record<string, unknown>, target: URL, init: RequestInit): StubCall<TableRoute> {
  const headers = new Headers(init.headers);
  const type = headers.get('Content-Type') ?? '';
  const { body } = init;
  let form: FormData | undefined;
  if (body instanceof FormData) form = body;
  else if (body instanceof URLSearchParams || (typeof body === 'string' && type.startsWith('application/x-www-form-urlencoded'))) {
    form = new FormData();
    for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  }
  return {
    params: params as StubCall<TableRoute>['params'],
    url: target,
    query: target.searchParams,
    headers,
    json: typeof body === 'string' && type.startsWith('application/json') ? (JSON.parse(body) as StubCall<TableRoute>['json']) : undefined,
    form,
  };
}

/**
 * Answers the app's calls to `route` with `reply`, or with what the resolver gives for each call;
 * the last stub of a route answers first. Stubs last until the end of the test. `calls` holds every
 * call to the route since the stub was made (also those a later stub answered).
 */
export function stubEndpoint<R extends TableRoute>(
  route: R,
  reply: StubResolver<R> | Reply<R>,
  { once = false }: StubOptions = {},
): EndpointStub<R> {
  const name = tableKeys.get(route);
  if (name === undefined) {
    throw new Error(`stubEndpoint: ${route.method} ${route.path} is not a route of the contract's tables (routes, adminRoutes)`);
  }
  const pattern = new URL(apiUrl(route.path), location.href).href;
  const stub = { route, pattern, calls: [] as StubCall<R>[] };
  const handler = handlerOf[route.method](
    pattern,
    async ({ request }) => {
      if (isLeftOver(request)) return HttpResponse.error();
      const call = sentCalls.get(request.headers.get(callIdHeader) ?? '') as StubCall<R> | undefined;
      if (!call) throw new Error(`stubEndpoint: ${request.method} ${request.url} was sent before its route was stubbed, or not by fetch with a string URL`);
      const given = typeof reply === 'function' ? await (reply as StubResolver<R>)(call) : reply;
      return responseOf(name, given);
    },
    { once },
  );
  activeServer().use(handler);
  stubs.push(stub as (typeof stubs)[number]);
  return stub;
}

function isReply(value: unknown): value is Answered<unknown> | Refused | NetworkFailure {
  return typeof value === 'object' && value !== null && replyKind in value;
}

async function responseOf(name: string, given: unknown): Promise<Response> {
  if (given instanceof Response) return given;
  if (isReply(given) && given[replyKind] === 'network') return HttpResponse.error();
  if (isReply(given) && given[replyKind] === 'refusal') return jsonResponse(given.status, given.body);
  const { body, status, headers } = isReply(given) && given[replyKind] === 'answer' ? given : { body: given, status: undefined, headers: undefined };
  const { definitions } = await definitionsLoaded;
  const definition: EndpointDefinition | undefined = definitions[name as keyof typeof definitions];
  if (!definition) throw new Error(`stubEndpoint: no definition named ${name}: generate the route tables again`);
  const answerStatus = status ?? definition.status ?? 200;
  const schema = definition.otherAnswers?.[answerStatus] ?? (answerStatus < 300 ? definition.response : undefined);
  const checked = schema?.safeParse(body);
  if (checked && !checked.success) {
    throw new Error(`stubEndpoint: the stubbed answer of ${name} is not what its definition says:\n${checked.error.message}`);
  }
  return jsonResponse(answerStatus, body, headers);
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined || status === 204 ? null : JSON.stringify(body);
  return new HttpResponse(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}
