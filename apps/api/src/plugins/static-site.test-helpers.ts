import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

// A small web build in a temporary folder, for the static-site tests: the page, the home page's
// own frame, a stylesheet and a script with the build's own brotli copy.

export const webDist = mkdtempSync(path.join(tmpdir(), 'rental-web-'));
// The build's inline boot script (web: src/start-after-frame.ts), allowed by its hash alone.
export const boot = 'import("/assets/app-1.js");';
export const bootHash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head>
    <meta
      name="description"
      content="The site's description."
    />
    <title>Site title</title>
    <link rel="stylesheet" crossorigin href="/assets/site-1.css">
    <script type="module">${boot}</script>
  </head><body><div id="root"><!--page-frame--></div></body></html>`,
);
writeFileSync(
  path.join(webDist, 'home.html'),
  `<!doctype html><html><head><title>Site title</title>
    <link rel="stylesheet" crossorigin href="/assets/site-1.css">
  </head><body><div id="root"><div class="hero">The home frame</div></div></body></html>`,
);
export const script = `export const answer = ${'"'.padEnd(2000, 'x')}";\n`;
mkdirSync(path.join(webDist, 'assets'));
export const css = '.hero{color:#123456}';
writeFileSync(path.join(webDist, 'assets/site-1.css'), css);
export const cssHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
writeFileSync(path.join(webDist, 'assets/app-1.js'), script);
// Told apart from what the server would compress itself by its last line.
export const builtBrotli = `${script}// compressed by the build\n`;
writeFileSync(path.join(webDist, 'assets/app-1.js.br'), brotliCompressSync(builtBrotli));
