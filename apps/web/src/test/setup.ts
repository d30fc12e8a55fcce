// Every web unit test: a clean page and storage after it, and no unexpected console.error
// (as in the browser tests and epic-stack's setup-test-env): React's warnings about keys,
// act() or invalid markup, and errors a component only logs, fail the test that caused them.
// A test that expects one says so with `consoleError.mockImplementation(() => {})`.
import { cleanup } from '@testing-library/react';
import { type MockInstance, afterEach, beforeEach, vi } from 'vitest';

export let consoleError: MockInstance<(typeof console)['error']>;
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
    original(...args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  consoleError.mockRestore();
  if (logged.length > 0) {
    throw new Error(
      `console.error was called ${logged.length} time(s); call consoleError.mockImplementation() if it is expected. First: ${String(logged[0]?.[0])}`,
    );
  }
});
