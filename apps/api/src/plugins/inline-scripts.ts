import { createHash } from 'node:crypto';

// docs/decisions/022-performance-close-to-the-limit.md: the built page starts the app from a small
// inline module script, once the frame's picture is painted (web: src/start-after-frame.ts). The
// CSP allows exactly the inline scripts of the pages it serves, by their SHA-256: nothing else
// inline runs.

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP sources (`'sha256-…'`) of the inline scripts in `html`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}
