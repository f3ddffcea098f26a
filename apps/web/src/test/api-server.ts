/**
 * The msw server behind the web tests' API stubs (api-stubs.ts), one per test file: the file's
 * fresh copy of this module. vitest.setup.ts runs it for every file: `listenForApiCalls` before
 * the file, `endApiStubsTest` after each test, `stopListening` after the file. An unanswered
 * call, or a stub that throws (a failed expect inside it), fails the request (msw answers 500)
 * and is also kept, so the test fails even when the app copes with the failure.
 */
import { File as NodeFile } from 'node:buffer';
import { setupServer, type SetupServer } from 'msw/node';

/** Sees a call as the app makes it, before it leaves; the headers it gives are added to the request. */
export type CallWatcher = (url: string, init: RequestInit) => Record<string, string>;

let server: SetupServer | undefined;
/** msw's fetch, which ours wraps. */
let interceptedFetch: typeof fetch | undefined;
let watcher: CallWatcher | undefined;
const problems: string[] = [];
const preparations: Promise<unknown>[] = [];
const testEndHooks: (() => void)[] = [];
/** Every request carries the number of the test that sent it. */
const testNumberHeader = 'x-test-number';
let testNumber = 0;

/** Work the file's stubs need before its first test (api-stubs.ts loads the definitions). */
export function prepareBeforeTests(preparation: Promise<unknown>): void {
  preparations.push(preparation);
}

export function watchCalls(next: CallWatcher): void {
  watcher = next;
}

export function onTestEnd(hook: () => void): void {
  testEndHooks.push(hook);
}

/**
 * A request an earlier test left in flight: no one waits for its answer, and the test running now
 * neither sent it nor stubbed for it.
 */
export function isLeftOver(request: Request): boolean {
  return request.headers.get(testNumberHeader) !== String(testNumber);
}

export function activeServer(): SetupServer {
  if (!server) throw new Error('stubEndpoint: the API stubs are not listening (vitest.setup.ts starts them before each file)');
  return server;
}

export async function listenForApiCalls(): Promise<void> {
  await Promise.all(preparations);
  server = setupServer();
  server.events.on('unhandledException', ({ error, request }) => {
    problems.push(`${request.method} ${request.url}: the stub threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  });
  server.listen({
    onUnhandledFrame: ({ frame }) => {
      const { request } = frame.data as { request: Request };
      if (isLeftOver(request)) throw new Error(`Left over from an earlier test: ${request.method} ${request.url}`);
      problems.push(`${request.method} ${request.url}: no stub answers this call`);
      throw new Error(`No stub answers ${request.method} ${request.url}`);
    },
  });
  const intercepted = globalThis.fetch;
  interceptedFetch = intercepted;
  globalThis.fetch = async (input, init = {}) => {
    // The app calls fetch with a string URL; the watcher sees the call before anything is awaited.
    const tags = typeof input === 'string' ? (watcher?.(input, init) ?? {}) : {};
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(tags)) headers.set(name, value);
    headers.set(testNumberHeader, String(testNumber));
    return intercepted(input, { ...init, headers, body: await nodeReadable(init.body) });
  };
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
  testNumber += 1;
  server?.resetHandlers();
  for (const hook of testEndHooks) hook();
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(`API stubs:\n${found.join('\n')}`);
}

export function stopListening(): void {
  if (interceptedFetch) globalThis.fetch = interceptedFetch;
  interceptedFetch = undefined;
  server?.close();
  server = undefined;
}
