import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { dismissAllToasts } from './src/components/ui/toast.tsx';

// A console.error during a web unit test is a bug the test should have caught.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  // Toasts live in a module for the whole run; the next test starts with none.
  dismissAllToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});
