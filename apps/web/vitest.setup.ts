import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// Run by the root config, the web tests share a jsdom and the packages per worker (isolate:
// false); the app's own modules still start afresh in every file, so module state and vi.mock
// hold per file as with isolation.
vi.resetModules();

// The server of the file's API stubs (src/test/api-server.ts): imported in the hooks, not above,
// to reach this file's copy of the module, the one its tests stub through.
const apiStubs = () => import('./src/test/api-server.ts');
beforeAll(async () => (await apiStubs()).listenForApiCalls());
afterAll(async () => (await apiStubs()).stopListening());

// A console.error during a web unit test is a bug the test should have caught.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

afterEach(async () => {
  cleanup();
  // Toasts live in a module for the whole file; the next test starts with none. Imported here,
  // not above, to reach this file's copy of the module.
  const { dismissAllToasts } = await import('./src/components/ui/toast.tsx');
  dismissAllToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // Last: it fails the test when a call found no stub.
  (await apiStubs()).endApiStubsTest();
});
