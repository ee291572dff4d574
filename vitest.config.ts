import { defineConfig } from 'vitest/config';

// One runner for every unit and API test; each workspace keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    reporters: process.env.CI
      ? ['default', ['junit', { outputFile: 'test-results/vitest-junit.xml' }]]
      : ['default'],
  },
});
