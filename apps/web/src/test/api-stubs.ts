/**
 * The API as the web tests see it: msw answers every call the app makes, from stubs written
 * against the contract's route tables. New web tests stub the API through `stubEndpoint`, never
 * by replacing fetch: a stub names a route of the tables, so its method, path pattern, parameters
 * and answer come from the endpoint's definition (checked by the type checker, and at run time:
 * the route must be one of the tables', a success answer must fit the definition's schema), and
 * a call no stub answers fails the test.
 *
 * vitest.setup.ts runs the lifecycle for every web test file: `listenForApiCalls` before the
 * file, `endApiStubsTest` after each test (forgets the stubs, fails on an unanswered call),
 * `stopListening` after the file.
 */
import { Buffer, File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw/http';
import { setupServer, type SetupServer } from 'msw/node';
import { adminRoutes } from '@kt/contract/admin/admin-routes';
import type { ErrorBody } from '@kt/contract/errors';
import type { AnswerOf, BodyOf, EndpointDefinition } from '@kt/contract/http/endpoint';
import type { ParamNames } from '@kt/contract/http/path-to';
import { routes } from '@kt/contract/routes';
import { apiUrl } from '../lib/api-client.ts';
import type { TestAnswer } from '../test-support.ts';

/** A route of the contract's tables (public or admin). */
export type TableRoute = (typeof routes)[keyof typeof routes] | (typeof adminRoutes)[keyof typeof adminRoutes];

/** The definition a route stands for (a type only: the tables carry none at run time). */
type DefinitionOf<R> = R extends { readonly definition?: infer D } ? (D extends EndpointDefinition ? D : never) : never;

/** One call a stub answered, as the app sent it. */
export type StubCall<R extends TableRoute> = {
  /** The path's parameters, decoded. */
  params: Record<ParamNames<R['path']>, string>;
  query: URLSearchParams;
  headers: Headers;
  /** A JSON body. */
  json: BodyOf<DefinitionOf<R>> | undefined;
  /** A multipart or urlencoded body (a file in it is a copy of the one the app sent). */
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

/** The calls a stub answered, in order. */
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

/**
 * Answers the app's calls to `route` with `reply`, or with what `resolve` gives for each call;
 * the last stub of a route answers first. Stubs last until the end of the test.
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
  const stub: EndpointStub<R> = { calls: [] };
  const handler = handlerOf[route.method](
    new URL(apiUrl(route.path), location.href).href,
    async ({ request, params }) => {
      const call: StubCall<R> = {
        params: params as StubCall<R>['params'],
        query: new URL(request.url).searchParams,
        headers: request.headers,
        ...(await sentBody<R>(request)),
      };
      stub.calls.push(call);
      const given = typeof reply === 'function' ? await (reply as StubResolver<R>)(call) : reply;
      return responseOf(name, given);
    },
    { once },
  );
  activeServer().use(handler);
  return stub;
}

async function sentBody<R extends TableRoute>(request: Request): Promise<Pick<StubCall<R>, 'json' | 'form'>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('application/json')) return { json: (await request.json()) as StubCall<R>['json'], form: undefined };
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(await request.text())) form.append(name, value);
    return { json: undefined, form };
  }
  const boundary = /^multipart\/form-data;.*boundary=("?)([^";]+)\1/i.exec(type)?.[2];
  if (boundary) return { json: undefined, form: parseMultipart(new Uint8Array(await request.arrayBuffer()), boundary) };
  return { json: undefined, form: undefined };
}

/**
 * A multipart body as the test's own FormData and File (jsdom's). Not `request.formData()`:
 * Node's parser makes its files with the global File, jsdom's here, and then refuses them.
 */
function parseMultipart(bytes: Uint8Array, boundary: string): FormData {
  const form = new FormData();
  // latin1: one character per byte, so a file's bytes come back as they were sent.
  const text = Buffer.from(bytes).toString('latin1');
  const unescape = (value: string) => Buffer.from(value, 'latin1').toString('utf8').replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%22/g, '"');
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.slice(2, headerEnd);
    const content = part.slice(headerEnd + 4, -2);
    const name = unescape(/\bname="([^"]*)"/.exec(headers)?.[1] ?? '');
    const filename = /\bfilename="([^"]*)"/.exec(headers)?.[1];
    if (filename === undefined) {
      form.append(name, Buffer.from(content, 'latin1').toString('utf8'));
    } else {
      const type = /^content-type:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
      form.append(name, new File([Buffer.from(content, 'latin1')], unescape(filename), { type }));
    }
  }
  return form;
}

function isReply(value: unknown): value is Answered<unknown> | Refused | NetworkFailure {
  return typeof value === 'object' && value !== null && replyKind in value;
}

async function responseOf(name: string, given: unknown): Promise<Response> {
  if (given instanceof Response) return given;
  if (isReply(given) && given[replyKind] === 'network') return HttpResponse.error();
  if (isReply(given) && given[replyKind] === 'refusal') return jsonResponse(given.status, given.body);
  const { body, status, headers } = isReply(given) && given[replyKind] === 'answer' ? given : { body: given, status: undefined, headers: undefined };
  // Loaded at the first answer, not with this module: a file that stubs nothing loads no schema.
  const { definitions } = await import('@kt/contract/endpoint-definitions');
  const definition: EndpointDefinition = definitions[name as keyof typeof definitions];
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

/*
 * The lifecycle. One server per test file (the file's fresh copy of this module). An unanswered
 * call, or a resolver that throws (a failed expect inside it), fails the request as a lost
 * network would and is also kept, so the test fails even when the app copes with the failure.
 */

let server: SetupServer | undefined;
/** msw's fetch, which ours wraps. */
let interceptedFetch: typeof fetch | undefined;
const problems: string[] = [];

function activeServer(): SetupServer {
  if (!server) throw new Error('stubEndpoint: the API stubs are not listening (vitest.setup.ts starts them before each file)');
  return server;
}

export function listenForApiCalls(): void {
  server = setupServer();
  server.events.on('unhandledException', ({ error, request }) => {
    problems.push(`${request.method} ${request.url}: the stub threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  });
  server.listen({
    onUnhandledFrame: ({ frame }) => {
      const { request } = frame.data as { request: Request };
      problems.push(`${request.method} ${request.url}: no stub answers this call`);
      throw new Error(`No stub answers ${request.method} ${request.url}`);
    },
  });
  const intercepted = globalThis.fetch;
  interceptedFetch = intercepted;
  globalThis.fetch = async (input, init) => intercepted(input, init && { ...init, body: await nodeReadable(init.body) });
}

/**
 * jsdom's FormData and files are not the ones Node's fetch reads, and the bridge vitest puts in
 * Request cannot read jsdom 31's files: a form goes to fetch as a copy in Node's own FormData.
 */
async function nodeReadable(body: BodyInit | null | undefined): Promise<BodyInit | null | undefined> {
  if (!(body instanceof FormData)) return body;
  // Node's FormData (the global one is jsdom's), reached through a Response.
  const form = await new Response(new URLSearchParams()).formData();
  for (const [name, value] of body) {
    if (typeof value === 'string') form.append(name, value);
    else {
      const file = new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, { type: value.type, lastModified: value.lastModified });
      // Node's File, which the DOM's types do not know as a File.
      form.append(name, file as unknown as File);
    }
  }
  return form;
}

/** After each test: its stubs are forgotten, and a call no stub answered (or a stub that threw) fails it. */
export function endApiStubsTest(): void {
  server?.resetHandlers();
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(`API stubs:\n${found.join('\n')}`);
}

export function stopListening(): void {
  if (interceptedFetch) globalThis.fetch = interceptedFetch;
  interceptedFetch = undefined;
  server?.close();
  server = undefined;
}
