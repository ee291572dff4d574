import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Each file builds its own app and database, so files share no state but the modules: a worker
    // keeps them loaded from one file to the next instead of importing the whole app again for each
    // file (about 2.5 s a file on a 2-core machine, most of the run).
    pool: 'forks',
    isolate: false,
  },
});
