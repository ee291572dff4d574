import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor retry a query on every DOM change until it passes. By default each miss
// pretty-prints the whole page into its error, which on a busy machine takes longer than the
// render being waited for and starves it. The page is printed only when the error is read, i.e.
// for the miss that finally fails the test.
//
// A wait gives up after 5 s, not 1 s: the car list renders its cards as a transition, which a
// machine running other suites beside this one can hold back past a second. A text that never
// comes still fails the test.
configure({
  asyncUtilTimeout: 5_000,
  getElementError(message, container) {
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      get: () => (text ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
    });
    return error;
  },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
