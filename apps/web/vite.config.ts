import { fileURLToPath } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The production CSS keeps only the selectors the app can use: Bootstrap ships every utility
 * and component, most of which no screen has, and the stylesheet blocks the first paint.
 * Class names built at run time (a variant or tone joined to a prefix, or added by
 * react-bootstrap's components) are kept by their prefixes.
 */
const unusedCss = purgeCss({
  content: ['index.html', 'src/**/*.{ts,tsx}', '../../packages/shared/src/**/*.ts'],
  safelist: {
    standard: [
      /^(alert|btn|text-bg|tone|avatar|app-dialog)-/,
      /^(modal|fade|show|collapsing|collapse)/,
      /^(form|input-group|invalid|valid|is-|was-validated)/,
      /^(nav|tab|table|page-|pagination|spinner|placeholder|visually-hidden)/,
    ],
  },
});

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // `@/x` is `src/x`: imports name what they use instead of climbing folders.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // In development the API runs on its own port; the built site is served by the API itself.
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    cssCodeSplit: true,
  },
  css: {
    postcss: { plugins: command === 'build' ? [unusedCss] : [] },
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions; keep the build output clean.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // The wizard tests type through six steps in jsdom: seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
}));
