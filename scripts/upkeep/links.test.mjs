import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Links that lead nowhere: relative links in the Markdown files, and the `docs/…` paths (and
// their #sections) that code comments cite. Run from the repository root.

const SKIP = new Set(['node_modules', 'dist', 'test-results', 'coverage', '.git']);

function filesUnder(dir, keep) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsCache = new Map();
function anchorsOf(file) {
  if (!anchorsCache.has(file)) {
    const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
    anchorsCache.set(file, new Set(headings.map((h) => anchorOf(h.replace(/^#+ /, '')))));
  }
  return anchorsCache.get(file);
}

/** Why a target (a file, maybe with #section) does not exist, or undefined when it does. */
function brokenTarget(file, anchor) {
  if (!existsSync(file)) return 'no such file';
  if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor)) return `no #${anchor}`;
  return undefined;
}

const markdown = ['.', 'docs', 'apps', 'packages', 'e2e', 'scripts'].flatMap((dir) =>
  dir === '.'
    ? readdirSync('.').filter((name) => name.endsWith('.md'))
    : filesUnder(dir, (name) => name.endsWith('.md')),
);
const code = ['apps', 'packages', 'e2e', 'scripts', '.ci'].flatMap((dir) =>
  filesUnder(dir, (name) => /\.(ts|tsx|mjs|js|scss)$/.test(name) || !name.includes('.')),
);

describe('links', () => {
  it('every relative link in a Markdown file leads to a file and section that exist', () => {
    const broken = [];
    for (const file of markdown) {
      const text = readFileSync(file, 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [where, anchor] = target.split('#');
        const resolved = where ? path.join(path.dirname(file), where) : file;
        const why = brokenTarget(resolved, anchor);
        if (why) broken.push(`${file}: ${target} (${why})`);
      }
    }
    expect(broken).toEqual([]);
  });

  // Paths from the repository root: docs/, and files of apps/, packages/ and e2e/.
  it('every repository path a code comment cites exists, with its section', () => {
    const broken = [];
    const cited =
      /(?<![\w/.-])(?:docs\/[\w./-]+\.md(?:#[\w-]+)?|(?:apps|packages|e2e)\/[\w./-]+\.[a-z]+)/g;
    for (const file of code) {
      const text = readFileSync(file, 'utf8');
      for (const [target] of text.matchAll(cited)) {
        // Written by a run, not kept in the repository.
        if (/\/(test-results|dist)\//.test(target)) continue;
        const [where, anchor] = target.split('#');
        const why = brokenTarget(where, anchor);
        if (why) broken.push(`${file}: ${target} (${why})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
