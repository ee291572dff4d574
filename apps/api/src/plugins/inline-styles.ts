import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// docs/decisions/022-performance-close-to-the-limit.md: the site's stylesheet written into the
// page instead of linked from it. A linked stylesheet costs the first paint a second round trip,
// and arrives with the scripts, so the browser tends to run them before it paints anything; the
// stylesheet in the page lets the bar and a car's photo paint as soon as the HTML is in.

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

export interface InlinedPage {
  html: string;
  /** CSP sources (`'sha256-…'`) of the `<style>` elements written in. */
  styleHashes: string[];
}

/** `html` with each of its built stylesheets (under /assets) replaced by a `<style>` of it. */
export function inlineStylesheets(html: string, webDist: string): InlinedPage {
  const styleHashes: string[] = [];
  const inlined = html.replace(STYLESHEET, (link, href: string) => {
    const file = path.join(webDist, href);
    if (!existsSync(file)) return link;
    // A stylesheet cannot contain `</style` unless broken; such a one stays linked.
    const css = readFileSync(file, 'utf8');
    if (/<\/style/i.test(css)) return link;
    styleHashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style>${css}</style>`;
  });
  return { html: inlined, styleHashes };
}

/** `policy` with `sources` added to its `directive` (style-src, script-src). */
export function allowSources(policy: string, directive: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  const pattern = new RegExp(`(^|;)\\s*${directive} ([^;]*)`);
  return policy.replace(pattern, `$1${directive} $2 ${sources.join(' ')}`);
}
