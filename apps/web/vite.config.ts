import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_HERO_IMAGE, HERO_IMAGE_SIZES, heroSrcSet } from './src/features/home/hero-image';
import { HERO_SLIDE_LIST } from './src/features/home/hero-slides';
import { loadApp, startAfterFrame } from './src/start-after-frame';
import { constants, brotliCompress, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
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

const brotli = promisify(brotliCompress);
const gzipMax = promisify(gzip);

/**
 * Every script, stylesheet and SVG of the build also written as `.br` (quality 11) and `.gz`
 * (level 9), which the server sends as they are (`preCompressed`, plugins/static-site.ts): the
 * compression it would do per response is quicker but about 15 % larger
 * (docs/decisions/022-performance-close-to-the-limit.md).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) =>
        /\.(js|css|svg)$/.test(f),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const br = await brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          });
          await writeFile(`${full}.br`, br);
          await writeFile(`${full}.gz`, await gzipMax(data, { level: 9 }));
        }),
      );
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The home hero's first slide as HeroCarousel (src/features/home/components/hero-carousel.tsx)
 * draws it, for the page's frame: painted with the HTML, before any script runs, and replaced by
 * the app without anything moving. Hidden from assistive technology and unfocusable: the app's
 * own slide follows.
 */
function heroFrame(): string {
  const slide = HERO_SLIDE_LIST[0]!;
  const check =
    '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" ' +
    'stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" ' +
    'focusable="false"><path d="m5 12.5 4.5 4.5L19 7.5"></path></svg>';
  const chips = slide.chips.map((chip) => `<li>${check} ${escapeHtml(chip)}</li>`).join('');
  return [
    '<div class="site-main" aria-hidden="true"><section class="hero"><div class="hero__slides">',
    '<div class="hero__slide is-active"><div class="container hero__grid"><div class="hero__copy">',
    `<span class="hero__badge">${escapeHtml(slide.badge)}</span>`,
    `<h2 class="hero__title">${escapeHtml(slide.title)}</h2>`,
    `<p class="hero__text">${escapeHtml(slide.text)}</p>`,
    `<ul class="hero__chips">${chips}</ul>`,
    `<span class="btn btn-warning btn-lg">${escapeHtml(slide.cta)}</span>`,
    '</div><div class="hero__art">',
    `<img src="/img/${slide.image}-960.webp" srcset="${heroSrcSet(slide.image)}" `,
    `sizes="${HERO_IMAGE_SIZES}" width="1280" height="800" alt="" fetchpriority="high">`,
    '</div></div></div></div></section></div>',
  ].join('');
}

/**
 * `home.html`: index.html with the home hero's first slide in the page's frame and its picture
 * preloaded, so the home page's largest paint comes with the HTML instead of after the scripts.
 * The server sends it for `/` only (api: plugins/static-site.ts).
 */
function homePage(): Plugin {
  let outDir = 'dist';
  return {
    name: 'home-page',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const preload =
        `<link rel="preload" as="image" href="/img/${FIRST_HERO_IMAGE}-960.webp" ` +
        `imagesrcset="${heroSrcSet(FIRST_HERO_IMAGE)}" imagesizes="${HERO_IMAGE_SIZES}" ` +
        `fetchpriority="high">`;
      const home = html
        .replace('</head>', () => `  ${preload}\n  </head>`)
        .replace('<!--page-frame-->', heroFrame);
      await writeFile(path.join(outDir, 'home.html'), home);
    },
  };
}

/** The longest the app waits for the frame's picture before it loads anyway. */
const FRAME_PICTURE_CAP_MS = 500;

/**
 * The built page loads the app's first-load modules from an inline module script once the
 * frame's largest picture is painted, instead of naming them in the page, where the browser
 * would fetch them alongside the picture (src/start-after-frame.ts says why). The server allows
 * exactly that script by its hash (api: plugins/inline-scripts.ts). Development keeps
 * index.html's plain entry.
 */
function startAfterFramePage(): Plugin {
  return {
    name: 'start-after-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        const preload = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
        const src = entry.exec(html)?.[1];
        if (!src) throw new Error('start-after-frame: no entry script in index.html');
        const chunks = [...html.matchAll(preload)].map((m) => m[1]!);
        const boot =
          `(${startAfterFrame.toString()})(() => (${loadApp.toString()})(` +
          `${JSON.stringify([src, ...chunks])}), ${FRAME_PICTURE_CAP_MS});`;
        return html
          .replace(preload, '')
          .replace(entry, () => `\n    <script type="module">${boot}</script>`);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), startAfterFramePage(), homePage(), precompress()],
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
    rolldownOptions: {
      // Everything the entry imports statically in one chunk: `/` fetches the entry and the
      // bundler's small runtime, not nine scripts. The screens' chunks import from it
      // (docs/decisions/022-performance-close-to-the-limit.md).
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
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
    // One jsdom and one module cache per worker, not per file: Testing Library unmounts after each
    // test, and importing React and the screens again for each file was most of the run.
    isolate: false,
    // The wizard tests type through six steps in jsdom: seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
}));
