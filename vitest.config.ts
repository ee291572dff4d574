import { defineConfig } from 'vitest/config';

// One runner for every unit and API test; each workspace keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      // Checks over the whole repository (indexes, links, frozen files) and the journeys' shards.
      {
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.mjs', 'e2e/scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
    ],
    reporters: process.env.CI
      ? ['default', ['junit', { outputFile: 'test-results/vitest-junit.xml' }]]
      : ['default'],
  },
});
